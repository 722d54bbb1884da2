/**
 * The receipt notice (Form I-797C): its number, three letters for the service center and ten digits,
 * and the receipt date USCIS printed on it, which starts every clock of the case.
 */
import { z } from 'zod';
import { isCalendarDay } from '../workspace/calendar-date';

const RECEIPT_NUMBER = /^[A-Z]{3}\d{10}$/;

/** The number as printed or typed ("ioe 09-1234-5678"), upper-cased and without spaces or dashes. */
export function normalizeReceiptNumber(text: string): string {
  return text.toUpperCase().replace(/[\s-]/g, '');
}

/** True for three letters and ten digits, once spaces and dashes are removed. */
export function isReceiptNumber(text: string): boolean {
  return RECEIPT_NUMBER.test(normalizeReceiptNumber(text));
}

/** Stable keys of the messages a refused receipt gets (the web catalogs word them). */
export const RECEIPT_ERRORS = {
  number: 'receipt.numberInvalid',
  date: 'receipt.dateInvalid',
  future: 'receipt.dateFuture',
} as const;

/** `PUT /mycase/after-filing/receipt`. The future and before-filing checks need the server's today. */
export const receiptInputSchema = z.object({
  receiptNumber: z
    .string({ message: RECEIPT_ERRORS.number })
    .refine(isReceiptNumber, { message: RECEIPT_ERRORS.number })
    .transform(normalizeReceiptNumber),
  receiptDate: z
    .string({ message: RECEIPT_ERRORS.date })
    .trim()
    .refine(isCalendarDay, { message: RECEIPT_ERRORS.date }),
});
export type ReceiptInput = z.input<typeof receiptInputSchema>;

const optionalDay = z.string().trim().refine(isCalendarDay, { message: RECEIPT_ERRORS.date }).nullable();

/** `PUT /mycase/after-filing/appointments`: the biometrics and interview days the notices gave. */
export const appointmentsInputSchema = z.object({
  biometricsDate: optionalDay,
  interviewDate: optionalDay,
});
export type AppointmentsInput = z.infer<typeof appointmentsInputSchema>;

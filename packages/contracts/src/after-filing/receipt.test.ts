import { describe, expect, it } from 'vitest';
import {
  appointmentsInputSchema,
  isReceiptNumber,
  normalizeReceiptNumber,
  receiptInputSchema,
} from './receipt';

describe('the receipt number', () => {
  it.each(['IOE0912345678', 'ioe0912345678', 'IOE 09 1234 5678', 'EAC-26-123-45678'])(
    'accepts %s',
    (text) => {
      expect(isReceiptNumber(text)).toBe(true);
    },
  );

  it.each(['', 'IO0912345678', 'IOE091234567', 'IOE09123456789', '1OE0912345678', 'IOE09123456O8'])(
    'refuses %s',
    (text) => {
      expect(isReceiptNumber(text)).toBe(false);
    },
  );

  it('is stored upper-case without spaces or dashes', () => {
    expect(normalizeReceiptNumber(' eac-26 123-45678 ')).toBe('EAC2612345678');
    expect(receiptInputSchema.parse({ receiptNumber: 'ioe 0912345678', receiptDate: '2026-01-15' })).toEqual({
      receiptNumber: 'IOE0912345678',
      receiptDate: '2026-01-15',
    });
  });

  it('names the field that is wrong with a stable key', () => {
    const result = receiptInputSchema.safeParse({ receiptNumber: 'ABC', receiptDate: '2026-02-30' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['receiptNumber', 'receipt.numberInvalid'],
      ['receiptDate', 'receipt.dateInvalid'],
    ]);
  });
});

describe('the appointments', () => {
  it('takes a day or nothing', () => {
    expect(appointmentsInputSchema.parse({ biometricsDate: '2026-03-02', interviewDate: null })).toEqual({
      biometricsDate: '2026-03-02',
      interviewDate: null,
    });
    expect(appointmentsInputSchema.safeParse({ biometricsDate: 'soon', interviewDate: null }).success).toBe(
      false,
    );
  });
});

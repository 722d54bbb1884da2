import { describe, expect, it } from 'vitest';
import { PAYMENT_FAILED_MESSAGE, PAYMENT_MESSAGES, paymentMessage, type PaymentMessageKey } from './messages';

describe('payment messages', () => {
  it('keeps the spec wording of the payment failure', () => {
    expect(PAYMENT_FAILED_MESSAGE.en).toBe('There was a problem processing your payment. Please try again.');
    expect(PAYMENT_FAILED_MESSAGE.es).toBe(
      'Hubo un problema al procesar su pago. Por favor, inténtelo de nuevo.',
    );
  });

  it('has a non-empty text in both languages for every key, with the same placeholders', () => {
    for (const [key, { en, es }] of Object.entries(PAYMENT_MESSAGES)) {
      expect(en.trim(), key).not.toBe('');
      expect(es.trim(), key).not.toBe('');
      const names = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
      expect(names(es), key).toEqual(names(en));
    }
  });

  it('fills placeholders and leaves unknown ones visible', () => {
    const key: PaymentMessageKey = 'downPayment.belowMinimum';
    expect(paymentMessage(key, 'es', { minimum: '$300.00' })).toBe(
      'El pago inicial debe ser de al menos $300.00.',
    );
    expect(paymentMessage(key, 'en')).toBe('The down payment must be at least {{minimum}}.');
  });
});

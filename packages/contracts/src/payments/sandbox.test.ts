import { describe, expect, it } from 'vitest';
import { cardTypeOf, validateCardForm } from './card-form';
import { SANDBOX_CARDS, SANDBOX_OUTCOMES, sandboxOutcomeFor } from './sandbox';

describe('sandbox cards', () => {
  it.each(SANDBOX_CARDS)('$number ($brand) passes the card form and gives $outcome', (card) => {
    const cvv = card.brand === 'american-express' ? '1234' : '123';
    const form = {
      nameOnCard: 'Test Person',
      number: card.number,
      expiry: '12/40',
      cvv,
      postalCode: '10001',
      email: 'a@b.co',
    };
    expect(validateCardForm(form)).toEqual({});
    expect(cardTypeOf(card.number)).toBe(card.brand);
    expect(sandboxOutcomeFor(card.number)).toBe(card.outcome);
  });

  it('has a card for every outcome and no number twice', () => {
    expect(new Set(SANDBOX_CARDS.map((card) => card.outcome))).toEqual(new Set(SANDBOX_OUTCOMES));
    expect(new Set(SANDBOX_CARDS.map((card) => card.number)).size).toBe(SANDBOX_CARDS.length);
  });

  it('ignores spaces and dashes', () => {
    expect(sandboxOutcomeFor('4242 4242 4242 4242')).toBe('success');
    expect(sandboxOutcomeFor('4000-0000-0000-0119')).toBe('processor-error');
  });

  it('declines any number it does not list', () => {
    expect(sandboxOutcomeFor('4111111111111111')).toBe('declined');
    expect(sandboxOutcomeFor('')).toBe('declined');
  });
});

import { describe, expect, it } from 'vitest';
import { DERIVATIVE_MESSAGES, PAYMENT_MESSAGES } from '@camino/contracts';
import enFamily from '../../locales/en/family.json';
import enPayment from '../../locales/en/payment.json';
import esFamily from '../../locales/es/family.json';
import esPayment from '../../locales/es/payment.json';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const vars = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe.each([
  ['payment', enPayment, esPayment],
  ['family', enFamily, esFamily],
])('the %s catalogs', (_name, en, es) => {
  const enKeys = flatten(en as Tree);
  const esKeys = flatten(es as Tree);

  it('have the same keys in English and Spanish, none empty', () => {
    expect([...esKeys.keys()].sort()).toEqual([...enKeys.keys()].sort());
    for (const [key, value] of [...enKeys, ...esKeys]) expect(value.trim(), key).not.toBe('');
  });

  it('use the same interpolation variables in both languages', () => {
    for (const [key, value] of enKeys) expect(vars(esKeys.get(key) ?? ''), key).toEqual(vars(value));
  });

  it('address the reader as "usted" in Spanish, like the other catalogs', () => {
    const informal = /\b(tu|tus|puedes|tienes|vives|elige|escribe|inténtalo)\b/i;
    for (const [key, value] of esKeys) expect(value, key).not.toMatch(informal);
  });
});

describe('messages shared with the server', () => {
  it('keep the spec’s payment failure wording', () => {
    expect(PAYMENT_MESSAGES['payment.failed'].en).toBe(
      'There was a problem processing your payment. Please try again.',
    );
    expect(DERIVATIVE_MESSAGES.childTooOld.en).toBe('Only children under 21 can be added.');
  });
});

import { describe, expect, it } from 'vitest';
import { revisionOf, translationStanding } from './translation-revision';

describe('revisionOf', () => {
  it('changes when the words change and not when only line ends or composition do', () => {
    expect(revisionOf('Llegué en 2019.')).toBe(revisionOf('Llegue\u0301 en 2019.  \r\n'));
    expect(revisionOf('Llegué en 2019.')).not.toBe(revisionOf('Llegué en 2020.'));
    expect(revisionOf('Uno.\nDos.')).not.toBe(revisionOf('Uno. Dos.'));
  });

  it('tells several originals apart by where one ends', () => {
    expect(revisionOf(['ab', 'c'])).not.toBe(revisionOf(['a', 'bc']));
    expect(revisionOf(['ab'])).toBe(revisionOf('ab'));
  });
});

describe('translationStanding', () => {
  const original = 'Me amenazaron en mayo de 2021.';
  const translates = revisionOf(original);

  it('is current when it translates the original as it is, or there is nothing to translate', () => {
    expect(translationStanding(original, { text: 'They threatened me in May 2021.', translates })).toBe(
      'current',
    );
    expect(translationStanding('  ', null)).toBe('current');
  });

  it('is missing without a text, and out of date once the original changed', () => {
    expect(translationStanding(original, null)).toBe('missing');
    expect(translationStanding(original, { text: ' ', translates })).toBe('missing');
    const changed = `${original} Huí al día siguiente.`;
    expect(translationStanding(changed, { text: 'They threatened me in May 2021.', translates })).toBe(
      'out-of-date',
    );
    // Saved before revisions were recorded: nobody knows what it translates.
    expect(translationStanding(original, { text: 'They threatened me.', translates: null })).toBe(
      'out-of-date',
    );
  });

  it('keeps a machine draft a draft until a person saves it', () => {
    expect(translationStanding(original, { text: 'Draft.', translates, machineDraft: true })).toBe(
      'machine-draft',
    );
  });

  it('judges a translation kept as a file by the revision of every original it covers', () => {
    const parts = [original, 'Huí.'];
    expect(translationStanding(parts, { translates: revisionOf(parts) })).toBe('current');
    expect(translationStanding([original, 'Huí al norte.'], { translates: revisionOf(parts) })).toBe(
      'out-of-date',
    );
  });
});

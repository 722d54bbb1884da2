import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { findDateMentions } from './date-mentions';
import { type DeclarationContentSet, declarationContentFor } from './declaration-content';
import { type Recommendation, recommendDeclaration } from './recommendations';

const CONTENT_DIR = path.resolve(__dirname, '../../../../../content');
let content: DeclarationContentSet;

beforeAll(async () => {
  content = await declarationContentFor(CONTENT_DIR);
});

const ofKind = <K extends Recommendation['kind']>(list: Recommendation[], kind: K) =>
  list.filter((item): item is Extract<Recommendation, { kind: K }> => item.kind === kind);

function asylum(texts: Record<string, string>, facts: Record<string, string> = {}, lang: 'en' | 'es' = 'es') {
  return recommendDeclaration({
    content: content.byStrategy.get('asylum')!,
    writtenIn: 'es',
    lang,
    texts,
    facts: new Map(Object.entries(facts)),
  });
}

describe('dates written in a story', () => {
  it('reads Spanish and English dates at the precision they were written', () => {
    expect(findDateMentions('El 14 de febrero de 2022 llegué a Texas', 'es')).toMatchObject([
      { year: 2022, month: 2, day: 14 },
    ]);
    expect(findDateMentions('I arrived in May 2021, and on June 3, 2021 I moved', 'en')).toMatchObject([
      { year: 2021, month: 5 },
      { year: 2021, month: 6, day: 3 },
    ]);
    expect(findDateMentions('el 03/04/2020', 'es')).toMatchObject([{ year: 2020, month: 4, day: 3 }]);
    expect(findDateMentions('on 03/04/2020', 'en')).toMatchObject([{ year: 2020, month: 3, day: 4 }]);
  });
});

describe('a date contradicting the forms', () => {
  it('names the date written and the date in the forms', () => {
    const found = ofKind(
      asylum(
        { fear_of_return: 'Llegué a Estados Unidos el 10 de marzo de 2021 por Hidalgo, Texas.' },
        { 'about_you.entry_date': '2021-05-14' },
      ),
      'date-contradiction',
    );
    expect(found).toEqual([
      expect.objectContaining({
        section: 'fear_of_return',
        paragraph: 1,
        declared: '10 de marzo de 2021',
        formDate: '14 de mayo de 2021',
        event: 'la fecha en que entró a EE. UU.',
      }),
    ]);
  });

  it('accepts a date that agrees at the precision written', () => {
    const found = asylum(
      { fear_of_return: 'Llegué en mayo de 2021.' },
      { 'about_you.entry_date': '2021-05-14' },
    );
    expect(ofKind(found, 'date-contradiction')).toEqual([]);
  });

  it('ignores dates in sentences about other events', () => {
    const found = asylum(
      { what_happened: 'Me amenazaron el 10 de marzo de 2021 en mi casa de San Miguel.' },
      { 'about_you.entry_date': '2021-05-14' },
    );
    expect(ofKind(found, 'date-contradiction')).toEqual([]);
  });
});

describe('incidents without a date or a place', () => {
  it('reports each incident paragraph missing a date, and one missing a place', () => {
    const found = asylum({
      what_happened: [
        'El 14 de febrero de 2022, en mi puesto del mercado de San Miguel, dos hombres me amenazaron con una pistola.',
        'Después los mismos hombres volvieron y golpearon a mi hijo en la cara delante de todos los vecinos.',
        'En marzo de 2022 me dijeron por teléfono que iban a matar a toda mi familia si no pagaba.',
      ].join('\n'),
    });
    expect(ofKind(found, 'incident-without-date').map((item) => item.paragraph)).toEqual([2]);
    expect(ofKind(found, 'incident-without-place').map((item) => item.paragraph)).toEqual([2, 3]);
    expect(ofKind(found, 'incident-without-date')[0]!.excerpt).toMatch(/^Después los mismos hombres/);
  });

  it('accepts an approximate time', () => {
    const found = asylum({
      what_happened:
        'Hace dos años, en la casa de mi madre, los hombres de la pandilla me golpearon con un palo.',
    });
    expect(ofKind(found, 'incident-without-date')).toEqual([]);
    expect(ofKind(found, 'incident-without-place')).toEqual([]);
  });
});

describe('a person named in the forms and missing from the story', () => {
  const vawa = (texts: Record<string, string>) =>
    recommendDeclaration({
      content: content.byStrategy.get('vawasp')!,
      writtenIn: 'en',
      lang: 'en',
      texts,
      facts: new Map([
        ['family.spouse_first_name', 'Mark'],
        ['family.spouse_last_name', 'Jones'],
      ]),
    });

  it('asks for the abuser by name when the story never names them', () => {
    const found = ofKind(vawa({ the_abuse: 'He hit me in our kitchen in January 2021.' }), 'missing-person');
    expect(found).toEqual([
      expect.objectContaining({ person: 'your spouse', name: 'Mark Jones', section: 'the_abuse' }),
    ]);
  });

  it('is satisfied by the first or the last name', () => {
    expect(ofKind(vawa({ how_we_met: 'I met mark at a party.' }), 'missing-person')).toEqual([]);
  });
});

describe('short sections and standing advice', () => {
  it('reports sections below their length, never the optional one, and always the advice', () => {
    const found = asylum({ about_me: 'Nací en Chalatenango.' }, {}, 'en');
    const short = ofKind(found, 'short-section');
    expect(short.map((item) => item.section)).toEqual([
      'about_me',
      'what_happened',
      'why_it_happened',
      'nowhere_safe',
      'fear_of_return',
    ]);
    expect(short[0]).toMatchObject({ words: 3, minWords: 60, sectionTitle: 'Who you are' });
    expect(ofKind(found, 'advice')).toHaveLength(3);
  });
});

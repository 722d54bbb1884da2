import path from 'node:path';
import { STRATEGIES } from '@camino/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { type DeclarationContentSet, declarationContentFor } from './declaration-content';
import { findDisagreements, type PracticeContent, practiceQuestions } from './interview-practice';
import { practiceContentFor } from './interview-practice-source';

const CONTENT_DIR = path.resolve(__dirname, '../../../../../content');
let content: DeclarationContentSet;
let practice: PracticeContent;

beforeAll(async () => {
  [content, practice] = await Promise.all([
    declarationContentFor(CONTENT_DIR),
    practiceContentFor(CONTENT_DIR),
  ]);
});

function input(
  strategy: (typeof STRATEGIES)[number],
  texts: Record<string, string>,
  facts: Record<string, string> = {},
  lang: 'en' | 'es' = 'es',
) {
  return {
    content: content.byStrategy.get(strategy)!,
    practice,
    writtenIn: 'es' as const,
    lang,
    texts,
    facts: new Map(Object.entries(facts)),
  };
}

const STORY =
  'El 3 de marzo de 2021 dos hombres de la pandilla me golpearon en el mercado de San Miguel y me dijeron que volverían.';

describe('practice questions', () => {
  it('has a question for every section of every case type', () => {
    for (const strategy of STRATEGIES)
      for (const section of content.byStrategy.get(strategy)!.sections)
        expect(practice.sections[section.key], `${strategy}.${section.key}`).toBeDefined();
  });

  it('asks about the dates the forms give, the sections written and each dated incident, in Spanish', () => {
    const questions = practiceQuestions(
      input(
        'asylum',
        { what_happened: STORY, fear_of_return: 'Temo que me maten.' },
        {
          'about_you.entry_date': '2022-02-14',
        },
      ),
    );
    expect(questions.map((q) => q.id)).toEqual([
      'date-about_you.entry_date',
      'section-what_happened',
      'section-fear_of_return',
      'incident-what_happened-1',
    ]);
    expect(questions[0]).toMatchObject({
      topic: 'dates',
      text: '¿Cuál fue la fecha en que entró a EE. UU.? Diga el día, el mes y el año.',
      yourWords: '14 de febrero de 2022',
    });
    expect(questions[2]).toMatchObject({ topic: 'fear', yourWords: 'Temo que me maten.' });
    expect(questions[3]!.text).toContain('3 de marzo de 2021');
  });

  it('asks in English when the page is in English, about an undated incident by its place', () => {
    const questions = practiceQuestions(
      input(
        'asylum',
        { what_happened: 'Dos hombres me golpearon en el mercado de San Miguel y me dijeron que volverían.' },
        {},
        'en',
      ),
    );
    expect(questions.map((q) => [q.id, q.topic])).toEqual([
      ['section-what_happened', 'events'],
      ['place-what_happened-1', 'places'],
    ]);
    expect(questions[1]!.text).toMatch(/^Where exactly/);
  });

  it('asks who the person the forms name is', () => {
    const questions = practiceQuestions(
      input('vawasp', {}, { 'family.spouse_first_name': 'Mark', 'family.spouse_last_name': 'Smith' }),
    );
    expect(questions).toEqual([
      expect.objectContaining({
        id: 'person-1',
        topic: 'people',
        text: expect.stringContaining('Mark Smith'),
      }),
    ]);
  });

  it('asks nothing of a declaration not written and forms not answered', () => {
    expect(practiceQuestions(input('asylum', {}))).toEqual([]);
  });
});

describe('where the declaration and the forms disagree', () => {
  it('finds the arrival date the declaration gives and the form does not', () => {
    const found = findDisagreements(
      input(
        'asylum',
        { what_happened: 'Llegué a Texas el 20 de marzo de 2022 con mi hijo.' },
        {
          'about_you.entry_date': '2022-02-14',
        },
      ),
    );
    expect(found).toEqual([
      {
        kind: 'date',
        event: 'la fecha en que entró a EE. UU.',
        declared: '20 de marzo de 2022',
        formDate: '14 de febrero de 2022',
        sectionTitle: 'Lo que le pasó',
      },
    ]);
  });

  it('finds nothing when the story gives the same date at its own precision', () => {
    expect(
      findDisagreements(
        input(
          'asylum',
          { what_happened: 'Llegué a Texas en febrero de 2022.' },
          { 'about_you.entry_date': '2022-02-14' },
        ),
      ),
    ).toEqual([]);
  });

  it('finds a name the forms give and the story never says', () => {
    const found = findDisagreements(
      input(
        'tvisa',
        { recruitment: 'Un hombre llamado Pedro me ofreció trabajo.' },
        {
          'trafficking.trafficker_first_name': 'Juan',
          'trafficking.trafficker_last_name': 'Pérez',
        },
      ),
    );
    expect(found).toEqual([expect.objectContaining({ kind: 'name', name: 'Juan Pérez' })]);
  });

  it('finds the forms saying the applicant entered before leaving', () => {
    const found = findDisagreements(
      input(
        'asylum',
        {},
        { 'about_you.left_country_date': '2022-03-01', 'about_you.entry_date': '2022-02-14' },
      ),
    );
    expect(found).toEqual([
      {
        kind: 'order',
        where: 'forms',
        first: 'la fecha en que salió de su país',
        firstDate: '1 de marzo de 2022',
        second: 'la fecha en que entró a EE. UU.',
        secondDate: '14 de febrero de 2022',
      },
    ]);
  });

  it('finds the story telling the arrival before the departure, only as precisely as it was written', () => {
    const outOfOrder = findDisagreements(
      input('asylum', { what_happened: 'Salí de mi país en mayo de 2022. Llegué a Texas en abril de 2022.' }),
    );
    expect(outOfOrder).toEqual([
      expect.objectContaining({
        kind: 'order',
        where: 'declaration',
        firstDate: 'mayo de 2022',
        secondDate: 'abril de 2022',
      }),
    ]);
    expect(
      findDisagreements(
        input('asylum', { what_happened: 'Salí de mi país en mayo de 2022. Llegué a Texas en 2022.' }),
      ),
    ).toEqual([]);
  });
});

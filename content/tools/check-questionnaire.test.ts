import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkQuestionnaireFile, checkQuestionnaireText, formatProblem } from './check-questionnaire';
import { QUESTIONNAIRES_DIR } from './questionnaire-files';

const fixture = (name: string): string => join(import.meta.dirname, 'fixtures', name);

describe('content check', () => {
  it.each([['valid.yaml']])('passes %s', async (name) => {
    expect(await checkQuestionnaireFile(fixture(name))).toEqual([]);
  });

  it('passes the sample questionnaire', async () => {
    expect(await checkQuestionnaireFile(join(QUESTIONNAIRES_DIR, 'sample.yaml'))).toEqual([]);
  });

  it.each([
    ['unreachable.yaml', 'orphan', 'is unreachable from START'],
    ['dead-end.yaml', 'kid_name', 'no path from here reaches END'],
    ['cycle.yaml', 'has_kids', 'cycle intro → country → has_kids → intro is not a declared loop'],
    ['missing-spanish.yaml', 'zip', 'label lacks Spanish text'],
    ['missing-option-english.yaml', 'has_kids.no', 'label lacks English text'],
    ['bad-pattern.yaml', 'zip', 'pattern does not compile'],
    ['unknown-data-source.yaml', 'country', 'data source does not exist: planets'],
    ['bad-script.yaml', 'zip_check', 'validation script does not compile'],
    ['invalid-schema.yaml', 'country', 'questions.1.required'],
  ])('reports %s once, on question %s', async (name, question, message) => {
    const problems = await checkQuestionnaireFile(fixture(name));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ file: fixture(name), question });
    expect(problems[0]?.message).toContain(message);
  });

  it('formats a problem with file and question', () => {
    expect(
      formatProblem({ file: 'questionnaires/a.yaml', question: 'zip', message: 'label lacks Spanish text' }),
    ).toBe('questionnaires/a.yaml: question "zip": label lacks Spanish text');
  });

  it('reports YAML that does not parse', async () => {
    const problems = await checkQuestionnaireText('id: [unclosed', 'broken.yaml');
    expect(problems[0]?.message).toMatch(/^YAML does not parse/);
  });

  it('reports a script referring to an unknown question', async () => {
    const text = (await import('node:fs/promises')).readFile(fixture('valid.yaml'), 'utf8');
    const problems = await checkQuestionnaireText(
      (await text).replace('$zip', '$postcode'),
      fixture('x.yaml'),
    );
    expect(problems.map((p) => p.message)).toEqual([
      'validation script refers to unknown question "$postcode"',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { englishProblems, legalQuestionKinds } from './english-check';
import { formIds, loadFormFolder } from './form-files';
import type { MappingFile } from './form-schema';

const mapping = (fields: MappingFile['fields']): MappingFile => ({
  form: 'test',
  root: 'form1[0]',
  not_for_applicant: [],
  fields,
});

describe('English on the forms', () => {
  it('every kept form prints its choices through English names or the form’s words', async () => {
    const kinds = await legalQuestionKinds();
    for (const id of await formIds()) {
      const folder = await loadFormFolder(id);
      if (folder.mapping === undefined) continue;
      expect({ id, problems: englishProblems(id, folder.mapping, kinds).problems }).toEqual({
        id,
        problems: [],
      });
    }
  }, 30_000);

  it('refuses a country or language code printed raw and an option without the form’s word', async () => {
    const kinds = await legalQuestionKinds();
    const { problems, freeText } = englishProblems(
      'i-589',
      mapping({
        nationality: { text: 'about_you.nationality' },
        language: { text: 'about_you.native_language', format: 'country' },
        religion: { text: 'about_you.religion', values: { catholic: 'Catholic' } },
        occupation: { text: 'background.job_occupation', item: 1 },
        street: { text: 'about_you.street' },
        born: { text: 'about_you.birth_date', format: 'month_year' },
      }),
      kinds,
    );
    expect(problems.map((problem) => `${problem.field}: ${problem.message}`)).toEqual([
      'nationality: prints "about_you.nationality" (countries codes) without format: country',
      'language: prints "about_you.native_language" (languages codes) without format: language',
      expect.stringMatching(
        /^religion: prints "about_you.religion" without the form's word for evangelical, /,
      ),
      'born: prints "about_you.birth_date" as MM/YYYY but the question asks a full date',
    ]);
    // A name or a street reads the same in English; an occupation is in the applicant's words.
    expect(freeText.map((item) => item.key)).toEqual(['background.job_occupation']);
  });
});

import { join } from 'node:path';
import { decodeBase64 } from '@camino/questionnaire';
import { describe, expect, it } from 'vitest';
import { loadQuestionnaire } from './load-questionnaire';
import { stableId } from './stable-id';

const file = join(import.meta.dirname, 'fixtures', 'valid.yaml');

describe('loadQuestionnaire', () => {
  it('gives the same ids on every load, derived from the names', async () => {
    const [a, b] = await Promise.all([loadQuestionnaire(file), loadQuestionnaire(file)]);
    expect(a).toEqual(b);
    expect(a.ids.get('zip')).toBe(stableId('fixture', 'zip'));
    expect(a.names.get(stableId('fixture', 'has_kids.yes'))).toBe('has_kids.yes');
  });

  it('turns the file into engine questions, edges and labels', async () => {
    const loaded = await loadQuestionnaire(file);
    const id = (name: string): number => loaded.ids.get(name)!;
    const question = (name: string) => loaded.questions.find((q) => q.question_id === id(name))!;

    expect(loaded.questions.filter((q) => q.type === 'START' || q.type === 'END')).toHaveLength(2);
    expect(question('country')).toMatchObject({
      type: 'SELECT',
      required: true,
      properties: { ds: 'countries' },
    });
    expect(question('has_kids.yes')).toMatchObject({
      type: 'OPTION',
      parent_id: id('has_kids'),
      properties: { value: 'Yes' },
    });
    expect(question('kid_name')).toMatchObject({ loop_group: 'kids' });
    expect(question('kids')).toMatchObject({ type: 'LOOP', loop_group: 'kids' });
    expect(question('zip')).toMatchObject({ properties: { rx: '^[0-9]{5}$' } });

    expect(loaded.edges).toContainEqual({ from: id('has_kids'), to: id('kids'), text: 'Yes', loop: false });
    expect(loaded.edges).toContainEqual({ from: id('has_kids'), to: id('zip'), text: 'No', loop: false });
    expect(loaded.edges).toContainEqual({ from: id('kid_name'), to: id('kids'), text: null, loop: true });
    expect(loaded.edges).toContainEqual({ from: id('zip_check'), to: id('zip'), text: null, loop: false });

    expect(loaded.labels).toContainEqual({
      question_label_id: id('zip'),
      lang: 'es',
      label: 'Código postal',
      placeholder: null,
      error_text: null,
      help_text: null,
    });
  });

  it('encodes the validation script with question names resolved to ids', async () => {
    const loaded = await loadQuestionnaire(file);
    const check = loaded.questions.find((q) => q.question_id === loaded.ids.get('zip_check'))!;
    expect(decodeBase64(check.code!)).toBe(
      `return answer(${loaded.ids.get('zip')}, {{group}}, {{loop_id}}) !== '00000';\n`.trimEnd(),
    );
  });
});

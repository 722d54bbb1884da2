import { describe, expect, it } from 'vitest';
import { testConfig } from '../../../test/test-config';
import { loadLegalLibrary } from './legal-documents';
import { parseLegalMarkdown } from './parse-legal-markdown';

describe('the legal texts in content/legal', () => {
  it('parse in both languages with the same sections, and the contract has every label', async () => {
    const library = await loadLegalLibrary(testConfig().CONTENT_DIR);
    for (const document of [library.terms, library.privacy, library.contract]) {
      expect(document.texts.en.sections.length).toBeGreaterThan(3);
      expect(document.texts.es.sections.length).toBe(document.texts.en.sections.length);
    }
    expect(library.contract.texts.es.strategies.tvisa).toContain('Visa T');
    expect(library.contract.texts.en.intro[0]).toMatchObject({ type: 'paragraph' });
  });
});

describe('the legal Markdown dialect', () => {
  it('reads front matter, intro, sections, paragraphs and lists', () => {
    const parsed = parseLegalMarkdown(
      '---\ntitle: T\n---\nIntro line one\nand two.\n\n## 1. First\n\nText.\n- a\n- b\n  continued\n',
      'test',
    );
    expect(parsed.frontMatter).toEqual({ title: 'T' });
    expect(parsed.intro).toEqual([{ type: 'paragraph', text: 'Intro line one and two.' }]);
    expect(parsed.sections).toEqual([
      {
        heading: '1. First',
        blocks: [
          { type: 'paragraph', text: 'Text.' },
          { type: 'list', items: ['a', 'b continued'] },
        ],
      },
    ]);
  });

  it('refuses markup the page and the PDF would not show alike', () => {
    expect(() => parseLegalMarkdown('---\ntitle: T\n---\n## A\n<script>x</script>\n', 'x.md')).toThrow(
      'unsupported Markdown',
    );
    expect(() => parseLegalMarkdown('no front matter', 'x.md')).toThrow('missing front matter');
  });
});

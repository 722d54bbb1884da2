import path from 'node:path';
import { STRATEGIES } from '@camino/contracts';
import { loadSectionedQuestionnaire, QUESTIONNAIRES_DIR } from '@camino/content';
import { describe, expect, it } from 'vitest';
import { declarationContentFor, declarationContentProblems } from './declaration-content';

const CONTENT_DIR = path.resolve(__dirname, '../../../../../content');

describe('declaration content', () => {
  it('has a file for every case type, each without problems', async () => {
    const content = await declarationContentFor(CONTENT_DIR);
    expect([...content.byStrategy.keys()].sort()).toEqual([...STRATEGIES].sort());
    for (const file of content.byStrategy.values()) {
      expect(declarationContentProblems(file)).toEqual([]);
      expect(file.sections.some((section) => section.incidents)).toBe(true);
      expect(file.advice.length).toBeGreaterThan(0);
    }
    expect(content.document.en.perjury).toMatch(/under penalty of perjury/);
    expect(content.document.es.perjury).toMatch(/bajo pena de perjurio/);
  });

  it('checks the asylum story against answers the legal questionnaire really asks', async () => {
    const asylum = (await declarationContentFor(CONTENT_DIR)).byStrategy.get('asylum')!;
    const legal = await loadSectionedQuestionnaire(path.join(QUESTIONNAIRES_DIR, 'legal_asylum'));
    const names = new Set(
      legal.sections.flatMap((section) =>
        [...section.questionnaire.ids.keys()].map((name) => `${section.key}.${name}`),
      ),
    );
    for (const fact of asylum.facts.dates) expect(names, fact.key).toContain(fact.key);
  });
});

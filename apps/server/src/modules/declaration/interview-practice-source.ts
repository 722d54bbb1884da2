/** Interview practice for one case, read from its declaration and its legal answers. */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { InterviewPractice, Locale, Strategy } from '@camino/contracts';
import { parse } from 'yaml';
import type { Db } from '../../db/database';
import { contentCache } from '../../lib/content-cache';
import { declarationContentFor } from './declaration-content';
import { findDeclaration } from './declaration-store';
import { findFormFacts } from './form-facts';
import { findDisagreements, practiceContentSchema, practiceQuestions } from './interview-practice';

export const practiceContentFor = contentCache(async (contentDir: string) =>
  practiceContentSchema.parse(
    parse(await readFile(path.join(contentDir, 'filing', 'interview-practice.yaml'), 'utf8')),
  ),
);

export async function findInterviewPractice(
  db: Db,
  caseRow: { id: string; accountId: string; strategy: Strategy },
  contentDir: string,
  lang: Locale,
): Promise<InterviewPractice> {
  const [declarationContent, practice, stored, facts] = await Promise.all([
    declarationContentFor(contentDir),
    practiceContentFor(contentDir),
    findDeclaration(db, caseRow.id),
    findFormFacts(db, caseRow.accountId),
  ]);
  const input = {
    content: declarationContent.byStrategy.get(caseRow.strategy)!,
    practice,
    writtenIn: stored.language ?? lang,
    lang,
    texts: Object.fromEntries([...stored.original].map(([key, text]) => [key, text.text])),
    facts,
  };
  return {
    speechLang: lang === 'es' ? 'es-US' : 'en-US',
    questions: practiceQuestions(input),
    disagreements: findDisagreements(input),
  };
}

/** The spoken summary of where the case stands and what to do next, from `content/filing/voice-summary.yaml`. */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { CaseStep, Locale } from '@camino/contracts';
import { parse } from 'yaml';
import { z } from 'zod';
import { contentCache } from '../../lib/content-cache';

const localized = z.object({ en: z.string(), es: z.string() });
const GROUPS = [
  'before',
  'preparing-input',
  'initial-review',
  'correction',
  'final-review',
  'preparing',
  'download',
  'submit',
  'done',
] as const;
type Group = (typeof GROUPS)[number];
const fileSchema = z.object(
  Object.fromEntries(GROUPS.map((group) => [group, localized])) as Record<Group, typeof localized>,
);

const loadVoiceSummaries = contentCache(async (contentDir: string) =>
  fileSchema.parse(parse(await readFile(path.join(contentDir, 'filing', 'voice-summary.yaml'), 'utf8'))),
);

function groupOf(step: CaseStep): Group {
  switch (step) {
    case 'start-application':
    case 'documents':
    case 'forms':
      return 'preparing-input';
    case 'initial-review':
      return 'initial-review';
    case 'initial-review-correction':
    case 'final-review-correction':
      return 'correction';
    case 'final-review':
      return 'final-review';
    case 'preparing':
      return 'preparing';
    case 'download':
      return 'download';
    case 'submit-instructions':
      return 'submit';
    case 'congratulations':
      return 'done';
    default:
      return 'before';
  }
}

export async function voiceSummary(contentDir: string, step: CaseStep, locale: Locale): Promise<string> {
  return (await loadVoiceSummaries(contentDir))[groupOf(step)][locale];
}

/** The document checklist of content/documents/checklist.yaml, read and checked once per content folder. */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  checklistContentProblems,
  type DocumentChecklistContent,
  documentChecklistContentSchema,
} from '@camino/contracts';
import { parse } from 'yaml';
import { contentCache } from '../../lib/content-cache';

async function loadChecklistContent(contentDir: string): Promise<DocumentChecklistContent> {
  const file = path.join(contentDir, 'documents', 'checklist.yaml');
  const content = documentChecklistContentSchema.parse(parse(await readFile(file, 'utf8')));
  const problems = checklistContentProblems(content);
  if (problems.length > 0) throw new Error(`${file}: ${problems.join('; ')}`);
  return content;
}

export const checklistContentFor = contentCache(loadChecklistContent);

import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  checklistContentProblems,
  type DocumentChecklistContent,
  documentChecklistContentSchema,
} from '@camino/contracts';
import { parse } from 'yaml';
import { CONTENT_DIR } from './questionnaire-files';

/** The shipped document checklist. */
export const DOCUMENT_CHECKLIST_FILE = join(CONTENT_DIR, 'documents', 'checklist.yaml');

export type ChecklistParse =
  { ok: true; content: DocumentChecklistContent } | { ok: false; problems: string[] };

/** Parses and checks checklist YAML: schema (labels in en and es), references, one photo ID per list. */
export function parseDocumentChecklist(text: string): ChecklistParse {
  let raw: unknown;
  try {
    raw = parse(text);
  } catch (error) {
    return { ok: false, problems: [`not YAML: ${(error as Error).message}`] };
  }
  const parsed = documentChecklistContentSchema.safeParse(raw);
  if (!parsed.success)
    return {
      ok: false,
      problems: parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    };
  const problems = checklistContentProblems(parsed.data);
  return problems.length > 0 ? { ok: false, problems } : { ok: true, content: parsed.data };
}

export async function loadDocumentChecklist(file = DOCUMENT_CHECKLIST_FILE): Promise<ChecklistParse> {
  return parseDocumentChecklist(await readFile(file, 'utf8'));
}

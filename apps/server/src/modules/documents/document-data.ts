/**
 * The document-data screen: each document's questions (content), prefilled from the page (a
 * passport's machine-readable zone, an I-94's record, a certificate's labelled lines) for the
 * applicant to confirm or correct, stored as confirmed values by name, and compared with what the
 * applicant already said elsewhere.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  AppError,
  type DocumentData,
  type DocumentQuestionsContent,
  documentQuestionsContentSchema,
  type DocumentValueName,
  type DocumentValues,
  type SaveDocumentDataRequest,
} from '@camino/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { parse } from 'yaml';
import type { Db } from '../../db/database';
import { documents, documentValues } from '../../db/schema/documents';
import type { DocumentRow } from './case-documents';
import { findContradictions } from './document-contradictions';
import { documentReading } from './document-reading';
import type { ReadTextDeps } from './read-pages-text';
import { contentCache } from '../../lib/content-cache';

export const documentQuestionsFor = contentCache(
  async (contentDir: string): Promise<DocumentQuestionsContent> =>
    documentQuestionsContentSchema.parse(
      parse(await readFile(path.join(contentDir, 'documents', 'document-questions.yaml'), 'utf8')),
    ),
);

function questionsOf(content: DocumentQuestionsContent, row: DocumentRow) {
  const questions = row.kind === 'checklist' ? content[row.documentKey] : undefined;
  if (!questions)
    throw new AppError('NOT_FOUND', {
      detail: 'This document has no data to fill in.',
      extensions: { reason: 'noDocumentData' },
    });
  return questions;
}

async function confirmedValues(db: Db, documentId: string): Promise<DocumentValues | null> {
  const [row] = await db.select().from(documentValues).where(eq(documentValues.documentId, documentId));
  return row ? (row.values as DocumentValues) : null;
}

export async function getDocumentData(
  deps: ReadTextDeps & { db: Db; now: () => Date },
  content: DocumentQuestionsContent,
  row: DocumentRow,
  lang: 'en' | 'es',
): Promise<DocumentData> {
  const questions = questionsOf(content, row);
  const confirmed = await confirmedValues(deps.db, row.id);
  let read: DocumentValues = {};
  let mrz: DocumentData['mrz'] = null;
  if (!confirmed) {
    const reading = await documentReading(deps, row);
    if (reading) {
      read = reading.values;
      mrz = reading.mrzFound === null ? null : { found: reading.mrzFound };
    }
  }
  const contradictions = confirmed
    ? await findContradictions(
        deps.db,
        row,
        questions.map((question) => question.name),
        confirmed,
        lang,
      )
    : [];
  return {
    documentId: row.id,
    mrz,
    confirmed: confirmed !== null,
    questions: questions.map((question) => {
      const value = confirmed ? confirmed[question.name] : read[question.name];
      return {
        name: question.name,
        type: question.type,
        label: question.label[lang],
        value: value ?? '',
        source: value ? (confirmed ? ('confirmed' as const) : ('page' as const)) : ('none' as const),
      };
    }),
    contradictions,
  };
}

const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const COUNTRY = /^[A-Z]{3}$/;

export async function saveDocumentData(
  db: Db,
  content: DocumentQuestionsContent,
  row: DocumentRow,
  request: SaveDocumentDataRequest,
  now: Date,
): Promise<void> {
  const questions = questionsOf(content, row);
  const values: Record<string, string> = {};
  const problems: { path: string; message: string }[] = [];
  for (const question of questions) {
    const value = request.values[question.name]?.trim() ?? '';
    if (value === '') continue;
    const normalised = question.type === 'country' ? value.toUpperCase() : value;
    if (question.type === 'date' && !DATE.test(normalised))
      problems.push({ path: `body.values.${question.name}`, message: 'dateInvalid' });
    else if (question.type === 'country' && !COUNTRY.test(normalised))
      problems.push({ path: `body.values.${question.name}`, message: 'countryInvalid' });
    else values[question.name] = normalised;
  }
  if (problems.length > 0)
    throw new AppError('VALIDATION', { detail: 'Some values are not valid.', errors: problems });
  await db
    .insert(documentValues)
    .values({ documentId: row.id, values, confirmedAt: now })
    .onConflictDoUpdate({ target: documentValues.documentId, set: { values, confirmedAt: now } });
}

/**
 * The confirmed values of the case's documents, the main applicant's and each family member's (the
 * forms module's document data source). Later documents win where two give the same value.
 */
export async function findConfirmedDocumentData(
  db: Db,
  caseId: string,
): Promise<{ principal: DocumentValues; derivatives: ReadonlyMap<string, DocumentValues> }> {
  const rows = await db
    .select({ derivativeId: documents.derivativeId, values: documentValues.values })
    .from(documentValues)
    .innerJoin(documents, eq(documents.id, documentValues.documentId))
    .where(and(eq(documents.caseId, caseId), eq(documents.kind, 'checklist')))
    .orderBy(asc(documentValues.confirmedAt));
  const principal: DocumentValues = {};
  const derivatives = new Map<string, DocumentValues>();
  for (const row of rows) {
    const target = row.derivativeId
      ? (derivatives.get(row.derivativeId) ?? derivatives.set(row.derivativeId, {}).get(row.derivativeId)!)
      : principal;
    Object.assign(target, row.values as Partial<Record<DocumentValueName, string>>);
  }
  return { principal, derivatives };
}

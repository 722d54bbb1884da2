import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { caseDerivatives, cases } from './cases';

/**
 * A checked, cleaned and encrypted file an applicant uploaded, waiting to become (part of) a
 * document. The upload id is the resumable upload's; a file saved into a document keeps its row.
 */
export const documentUploads = pgTable(
  'document_uploads',
  {
    id: text('id').primaryKey(),
    caseId: uuid('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    thumbnailKey: text('thumbnail_key').notNull(),
    contentType: text('content_type').$type<'image/jpeg' | 'application/pdf'>().notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    pageCount: integer('page_count').notNull(),
    /** The document it was saved into; null while it waits in the merge view. */
    documentId: uuid('document_id').references((): AnyPgColumn => documents.id, { onDelete: 'cascade' }),
    position: integer('position'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('document_uploads_document_idx').on(table.documentId, table.position)],
);

/**
 * A document of the case: a checklist card's document of one person (derivative null = the main
 * applicant), a piece of additional evidence, or the English translation of another document. Its
 * pages are its uploads; `storageKey` is the whole document as one PDF. A family member removed from
 * the case takes their documents along, and a document its translation.
 */
export const documents = pgTable(
  'documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    caseId: uuid('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    derivativeId: uuid('derivative_id').references(() => caseDerivatives.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'checklist' | 'evidence' | 'translation'>().notNull(),
    /** The checklist document key, or the evidence type. */
    documentKey: text('document_key').notNull(),
    translationOf: uuid('translation_of').references((): AnyPgColumn => documents.id, {
      onDelete: 'cascade',
    }),
    description: text('description'),
    position: integer('position').notNull().default(0),
    storageKey: text('storage_key').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    /** ISO 639-1 of the text read from the pages; null until the language job has read it. */
    language: text('language'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('documents_case_idx').on(table.caseId, table.kind),
    uniqueIndex('documents_translation_key').on(table.translationOf),
  ],
);

/**
 * The values the applicant confirmed on the document-data screen for one document (passport number,
 * dates, names...), by their `DocumentValueName`. They go with the document.
 */
export const documentValues = pgTable('document_values', {
  documentId: uuid('document_id')
    .primaryKey()
    .references(() => documents.id, { onDelete: 'cascade' }),
  values: jsonb('values').$type<Record<string, string>>().notNull(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }).notNull(),
});

/**
 * What was read from a document's pages, kept so the document-data screen and the validation do not
 * read the pages again on every visit: the values found on the page for the applicant to confirm, and
 * the validation's warnings. The text itself is never kept.
 */
export const documentReadings = pgTable('document_readings', {
  documentId: uuid('document_id')
    .primaryKey()
    .references(() => documents.id, { onDelete: 'cascade' }),
  values: jsonb('values').$type<Record<string, string>>().notNull(),
  /** A passport's machine-readable zone was found; null for documents that have none. */
  mrzFound: boolean('mrz_found'),
  problems: jsonb('problems').$type<string[]>().notNull(),
  readAt: timestamp('read_at', { withTimezone: true }).notNull(),
});

/**
 * A resumable upload not finished yet: its pieces are sealed in the file store, and a sweep removes
 * those of an upload older than UPLOAD_EXPIRY_SECONDS, so abandoned uploads do not fill the disk.
 */
export const unfinishedUploads = pgTable(
  'unfinished_uploads',
  {
    id: text('id').primaryKey(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('unfinished_uploads_created_idx').on(table.createdAt)],
);

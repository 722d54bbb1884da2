import { boolean, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { cases } from './cases';

/** The applicant's declaration: the language they write it in. One per case. */
export const declarations = pgTable('declarations', {
  caseId: uuid('case_id')
    .primaryKey()
    .references(() => cases.id, { onDelete: 'cascade' }),
  language: text('language').$type<'en' | 'es'>().notNull(),
  /**
   * The revision (lib/translation-revision) of the written sections the translator's uploaded file
   * translates; null while no file is uploaded. A change to the original makes the file out of date.
   */
  translationFileTranslates: text('translation_file_translates'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/**
 * The text of one section of the declaration: the applicant's own words (`original`) or its English
 * translation (`translation`). A machine draft stays marked until a person edits it. A translation
 * records the revision of the original it translates (lib/translation-revision): when the original
 * changes, the translation is out of date until the translator updates or confirms it.
 */
export const declarationTexts = pgTable(
  'declaration_texts',
  {
    caseId: uuid('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    sectionKey: text('section_key').notNull(),
    kind: text('kind').$type<'original' | 'translation'>().notNull(),
    text: text('text').notNull(),
    machineDraft: boolean('machine_draft').notNull().default(false),
    /** For a translation: the revision of the original it translates; null for an original. */
    translates: text('translates'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.caseId, table.sectionKey, table.kind] })],
);

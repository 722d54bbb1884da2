/** The declaration's rows: its language and the text of each section, original and translation. */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { declarations, declarationTexts } from '../../db/schema/declarations';

export type TextKind = 'original' | 'translation';

export interface StoredText {
  readonly text: string;
  readonly machineDraft: boolean;
  /** For a translation: the revision of the original it translates (lib/translation-revision). */
  readonly translates: string | null;
  readonly updatedAt: Date;
}

export interface StoredDeclaration {
  /** Null until the applicant chose. */
  readonly language: 'en' | 'es' | null;
  readonly original: ReadonlyMap<string, StoredText>;
  readonly translation: ReadonlyMap<string, StoredText>;
  /** The translator's uploaded file, by the revision of the originals it translates; null without one. */
  readonly translationFile: { readonly translates: string } | null;
}

export async function findDeclaration(db: Db, caseId: string): Promise<StoredDeclaration> {
  const [[head], rows] = await Promise.all([
    db.select().from(declarations).where(eq(declarations.caseId, caseId)).limit(1),
    db.select().from(declarationTexts).where(eq(declarationTexts.caseId, caseId)),
  ]);
  const of = (kind: TextKind) =>
    new Map(
      rows
        .filter((row) => row.kind === kind)
        .map((row) => [
          row.sectionKey,
          {
            text: row.text,
            machineDraft: row.machineDraft,
            translates: row.translates,
            updatedAt: row.updatedAt,
          },
        ]),
    );
  const fileTranslates = head?.translationFileTranslates ?? null;
  return {
    language: head?.language ?? null,
    original: of('original'),
    translation: of('translation'),
    translationFile: fileTranslates === null ? null : { translates: fileTranslates },
  };
}

export async function saveLanguage(db: Db, caseId: string, language: 'en' | 'es', now: Date): Promise<void> {
  await db
    .insert(declarations)
    .values({ caseId, language, updatedAt: now })
    .onConflictDoUpdate({ target: declarations.caseId, set: { language, updatedAt: now } });
}

export async function saveSectionText(
  db: Db,
  input: {
    caseId: string;
    sectionKey: string;
    kind: TextKind;
    text: string;
    machineDraft: boolean;
    /** For a translation, the revision of the original it translates. */
    translates?: string | null;
    now: Date;
  },
): Promise<void> {
  const values = {
    caseId: input.caseId,
    sectionKey: input.sectionKey,
    kind: input.kind,
    text: input.text,
    machineDraft: input.machineDraft,
    translates: input.kind === 'translation' ? (input.translates ?? null) : null,
    updatedAt: input.now,
  };
  await db
    .insert(declarationTexts)
    .values(values)
    .onConflictDoUpdate({
      target: [declarationTexts.caseId, declarationTexts.sectionKey, declarationTexts.kind],
      set: {
        text: values.text,
        machineDraft: values.machineDraft,
        translates: values.translates,
        updatedAt: values.updatedAt,
      },
    });
}

/** Records which revision of the originals the uploaded translation file translates; null when it is removed. */
export async function saveTranslationFileRevision(
  db: Db,
  caseId: string,
  translates: string | null,
  now: Date,
): Promise<void> {
  await db
    .update(declarations)
    .set({ translationFileTranslates: translates, updatedAt: now })
    .where(eq(declarations.caseId, caseId));
}

/** Machine drafts fill only sections no person has translated yet; each records the original it was drafted from. */
export async function saveMachineDrafts(
  db: Db,
  caseId: string,
  drafts: ReadonlyMap<string, { text: string; translates: string }>,
  now: Date,
): Promise<void> {
  const existing = await db
    .select({
      sectionKey: declarationTexts.sectionKey,
      machineDraft: declarationTexts.machineDraft,
      text: declarationTexts.text,
    })
    .from(declarationTexts)
    .where(and(eq(declarationTexts.caseId, caseId), eq(declarationTexts.kind, 'translation')));
  const humanWritten = new Set(
    existing.filter((row) => !row.machineDraft && row.text.trim() !== '').map((row) => row.sectionKey),
  );
  for (const [sectionKey, { text, translates }] of drafts) {
    if (humanWritten.has(sectionKey)) continue;
    await saveSectionText(db, {
      caseId,
      sectionKey,
      kind: 'translation',
      text,
      machineDraft: true,
      translates,
      now,
    });
  }
}

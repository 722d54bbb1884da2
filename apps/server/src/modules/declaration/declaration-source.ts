import type { Locale } from '@camino/contracts';
import type { Config } from '../../config';
import type { Db } from '../../db/database';

/** The applicant's declaration as the review shows it and the package carries it. */
export interface CaseDeclaration {
  /** The text, paragraph by paragraph, in the language it was written. */
  readonly paragraphs: readonly string[];
  /** The signed-ready PDF of the declaration (with its translation and certificate), when there is one. */
  readonly pdf: Uint8Array | null;
  /** Titles of the sections whose English translation is not ready, so the declaration is not filed yet. */
  readonly untranslatedSections?: readonly string[];
}

/** Where review and the package read the declaration: this module's `declarationSource`, or a test's stand-in. */
export interface DeclarationSource {
  findDeclaration(
    db: Db,
    caseId: string,
    locale: Locale,
    config: Config,
    now: Date,
  ): Promise<CaseDeclaration | null>;
  /** A digest of every text of the declaration (and its translation file): it changes with any edit. */
  revisionOf(db: Db, caseId: string): Promise<string>;
}

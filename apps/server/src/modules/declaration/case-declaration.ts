/**
 * The declaration as review shows it and the package files it, read by case without a request: the
 * paragraphs as the applicant wrote them, and the PDF to file. A Spanish declaration is filed only as
 * its translation package (original, certified English translation, certificate), so until that is
 * complete there is no PDF to file.
 */
import type { Locale } from '@camino/contracts';
import { createPopplerRenderer } from '../../adapters/pdf-renderer';
import { fileStorageFor } from '../../adapters/storage';
import { createNoTranslator } from '../../adapters/translation';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { findAccountById } from '../accounts';
import type { ApplicantCase } from '../cases';
import { findCaseById } from '../cases';
import type { CaseDeclaration, DeclarationSource } from './declaration-source';
import { declarationContentFor } from './declaration-content';
import { buildDeclarationPdf, buildTranslationPackage, type DeclarationDeps } from './declaration-service';
import { findDeclaration } from './declaration-store';
import { paragraphsOf } from './story-text';
import type { CertificateBuilder } from './translation-package';
import { declarationTranslation } from './translation-state';
import { revisionOf } from '../../lib/translation-revision';

export async function findCaseDeclaration(
  deps: { db: Db; config: Config; certificate: CertificateBuilder | null; now: Date },
  caseId: string,
  locale: Locale,
): Promise<CaseDeclaration | null> {
  const caseRow = await findCaseById(deps.db, caseId);
  if (!caseRow?.strategy) return null;
  const content = (await declarationContentFor(deps.config.CONTENT_DIR)).byStrategy.get(caseRow.strategy);
  if (content === undefined) return null;
  const stored = await findDeclaration(deps.db, caseId);
  const paragraphs = content.sections.flatMap((section) =>
    paragraphsOf(stored.original.get(section.key)?.text ?? ''),
  );
  if (paragraphs.length === 0) return null;

  const account = await findAccountById(deps.db, caseRow.accountId);
  const applicant: ApplicantCase = {
    caseRow,
    user: {
      accountId: caseRow.accountId,
      sessionId: '',
      name: account?.name ?? '',
      lastName: account?.lastName ?? '',
      locale: account?.locale === 'es' ? 'es' : locale,
      tokenExpiration: new Date(0),
    },
  };
  const declarationDeps: DeclarationDeps = {
    db: deps.db,
    certificate: deps.certificate,
    content: () => declarationContentFor(deps.config.CONTENT_DIR),
    storage: () => fileStorageFor(deps.config),
    translator: createNoTranslator(),
    renderer: createPopplerRenderer(),
  };
  const { now } = deps;
  const spanish = (stored.language ?? applicant.user.locale) === 'es';
  if (!spanish)
    return { paragraphs, pdf: await buildDeclarationPdf(declarationDeps, applicant, 'original', now) };
  // An uploaded translation file stands in for the typed one, whole; out of date, it is named as a whole.
  const translation = declarationTranslation(content, stored);
  const untranslated =
    translation.file !== null
      ? translation.file === 'current'
        ? []
        : [content.title[locale]]
      : content.sections
          .filter((_, index) => translation.sections[index]!.standing !== 'current')
          .map((section) => section.title[locale]);
  const complete = deps.certificate !== null && translation.ready;
  return {
    paragraphs,
    pdf: complete ? await buildTranslationPackage(declarationDeps, applicant, now) : null,
    untranslatedSections: untranslated,
  };
}

/** Every text of the declaration, its language and its translation file's revision, as one digest. */
export async function declarationRevision(db: Db, caseId: string): Promise<string> {
  const stored = await findDeclaration(db, caseId);
  const texts = (kind: 'original' | 'translation') =>
    [...(kind === 'original' ? stored.original : stored.translation)]
      .sort(([a], [b]) => a.localeCompare(b))
      .flatMap(([key, text]) => [`${kind}:${key}`, text.text]);
  return revisionOf([
    stored.language ?? '',
    ...texts('original'),
    ...texts('translation'),
    stored.translationFile?.translates ?? '',
  ]);
}

/** The declaration module's answer to where review and the package read the declaration. */
export function caseDeclarationSource(certificate: CertificateBuilder | null): DeclarationSource {
  return {
    findDeclaration: (db, caseId, locale, config, now) =>
      findCaseDeclaration({ db, config, certificate, now }, caseId, locale),
    revisionOf: declarationRevision,
  };
}

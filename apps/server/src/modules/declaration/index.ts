import { buildTranslatorCertificatePdf } from '../documents';
import type { ServerModule } from '../server-module';
import { caseDeclarationSource } from './case-declaration';
import { declarationContentFor } from './declaration-content';
import { declarationMissing, declarationProgress } from './declaration-progress';
import { declarationRoutes } from './routes';
import type { CertificateBuilder } from './translation-package';

export type { CertificateBuilder, CertificateRequest } from './translation-package';
export { caseDeclarationSource, findCaseDeclaration } from './case-declaration';
export { findInterviewPractice } from './interview-practice-source';
export type { CaseDeclaration, DeclarationSource } from './declaration-source';
/** What erasing a case must also remove from the file store: the uploaded translation, if any. */
export { deleteTranslationFile } from './translation-file';

export interface DeclarationModuleOptions {
  /** Makes the translator's certificate of the translation package; without it the package is refused. */
  readonly certificate?: CertificateBuilder | null;
}

const documentsCertificate: CertificateBuilder = (request) => buildTranslatorCertificatePdf(request);

/** The applicant's declaration: written section by section, checked against the forms, drawn as a PDF. */
export function createDeclarationModule(options: DeclarationModuleOptions = {}): ServerModule {
  const certificate = options.certificate === undefined ? documentsCertificate : options.certificate;
  return {
    name: 'declaration',
    routes: declarationRoutes(certificate),
    declarationProgress: async (db, caseRow, { config }) =>
      declarationProgress(db, await declarationContentFor(config.CONTENT_DIR), caseRow),
    missingItems: async (db, caseRow, { config }, lang) =>
      declarationMissing(db, await declarationContentFor(config.CONTENT_DIR), caseRow, lang),
  };
}

export const declarationModule = createDeclarationModule();

/** Where review and the package read the declaration, with the documents module's certificate. */
export const declarationSource = caseDeclarationSource(documentsCertificate);

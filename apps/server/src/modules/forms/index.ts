import { createPopplerRenderer, type PdfRenderer } from '../../adapters/pdf-renderer';
import type { ServerModule } from '../server-module';
import { confirmedDocuments, type DocumentDataSource } from './document-data-source';
import { loadFormTemplates } from './form-templates';
import { loadGovernmentFees } from './government-fees';
import { readOnlyLegalAnswers } from './read-only-legal-answers';
import { formsRoutes } from './routes';

export type { ConfirmedDocumentData, DocumentDataSource } from './document-data-source';
export type { FormValues } from './form-values';
export { fillForm } from './fill-form';
export { nativeScriptFont } from './native-script-fonts';
export { governmentFeesOn, governmentFeesText, loadGovernmentFees } from './government-fees';
export {
  type CaseFormCopyInfo,
  type CaseFormFile,
  type CaseFormInfo,
  caseApplicantFullName,
  caseFormCopies,
  caseFormsInfo,
  fillCaseFormFiles,
} from './case-form-files';

/** Seams for tests; each defaults to the real thing. */
export interface FormsModuleOptions {
  /** Confirmed document data; by default the documents module's. */
  readonly documents?: DocumentDataSource;
  readonly renderer?: PdfRenderer;
  /** The clock that counts the days to the work permit offer; by default the app's. */
  readonly now?: () => Date;
}

/** Official forms: filled from the legal answers, drawn page by page for review, downloaded. */
export function createFormsModule(options: FormsModuleOptions = {}): ServerModule {
  const renderer = options.renderer ?? createPopplerRenderer();
  return {
    name: 'forms',
    routes: formsRoutes(async (app) => ({
      db: app.db,
      templates: await loadFormTemplates(app.config.CONTENT_DIR),
      governmentFees: await loadGovernmentFees(app.config.CONTENT_DIR),
      documents: options.documents ?? confirmedDocuments,
      renderer,
      now: options.now ?? app.clock,
      caseProgress: app.moduleHooks.caseProgress,
    })),
    answerWriteGuards: [readOnlyLegalAnswers],
  };
}

export const formsModule = createFormsModule();

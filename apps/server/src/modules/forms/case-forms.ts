import type { FormSection, FormSectionsResponse } from '@camino/contracts';
import { AppError } from '@camino/contracts';
import type { Db } from '../../db/database';
import type { PdfRenderer } from '../../adapters/pdf-renderer';
import type { ApplicantCase } from '../cases';
import { listDerivatives } from '../cases';
import {
  caseOwnerOf,
  findActiveConfigs,
  findOwnerNamedAnswers,
  getFlowPath,
  requireConfig,
} from '../questionnaire';
import { isSectionReopened } from '../review/reopened-sections';
import { caseCompletionPercentage, findPersonalInfo } from '../workspace';
import { buildFormValues } from './build-form-values';
import type { DocumentDataSource } from './document-data-source';
import type { FilledForm } from './fill-form';
import { fillForm } from './fill-form';
import { nativeScriptFont } from './native-script-fonts';
import type { FormValues } from './form-values';
import type { FormTemplate } from './form-templates';
import { formsOfStrategy } from './form-templates';

export const LEGAL_QUESTIONNAIRE = 'legal';

export interface FormsDeps {
  readonly db: Db;
  readonly templates: ReadonlyMap<string, FormTemplate>;
  readonly documents: DocumentDataSource;
  readonly renderer: PdfRenderer;
}

/** The legal questionnaire configuration the case answers: the one it started, else the active one. */
async function legalConfigId(db: Db, applicant: ApplicantCase): Promise<number | null> {
  if (applicant.caseRow.strategy === null) return null;
  const [active] = await findActiveConfigs(db, {
    questionnaire: LEGAL_QUESTIONNAIRE,
    strategy: applicant.caseRow.strategy,
  });
  return active?.config_id ?? null;
}

/** The sections of the case's legal questionnaire with the completion of each. */
async function legalSections(
  db: Db,
  applicant: ApplicantCase,
  configId: number,
  lang: 'en' | 'es',
): Promise<FormSection[]> {
  const config = await requireConfig(db, configId);
  const owner = caseOwnerOf(applicant.user);
  return Promise.all(
    [...config.sections.values()].map(async (section) => {
      const state = await getFlowPath(db, owner, {
        config_id: configId,
        question_section_id: section.id,
        lang,
      });
      return {
        key: section.key,
        sectionId: section.id,
        label: section.label[lang],
        completion: state.complete ? 100 : state.completion,
        complete: state.complete,
      };
    }),
  );
}

/** GET deliverable/formSection: the forms this case needs and the sections that fill them. */
export async function getFormSections(
  deps: FormsDeps,
  applicant: ApplicantCase,
  lang: 'en' | 'es',
): Promise<FormSectionsResponse> {
  const configId = await legalConfigId(deps.db, applicant);
  const sections = configId === null ? [] : await legalSections(deps.db, applicant, configId, lang);
  const done =
    sections.length === 0
      ? 0
      : Math.floor(sections.reduce((sum, item) => sum + item.completion, 0) / sections.length);
  const completion =
    sections.length > 0 && sections.every((item) => item.complete) ? 100 : Math.min(99, done);
  const { completionPercentage } = await caseCompletionPercentage(deps.db, applicant.caseRow).catch(() => ({
    completionPercentage: 100,
  }));
  return {
    configId,
    forms: formsOfStrategy(deps.templates, applicant.caseRow.strategy).map((template) => ({
      id: template.form.id,
      title: template.form.title[lang] ?? template.form.title.en ?? template.form.id,
      edition: template.form.edition,
      completion,
    })),
    sections,
    // A failed percentage counts as read-only, as the dashboard does.
    readOnly: completionPercentage >= 100 && !(await isSectionReopened(deps.db, applicant.caseRow, 'forms')),
  };
}

/** The values the case's forms are filled from. */
export async function caseFormValues(
  deps: FormsDeps,
  applicant: { user: Pick<ApplicantCase['user'], 'accountId'>; caseRow: ApplicantCase['caseRow'] },
): Promise<FormValues> {
  const [named, profile, documents, derivatives] = await Promise.all([
    findOwnerNamedAnswers(deps.db, caseOwnerOf(applicant.user), LEGAL_QUESTIONNAIRE),
    findPersonalInfo(deps.db, applicant.caseRow.id),
    deps.documents.findConfirmedDocumentData(deps.db, applicant.caseRow.id),
    listDerivatives(deps.db, applicant.caseRow.id),
  ]);
  return buildFormValues(named, { profile, documents: documents.principal, derivatives });
}

/** One of the case's forms, or 404 for a form the case does not file. */
export function requireCaseForm(deps: FormsDeps, applicant: ApplicantCase, formId: string): FormTemplate {
  const template = formsOfStrategy(deps.templates, applicant.caseRow.strategy).find(
    (candidate) => candidate.form.id === formId,
  );
  if (template === undefined)
    throw new AppError('NOT_FOUND', { detail: `This case does not file form ${formId}.` });
  return template;
}

/** POST pdf/fillForm: the case's form filled from its answers. */
export async function fillCaseForm(
  deps: FormsDeps,
  applicant: ApplicantCase,
  formId: string,
): Promise<FilledForm> {
  const template = requireCaseForm(deps, applicant, formId);
  return fillForm(template, await caseFormValues(deps, applicant), { fontFor: nativeScriptFont });
}

/** A picture of one page of the case's filled form, drawn from the real filled PDF. */
export async function renderCaseFormPage(
  deps: FormsDeps,
  applicant: ApplicantCase,
  formId: string,
  page: number,
): Promise<Uint8Array> {
  const template = requireCaseForm(deps, applicant, formId);
  if (page > template.form.pages)
    throw new AppError('NOT_FOUND', { detail: `Form ${formId} has ${template.form.pages} pages.` });
  const filled = await fillForm(template, await caseFormValues(deps, applicant), {
    fontFor: nativeScriptFont,
  });
  return deps.renderer.renderPage(filled.pdf, page, { dpi: 96 });
}

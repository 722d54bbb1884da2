import type {
  CaseForm,
  FormPage,
  FormPagesResponse,
  FormSection,
  FormSectionsResponse,
} from '@camino/contracts';
import { AppError, calendarDayOf } from '@camino/contracts';
import type { Db } from '../../db/database';
import type { PdfRenderer } from '../../adapters/pdf-renderer';
import type { ApplicantCase } from '../cases';
import { listDerivatives } from '../cases';
import { findAccountById } from '../accounts';
import { findLatestMove } from '../after-filing';
import { loadEligibilityAnswers, screeningOffers } from '../eligibility';
import {
  caseOwnerOf,
  findActiveConfigs,
  findOwnerNamedAnswers,
  getFlowPaths,
  requireConfig,
} from '../questionnaire';
import { type CaseProgressSources, findPersonalInfo, isSectionReadOnly } from '../workspace';
import { buildFormValues } from './build-form-values';
import type { DocumentDataSource } from './document-data-source';
import type { FilledForm } from './fill-form';
import { fillForm } from './fill-form';
import { nativeScriptFont } from './native-script-fonts';
import type { FormValues } from './form-values';
import type { FormTemplate } from './form-templates';
import { formsOfStrategy } from './form-templates';
import { formOffer, WORK_PERMIT_QUESTIONNAIRE } from './form-offer';
import type { FormCopy } from './form-copies';
import { copyTitle, formCopies, namesCopyOf, valuesForCopy } from './form-copies';
import { contactFactsOf } from './contact-facts';
import { noticeAddressLines } from './notice-address';
import type { GovernmentFeesContent } from './government-fees';
import { governmentFeesOn } from './government-fees';
import { laterWorkPermits } from './later-work-permits';

export const LEGAL_QUESTIONNAIRE = 'legal';

export interface FormsDeps {
  readonly db: Db;
  readonly templates: ReadonlyMap<string, FormTemplate>;
  readonly documents: DocumentDataSource;
  readonly renderer: PdfRenderer;
  /** What the applicant owes the U.S. government, listed with the forms. */
  readonly governmentFees?: GovernmentFeesContent;
  /** The clock the work permit offer counts days with. */
  readonly now: () => Date;
  readonly caseProgress: CaseProgressSources;
}

/** The configuration of a questionnaire of the case's type (the legal one by default), if it has one. */
async function legalConfigId(
  db: Db,
  applicant: ApplicantCase,
  questionnaire = LEGAL_QUESTIONNAIRE,
): Promise<number | null> {
  if (applicant.caseRow.strategy === null) return null;
  const [active] = await findActiveConfigs(db, { questionnaire, strategy: applicant.caseRow.strategy });
  return active?.config_id ?? null;
}

/** Completion of a list of sections: 100 only when every one is complete. */
function completionOf(sections: readonly FormSection[]): number {
  if (sections.length === 0) return 0;
  if (sections.every((item) => item.complete)) return 100;
  return Math.min(99, Math.floor(sections.reduce((sum, item) => sum + item.completion, 0) / sections.length));
}

/** The sections of the case's legal questionnaire with the completion of each. */
async function legalSections(
  db: Db,
  applicant: ApplicantCase,
  configId: number,
  lang: 'en' | 'es',
): Promise<FormSection[]> {
  const config = await requireConfig(db, configId);
  const states = await getFlowPaths(db, caseOwnerOf(applicant.user), { config_id: configId, lang });
  const bySection = new Map(states.map((state) => [state.question_section_id, state]));
  return [...config.sections.values()].map((section) => {
    const state = bySection.get(section.id)!;
    return {
      key: section.key,
      sectionId: section.id,
      label: section.label[lang],
      completion: state.complete ? 100 : state.completion,
      complete: state.complete,
    };
  });
}

/** GET deliverable/formSection: the forms this case needs and the sections that fill them. */
export async function getFormSections(
  deps: FormsDeps,
  applicant: ApplicantCase,
  lang: 'en' | 'es',
): Promise<FormSectionsResponse> {
  const configId = await legalConfigId(deps.db, applicant);
  const sections = configId === null ? [] : await legalSections(deps.db, applicant, configId, lang);
  const completion = completionOf(sections);
  const templates = formsOfStrategy(deps.templates, applicant.caseRow.strategy);
  const vawa = applicant.caseRow.strategy === 'vawasp' || applicant.caseRow.strategy === 'vawach';
  const values =
    vawa ||
    templates.some(
      (template) =>
        template.form.offered_after !== undefined ||
        template.form.per !== undefined ||
        template.form.for_relatives !== undefined ||
        template.form.unless_no !== undefined ||
        template.form.filed_if_any_yes !== undefined ||
        template.noticePages.length > 0,
    )
      ? await caseFormValues(deps, applicant)
      : new Map<string, string>();
  const address = noticeAddressLines(values);
  const forms = await Promise.all(
    formCopies(templates, values, deps.now()).map(async (copy): Promise<CaseForm> => {
      const { template } = copy;
      const title = template.form.title[lang] ?? template.form.title.en ?? template.form.id;
      const base = {
        id: copy.id,
        title: copyTitle(title, copy),
        edition: template.form.edition,
        ...(template.form.expires !== undefined && template.form.expires < calendarDayOf(deps.now())
          ? { editionExpired: true }
          : {}),
      };
      const notice =
        template.noticePages.length > 0 && address.length > 0
          ? { notice: { pages: [...template.noticePages], address } }
          : {};
      const offer = formOffer(template.form, values, deps.now(), applicant.caseRow.strategy);
      if (offer === undefined) return { ...base, completion, ...notice };
      const ownConfig = await legalConfigId(deps.db, applicant, offer.questionnaire);
      const own = ownConfig === null ? [] : await legalSections(deps.db, applicant, ownConfig, lang);
      return { ...base, completion: Math.min(completion, completionOf(own)), offer, ...notice };
    }),
  );
  const strategy = applicant.caseRow.strategy;
  const today = deps.now().toISOString().slice(0, 10);
  const later = laterWorkPermits(
    strategy,
    values,
    vawa ? await listDerivatives(deps.db, applicant.caseRow.id) : [],
    calendarDayOf(deps.now(), 'America/New_York'),
  );
  return {
    configId,
    forms,
    sections,
    ...(deps.governmentFees === undefined
      ? {}
      : { governmentFees: governmentFeesOn(deps.governmentFees, strategy, today, lang) }),
    // With a U.S.-citizen abuser the I-485 may go with the petition; its current edition is not available yet.
    ...(vawa && values.get('abuser.abuser_status')?.startsWith('usc_') === true
      ? { adjustmentNotIncluded: true }
      : {}),
    ...(later.length > 0 ? { laterWorkPermits: later } : {}),
    readOnly: await isSectionReadOnly(deps.db, deps.caseProgress, applicant.caseRow, 'forms'),
  };
}

export async function caseFormValues(
  deps: Omit<FormsDeps, 'caseProgress'>,
  applicant: { user: Pick<ApplicantCase['user'], 'accountId'>; caseRow: ApplicantCase['caseRow'] },
): Promise<FormValues> {
  const owner = caseOwnerOf(applicant.user);
  const [legal, workPermit, profile, documents, derivatives, account, screening, move] = await Promise.all([
    findOwnerNamedAnswers(deps.db, owner, LEGAL_QUESTIONNAIRE),
    findOwnerNamedAnswers(deps.db, owner, WORK_PERMIT_QUESTIONNAIRE),
    findPersonalInfo(deps.db, applicant.caseRow.id),
    deps.documents.findConfirmedDocumentData(deps.db, applicant.caseRow.id),
    listDerivatives(deps.db, applicant.caseRow.id),
    findAccountById(deps.db, applicant.user.accountId),
    loadEligibilityAnswers(deps.db, owner),
    findLatestMove(deps.db, applicant.caseRow.id),
  ]);
  const strategy = applicant.caseRow.strategy;
  return buildFormValues(
    [legal, workPermit].filter((answers) => answers !== null),
    {
      profile,
      documents: documents.principal,
      derivativeDocuments: documents.derivatives,
      derivatives,
      strategy: applicant.caseRow.strategy,
      contact: contactFactsOf(account),
      residence: move,
      screening: screening === null || strategy === null ? [] : screeningOffers(strategy, screening),
    },
  );
}

/** One of the case's forms, or 404 for a form the case does not file (a copy per relative names its form). */
export function requireCaseForm(deps: FormsDeps, applicant: ApplicantCase, formId: string): FormTemplate {
  const template = formsOfStrategy(deps.templates, applicant.caseRow.strategy).find((candidate) =>
    namesCopyOf(candidate, formId),
  );
  if (template === undefined)
    throw new AppError('NOT_FOUND', { detail: `This case does not file form ${formId}.` });
  return template;
}

/** The copy of a case's form a route names, with the values it is filled from; 404 for one it does not file. */
async function requireCaseFormCopy(
  deps: FormsDeps,
  applicant: ApplicantCase,
  formId: string,
): Promise<{ copy: FormCopy; values: FormValues }> {
  const template = requireCaseForm(deps, applicant, formId);
  const values = await caseFormValues(deps, applicant);
  const copy = formCopies([template], values, deps.now()).find((candidate) => candidate.id === formId);
  if (copy === undefined)
    throw new AppError('NOT_FOUND', { detail: `This case does not file form ${formId}.` });
  return { copy, values: valuesForCopy(values, copy) };
}

/** POST pdf/fillForm: the case's form filled from its answers. */
export async function fillCaseForm(
  deps: FormsDeps,
  applicant: ApplicantCase,
  formId: string,
): Promise<FilledForm> {
  const { copy, values } = await requireCaseFormCopy(deps, applicant, formId);
  return fillForm(copy.template, values, { fontFor: nativeScriptFont });
}

/**
 * GET form-field/pages/{id}: the printed pages of the case's form, then the pages its answers added
 * after them (copies of the continuation page, addenda), so the review shows every page that is filed.
 */
export async function caseFormPages(
  deps: FormsDeps,
  applicant: ApplicantCase,
  formId: string,
): Promise<FormPagesResponse> {
  const { copy, values } = await requireCaseFormCopy(deps, applicant, formId);
  const { template } = copy;
  const filled = await fillForm(template, values, { fontFor: nativeScriptFont });
  const addenda = template.mapping?.continuation?.addendum !== undefined;
  return {
    form: template.form.id,
    pages: withAddedPages(template.pages, filled.pageCount, addenda ? 'addenda' : 'copies'),
  };
}

/**
 * The added pages continue the last printed one (the continuation page): copies of it keep its field
 * boxes; addenda are plain pages of its size, so only its sections (for the edit link) carry over.
 */
export function withAddedPages(
  printed: readonly FormPage[],
  pageCount: number,
  kind: 'copies' | 'addenda',
): FormPage[] {
  const last = printed.at(-1);
  if (last === undefined) return [];
  const added = Array.from({ length: Math.max(0, pageCount - printed.length) }, (_, index) => ({
    ...last,
    page: printed.length + index + 1,
    fields: kind === 'copies' ? last.fields : [],
  }));
  return [...printed, ...added];
}

/** A picture of one page of the case's filled form, drawn from the real filled PDF. */
export async function renderCaseFormPage(
  deps: FormsDeps,
  applicant: ApplicantCase,
  formId: string,
  page: number,
): Promise<Uint8Array> {
  const { copy, values } = await requireCaseFormCopy(deps, applicant, formId);
  const filled = await fillForm(copy.template, values, { fontFor: nativeScriptFont });
  if (page > filled.pageCount)
    throw new AppError('NOT_FOUND', { detail: `Form ${formId} has ${filled.pageCount} pages.` });
  return deps.renderer.renderPage(filled.pdf, page, { dpi: 96 });
}

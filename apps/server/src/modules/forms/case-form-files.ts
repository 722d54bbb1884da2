/**
 * The case's official forms as files, for modules that work without a request (the package job):
 * which forms are filed with the application, and each one filled from the case's answers, still fillable.
 */
import type { Db } from '../../db/database';
import { createPopplerRenderer } from '../../adapters/pdf-renderer';
import type { CaseRow } from '../cases';
import { caseFormValues } from './case-forms';
import { confirmedDocuments } from './document-data-source';
import { fillForm } from './fill-form';
import type { FormCopy } from './form-copies';
import { copyTitle, formCopies, valuesForCopy } from './form-copies';
import type { FormValues } from './form-values';
import { readValue } from './form-values';
import { formsFiledWithApplication, loadFormTemplates } from './form-templates';
import { nativeScriptFont } from './native-script-fonts';
import { categoryName } from './relative-work-permit';

export interface CaseFormInfo {
  readonly id: string;
  readonly title: { readonly en: string; readonly es: string };
  readonly edition: string;
  readonly pages: number;
}

/** One filled copy of a form filed with the application: the applicant's, or a family member's. */
export interface CaseFormCopyInfo {
  /** The copy's id (`i-914supa-2`), as the form routes name it. */
  readonly id: string;
  /** The form this is a copy of (`i-914supa` for `i-914supa-2`). */
  readonly formId: string;
  /** The given name of the family member the copy is for, when it is not the applicant's. */
  readonly person?: string;
  /** A family member's work permit category, as USCIS writes it ("(c)(40)"). */
  readonly category?: string;
}

export interface CaseFormFile extends CaseFormInfo, CaseFormCopyInfo {
  readonly pdf: Uint8Array;
  /** Whether filling wrote on the form's continuation page (or added sheets after it). */
  readonly continued: boolean;
}

interface CaseFormsDeps {
  db: Db;
  contentDir: string;
  now: () => Date;
}

/** The copies of the forms filed with the case's application, and the values they are filled from. */
async function caseCopies(
  deps: CaseFormsDeps,
  caseRow: CaseRow,
): Promise<{ copies: FormCopy[]; values: FormValues }> {
  const templates = await loadFormTemplates(deps.contentDir);
  const formsDeps = {
    db: deps.db,
    templates,
    documents: confirmedDocuments,
    renderer: createPopplerRenderer(),
    now: deps.now,
  };
  const values = await caseFormValues(formsDeps, { user: { accountId: caseRow.accountId }, caseRow });
  const copies = formCopies(formsFiledWithApplication(templates, caseRow.strategy), values, deps.now());
  return { copies, values };
}

const copyInfo = (copy: FormCopy): CaseFormCopyInfo => ({
  id: copy.id,
  formId: copy.template.form.id,
  ...(copy.givenName === undefined ? {} : { person: copy.givenName }),
  ...(copy.category === undefined ? {} : { category: categoryName(copy.category) }),
});

/**
 * The applicant's full name as the forms print it (given, middle and family names of the legal
 * answers), for every other page of the package to use the same one.
 */
export async function caseApplicantFullName(
  deps: CaseFormsDeps,
  caseRow: CaseRow,
): Promise<string | undefined> {
  const { values } = await caseCopies(deps, caseRow);
  return readValue(values, 'computed.full_name');
}

/** Every copy of the forms filed with the case's application, without filling them (the signing guide). */
export async function caseFormCopies(deps: CaseFormsDeps, caseRow: CaseRow): Promise<CaseFormCopyInfo[]> {
  return (await caseCopies(deps, caseRow)).copies.map(copyInfo);
}

/**
 * Each copy of the forms filed with the case's application, as the package will hold them: the one
 * list the review shows and the package files, so neither names a form the other lacks.
 */
export async function caseFormsInfo(
  deps: CaseFormsDeps,
  caseRow: CaseRow,
): Promise<(CaseFormInfo & CaseFormCopyInfo)[]> {
  const { copies } = await caseCopies(deps, caseRow);
  return copies.map((copy) => formInfo(copy));
}

function formInfo(copy: FormCopy): CaseFormInfo & CaseFormCopyInfo {
  const { template } = copy;
  const named = (title: string): string => copyTitle(title, copy);
  return {
    ...copyInfo(copy),
    title: {
      en: named(template.form.title.en ?? template.form.id),
      es: named(template.form.title.es ?? template.form.title.en ?? template.form.id),
    },
    edition: template.form.edition,
    pages: template.form.pages,
  };
}

/** Every form filed with the case's application, filled from its answers. */
export async function fillCaseFormFiles(deps: CaseFormsDeps, caseRow: CaseRow): Promise<CaseFormFile[]> {
  const { copies, values } = await caseCopies(deps, caseRow);
  const files: CaseFormFile[] = [];
  for (const copy of copies) {
    const { template } = copy;
    const filled = await fillForm(template, valuesForCopy(values, copy), { fontFor: nativeScriptFont });
    files.push({ ...formInfo(copy), pdf: filled.pdf, continued: filled.continuations.length > 0 });
  }
  return files;
}

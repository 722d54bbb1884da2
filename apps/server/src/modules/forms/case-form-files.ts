/**
 * The case's official forms as files, for modules that work without a request (the package job):
 * which forms are filed with the application, and each one filled from the case's answers, still fillable.
 */
import type { Db } from '../../db/database';
import { createPopplerRenderer } from '../../adapters/pdf-renderer';
import type { CaseRow } from '../cases';
import { caseFormValues } from './case-forms';
import type { DocumentDataSource } from './document-data-source';
import { emptyDocumentDataSource } from './document-data-source';
import { fillForm } from './fill-form';
import { copyTitle, formCopies, valuesForCopy } from './form-copies';
import { formsFiledWithApplication, loadFormTemplates } from './form-templates';
import { nativeScriptFont } from './native-script-fonts';

export interface CaseFormInfo {
  readonly id: string;
  readonly title: { readonly en: string; readonly es: string };
  readonly edition: string;
  readonly pages: number;
}

export interface CaseFormFile extends CaseFormInfo {
  readonly pdf: Uint8Array;
}

/** The forms filed with the case's application, in name order. */
export async function caseFormsInfo(contentDir: string, caseRow: CaseRow): Promise<CaseFormInfo[]> {
  const templates = await loadFormTemplates(contentDir);
  return formsFiledWithApplication(templates, caseRow.strategy).map((template) => ({
    id: template.form.id,
    title: {
      en: template.form.title.en ?? template.form.id,
      es: template.form.title.es ?? template.form.title.en ?? template.form.id,
    },
    edition: template.form.edition,
    pages: template.form.pages,
  }));
}

/** Every form filed with the case's application, filled from its answers. */
export async function fillCaseFormFiles(
  deps: { db: Db; contentDir: string; documents?: DocumentDataSource },
  caseRow: CaseRow,
): Promise<CaseFormFile[]> {
  const templates = await loadFormTemplates(deps.contentDir);
  const formsDeps = {
    db: deps.db,
    templates,
    documents: deps.documents ?? emptyDocumentDataSource,
    renderer: createPopplerRenderer(),
  };
  const values = await caseFormValues(formsDeps, { user: { accountId: caseRow.accountId }, caseRow });
  const files: CaseFormFile[] = [];
  for (const copy of formCopies(formsFiledWithApplication(templates, caseRow.strategy), values, new Date())) {
    const { template } = copy;
    const filled = await fillForm(template, valuesForCopy(values, copy), { fontFor: nativeScriptFont });
    const named = (title: string): string => copyTitle(title, copy);
    files.push({
      id: copy.id,
      title: {
        en: named(template.form.title.en ?? template.form.id),
        es: named(template.form.title.es ?? template.form.title.en ?? template.form.id),
      },
      edition: template.form.edition,
      pages: template.form.pages,
      pdf: filled.pdf,
    });
  }
  return files;
}

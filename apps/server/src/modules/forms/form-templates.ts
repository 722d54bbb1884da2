import path from 'node:path';
import type { FormFolder } from '@camino/content';
import { formIds, loadFormFolder, loadPdfForm } from '@camino/content';
import type { Strategy } from '@camino/contracts';
import type { FormFile } from '@camino/content';
import type { FormPage } from '@camino/contracts';
import { contentCache } from '../../lib/content-cache';

/** An official form as the server fills it: its folder and the boxes of its mapped fields per page. */
export interface FormTemplate extends FormFolder {
  readonly pages: readonly FormPage[];
  /** Pages (1-based) with a field USCIS mails notices to: it reads the notice or safe address. */
  readonly noticePages: readonly number[];
}

const NOTICE_KEY = /^computed\.(notice_address|safe_address)\./;

export const FORMS_FOLDER = 'forms';

/** The section an entry's answers come from (`about_you` of `about_you.family_name`); computed values have none. */
function sectionOfKey(key: string): string | undefined {
  const section = key.slice(0, key.indexOf('.'));
  return section === 'computed' ? undefined : section;
}

async function pagesOf(folder: FormFolder): Promise<{ pages: FormPage[]; noticePages: number[] }> {
  const mapping = folder.mapping;
  const doc = await loadPdfForm(folder.pdf);
  const pages = doc.getPages();
  const result: FormPage[] = pages.map((page, index) => ({
    page: index + 1,
    width: page.getWidth(),
    height: page.getHeight(),
    sections: [],
    fields: [],
  }));
  const notice = new Set<number>();
  if (mapping === undefined) return { pages: result, noticePages: [] };
  // One lookup table: pdf-lib's getField walks every field on each call.
  const byName = new Map(
    doc
      .getForm()
      .getFields()
      .map((field) => [field.getName(), field]),
  );
  for (const [name, entry] of Object.entries(mapping.fields)) {
    const key =
      'text' in entry
        ? Array.isArray(entry.text)
          ? entry.text[0]
          : entry.text
        : 'check' in entry
          ? entry.check
          : entry.if;
    if (key !== undefined && NOTICE_KEY.test(key)) {
      const widgets = byName.get(`${mapping.root}.${name}`)?.acroField.getWidgets() ?? [];
      for (const widget of widgets) {
        const index = pages.findIndex((page) => page.ref === widget.P());
        if (index >= 0) notice.add(index + 1);
      }
    }
    const section = key === undefined ? undefined : sectionOfKey(key);
    if (section === undefined) continue;
    const field = byName.get(`${mapping.root}.${name}`);
    if (field === undefined) throw new Error(`${folder.form.id}: no field ${name}`);
    for (const widget of field.acroField.getWidgets()) {
      const index = pages.findIndex((page) => page.ref === widget.P());
      const target = result[index];
      if (target === undefined) continue;
      const rect = widget.getRectangle();
      target.fields.push({
        section,
        x: rect.x,
        y: target.height - rect.y - rect.height,
        width: rect.width,
        height: rect.height,
      });
      if (!target.sections.includes(section)) target.sections.push(section);
    }
  }
  return { pages: result, noticePages: [...notice].sort((a, b) => a - b) };
}

async function readTemplates(dir: string): Promise<ReadonlyMap<string, FormTemplate>> {
  const templates = new Map<string, FormTemplate>();
  let ids: string[];
  try {
    ids = await formIds(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return templates;
    throw error;
  }
  for (const id of ids) {
    const folder = await loadFormFolder(id, dir);
    templates.set(id, { ...folder, ...(await pagesOf(folder)) });
  }
  return templates;
}

const readTemplatesOnce = contentCache(readTemplates);

/** Every official form under CONTENT_DIR/forms, read once per process (the files never change while it runs). */
export function loadFormTemplates(contentDir: string): Promise<ReadonlyMap<string, FormTemplate>> {
  return readTemplatesOnce(path.join(contentDir, FORMS_FOLDER));
}

/** The forms a case type files, in name order. */
export function formsOfStrategy(
  templates: ReadonlyMap<string, FormTemplate>,
  strategy: Strategy | null,
): FormTemplate[] {
  return [...templates.values()].filter(
    (template) => strategy !== null && template.form.strategies.includes(strategy),
  );
}

/**
 * The forms filed together with the application. A form offered some days after a recorded date (the
 * I-765 (c)(8), at least 150 days after the asylum application was received) is filed on its own later,
 * so the review and the filing package leave it out.
 */
export function formsFiledWithApplication(
  templates: ReadonlyMap<string, FormTemplate>,
  strategy: Strategy | null,
): FormTemplate[] {
  return formsOfStrategy(templates, strategy).filter(
    (template) => offeredAfterFor(template.form, strategy) === undefined,
  );
}

/** The wait before a form may be filed, for a case type: none when the rule names other case types. */
export function offeredAfterFor(form: FormFile, strategy: Strategy | null): FormFile['offered_after'] {
  const rule = form.offered_after;
  if (rule?.strategies === undefined) return rule;
  return strategy !== null && rule.strategies.includes(strategy) ? rule : undefined;
}

/**
 * The filing package from its parts, with no I/O: one print-ready PDF (cover letter, filled forms in
 * the order USCIS expects, declaration, exhibit index, each document behind a lettered tab) with
 * bookmarks, each filled form on its own (still fillable), and the 'where to sign' sheet. The same
 * inputs give the same bytes, so a retried build stores exactly what the first one would have.
 */
import type { Locale } from '@camino/contracts';
import { PDFDocument } from 'pdf-lib';
import { copyLabel, formLabel, type LabelledCopy } from './form-label';
import { type FormInstructions, writeInstructionsPage } from './form-instructions';
import { addOutline, type Bookmark } from './outline';
import { tabLabel, writeCoverLetter, writeExhibitIndex, writeTabPage } from './package-pages';
import { buildSignHereSheet } from './sign-here-sheet';
import type { SignPageContent } from './sign-pages';
import { documentSignSpots, formSignSpots, type PackageSignSpot } from './sign-spots';
import { readSignSpots } from '../../lib/sign-spots';
import { embedTextFonts } from './text-pages';

export interface PackageForm extends LabelledCopy {
  id: string;
  title: { en: string; es: string };
  pdf: Uint8Array;
  /** A page printed before the form: what it is and who completes it (Supplement B). */
  instructions?: FormInstructions;
  /** The printed form's pages; sheets after them were added for what did not fit. */
  printedPages?: number;
  /** Whether the answers wrote on the form's continuation page. */
  continued?: boolean;
}

/** Draws one page of a PDF as a PNG, so a picture of it shows filled fields (the package job's renderer). */
export type PageRenderer = (pdf: Uint8Array, page: number) => Promise<Uint8Array>;

export interface PackageInput {
  locale: Locale;
  /** The day written on the letter and the files' dates: the approval's, so a rebuild is identical. */
  date: Date;
  applicantName: string;
  returnAddress: readonly string[];
  officeAddress: readonly string[];
  /** In filing order: the G-1145 first when the case files it, then the main form and its supplements. */
  forms: readonly PackageForm[];
  declaration: Uint8Array | null;
  /** Each document, followed by its certified translation. */
  exhibits: readonly { title: string; pdf: Uint8Array }[];
  signPages: readonly SignPageContent[];
}

export interface AssembledPart {
  id: string;
  kind: 'package' | 'form' | 'sign-here';
  title: { en: string; es: string };
  bytes: Uint8Array;
  pages: number;
}

export interface AssembledPackage {
  parts: AssembledPart[];
  /** Every line of the package signed or dated by hand, in package order. */
  signSpots: PackageSignSpot[];
  pageCount: number;
  bookmarks: Bookmark[];
}

/** Form G-1145, the request to be told by email or text that USCIS accepted the package. */
export const NOTICE_REQUEST_FORM = 'g-1145';

/** Order of forms in a package: the notice request first, then the forms by id. */
export function filingOrder(forms: readonly PackageForm[]): PackageForm[] {
  return [...forms].sort((a, b) =>
    a.id === NOTICE_REQUEST_FORM ? -1 : b.id === NOTICE_REQUEST_FORM ? 1 : a.id.localeCompare(b.id),
  );
}

export async function assemblePackage(
  input: PackageInput,
  renderPage: PageRenderer | null = null,
): Promise<AssembledPackage> {
  const out = await PDFDocument.create({ updateMetadata: false });
  const fonts = await embedTextFonts(out);
  const bookmarks: Bookmark[] = [];
  const dateText = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
    input.date,
  );
  const forms = filingOrder(input.forms);

  const formDocs = new Map<string, PDFDocument>();
  const formStart = new Map<string, number>();
  const addForm = async (form: PackageForm): Promise<void> => {
    // The filled fields' appearances print as they are; flattening the I-589 would cost seconds.
    const filled = await PDFDocument.load(form.pdf, { updateMetadata: false });
    formDocs.set(form.id, filled);
    if (form.instructions !== undefined) {
      bookmarks.push({ title: `${copyLabel(form)}: instructions`, pageIndex: out.getPageCount() });
      await writeInstructionsPage(out, fonts, form.instructions, input.locale);
    }
    formStart.set(form.id, out.getPageCount());
    bookmarks.push({ title: copyLabel(form), pageIndex: out.getPageCount() });
    for (const page of await out.copyPages(filled, filled.getPageIndices())) out.addPage(page);
  };
  // USCIS asks for the e-notification request clipped on top of the whole package.
  const notice = forms.find((form) => form.id === NOTICE_REQUEST_FORM);
  if (notice !== undefined) await addForm(notice);

  bookmarks.push({ title: 'Cover letter', pageIndex: out.getPageCount() });
  await writeCoverLetter(out, fonts, {
    date: dateText,
    applicantName: input.applicantName,
    returnAddress: input.returnAddress,
    officeAddress: input.officeAddress,
    formTitles: forms.map((form) => `${formLabel(form.formId ?? form.id)}, ${form.title.en}`),
    hasDeclaration: input.declaration !== null,
    exhibitCount: input.exhibits.length,
  });

  for (const form of forms) if (form !== notice) await addForm(form);

  const declarationSpots: PackageSignSpot[] = [];
  if (input.declaration) {
    const declaration = await PDFDocument.load(input.declaration, { updateMetadata: false });
    declarationSpots.push(...documentSignSpots('declaration', out.getPageCount() + 1, readSignSpots(declaration)));
    bookmarks.push({ title: 'Declaration', pageIndex: out.getPageCount() });
    for (const page of await out.copyPages(declaration, declaration.getPageIndices())) out.addPage(page);
  }

  const exhibits = await Promise.all(
    input.exhibits.map(async (exhibit) => ({
      title: exhibit.title,
      doc: await PDFDocument.load(exhibit.pdf, { updateMetadata: false }),
    })),
  );
  bookmarks.push({ title: 'Index of exhibits', pageIndex: out.getPageCount() });
  await writeExhibitIndex(
    out,
    fonts,
    exhibits.map((exhibit) => ({ title: exhibit.title, pages: exhibit.doc.getPageCount() })),
  );
  for (const [index, exhibit] of exhibits.entries()) {
    bookmarks.push({ title: `Tab ${tabLabel(index)}: ${exhibit.title}`, pageIndex: out.getPageCount() });
    await writeTabPage(out, fonts, index, exhibit.title);
    for (const page of await out.copyPages(exhibit.doc, exhibit.doc.getPageIndices())) out.addPage(page);
  }

  addOutline(out, bookmarks);
  out.setTitle('Application package');
  out.setProducer('Camino');
  out.setCreationDate(input.date);
  out.setModificationDate(input.date);
  // Object streams would halve the file of a few hundred KB and triple the time to write it.
  const packageBytes = await out.save({ useObjectStreams: false });
  const pageCount = out.getPageCount();

  // Each copy of a form is signed: every relative's Supplement A is listed, named by the relative.
  const signSpots: PackageSignSpot[] = [
    ...forms.flatMap((form) =>
      formSignSpots(
        {
          id: form.id,
          formId: form.formId ?? form.id,
          document: { en: copyLabel(form, 'en'), es: copyLabel(form, 'es') },
          start: formStart.get(form.id)! + 1,
          pageCount: formDocs.get(form.id)!.getPageCount(),
          printedPages: form.printedPages ?? formDocs.get(form.id)!.getPageCount(),
          continued: form.continued === true,
        },
        input.signPages,
      ),
    ),
    ...declarationSpots,
  ].sort((a, b) => a.packagePage - b.packagePage);
  const entries = [];
  for (const spot of signSpots)
    entries.push({ spot, picture: renderPage ? await renderPage(packageBytes, spot.packagePage) : null });
  const signHere = await buildSignHereSheet(entries, out, input.locale, input.date);

  return {
    pageCount,
    bookmarks,
    signSpots,
    parts: [
      {
        id: 'package',
        kind: 'package',
        title: { en: 'Complete package (print this)', es: 'Paquete completo (imprima este)' },
        bytes: packageBytes,
        pages: pageCount,
      },
      ...forms.map((form) => ({
        id: `form-${form.id}`,
        kind: 'form' as const,
        title: {
          en: `${copyLabel(form, 'en')} (fillable)`,
          es: `${copyLabel(form, 'es')} (rellenable)`,
        },
        bytes: form.pdf,
        pages: formDocs.get(form.id)!.getPageCount(),
      })),
      {
        id: 'sign-here',
        kind: 'sign-here',
        title: { en: 'Where to sign', es: 'Dónde firmar' },
        bytes: signHere,
        pages: 1 + signSpots.length,
      },
    ],
  };
}

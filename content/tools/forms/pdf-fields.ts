import { ParseSpeeds, PDFCheckBox, PDFDict, PDFDocument, PDFDropdown, PDFName, PDFTextField } from 'pdf-lib';

export type PdfFieldKind = 'text' | 'check' | 'dropdown' | 'other';

/** One terminal field of a PDF form, as pdf-lib reads it. */
export interface PdfField {
  readonly name: string;
  readonly kind: PdfFieldKind;
  /** 1-based page of the field's first widget. */
  readonly page: number;
  readonly maxLength?: number;
  /** Dropdown options exactly as the PDF spells them (some carry leading spaces). */
  readonly options?: readonly string[];
  readonly readOnly: boolean;
}

/**
 * Loads a decrypted form. The XFA copy of the form is dropped: pdf-lib fills only the AcroForm, and a
 * viewer that preferred a stale XFA would show empty fields.
 */
export async function loadPdfForm(bytes: Uint8Array): Promise<PDFDocument> {
  // Parsing without yielding to the event loop between objects is several times faster.
  const doc = await PDFDocument.load(bytes, { updateMetadata: false, parseSpeed: ParseSpeeds.Fastest });
  doc.catalog.lookupMaybe(PDFName.of('AcroForm'), PDFDict)?.delete(PDFName.of('XFA'));
  return doc;
}

/** Every terminal field of the document's AcroForm. */
export function readPdfFields(doc: PDFDocument): PdfField[] {
  const pages = doc.getPages();
  return doc
    .getForm()
    .getFields()
    .map((field) => {
      const widget = field.acroField.getWidgets()[0];
      const pageRef = widget?.P();
      const page = pages.findIndex((candidate) => candidate.ref === pageRef) + 1;
      const base = { name: field.getName(), page, readOnly: field.isReadOnly() };
      if (field instanceof PDFTextField) {
        const maxLength = field.getMaxLength();
        return { ...base, kind: 'text' as const, ...(maxLength === undefined ? {} : { maxLength }) };
      }
      if (field instanceof PDFCheckBox) return { ...base, kind: 'check' as const };
      if (field instanceof PDFDropdown)
        return { ...base, kind: 'dropdown' as const, options: field.getOptions() };
      return { ...base, kind: 'other' as const };
    });
}

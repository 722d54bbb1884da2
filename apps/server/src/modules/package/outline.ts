/** PDF bookmarks (an outline), which pdf-lib does not write itself: one flat level, in page order. */
import { PDFArray, PDFDict, type PDFDocument, PDFHexString, PDFName, type PDFRef, PDFString } from 'pdf-lib';

export interface Bookmark {
  title: string;
  /** 0-based page the bookmark opens. */
  pageIndex: number;
}

export function addOutline(doc: PDFDocument, bookmarks: readonly Bookmark[]): void {
  if (bookmarks.length === 0) return;
  const { context } = doc;
  const pages = doc.getPages();
  const outlinesRef = context.nextRef();
  const refs: PDFRef[] = bookmarks.map(() => context.nextRef());
  bookmarks.forEach((bookmark, index) => {
    context.assign(
      refs[index]!,
      context.obj({
        Title: PDFHexString.fromText(bookmark.title),
        Parent: outlinesRef,
        Dest: [pages[bookmark.pageIndex]!.ref, 'Fit'],
        ...(index > 0 ? { Prev: refs[index - 1]! } : {}),
        ...(index < refs.length - 1 ? { Next: refs[index + 1]! } : {}),
      }),
    );
  });
  context.assign(
    outlinesRef,
    context.obj({ Type: 'Outlines', First: refs[0]!, Last: refs[refs.length - 1]!, Count: refs.length }),
  );
  doc.catalog.set(PDFName.of('Outlines'), outlinesRef);
  doc.catalog.set(PDFName.of('PageMode'), PDFName.of('UseOutlines'));
}

/** The bookmarks of a PDF, top level, with the page each opens (for tests and checks). */
export function readOutline(doc: PDFDocument): Bookmark[] {
  const found: Bookmark[] = [];
  const outlines = doc.catalog.lookupMaybe(PDFName.of('Outlines'), PDFDict);
  const pageRefs = doc.getPages().map((page) => page.ref.toString());
  let item = outlines?.lookupMaybe(PDFName.of('First'), PDFDict);
  while (item) {
    const title = item.lookup(PDFName.of('Title'));
    const dest = item.lookupMaybe(PDFName.of('Dest'), PDFArray);
    found.push({
      title: title instanceof PDFHexString || title instanceof PDFString ? title.decodeText() : '',
      pageIndex: dest ? pageRefs.indexOf(String(dest.get(0))) : -1,
    });
    item = item.lookupMaybe(PDFName.of('Next'), PDFDict);
  }
  return found;
}

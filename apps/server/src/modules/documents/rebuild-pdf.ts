/**
 * An uploaded PDF is rebuilt, not stripped: a new document gets, for each page, only what printing it
 * needs — its boxes, rotation, content streams and their resources (fonts, pictures, colours). Nothing
 * else of the sent file is reachable from the new one: no annotations (so nothing reached through their
 * `/Popup`, `/RC`, `/IRT` or `/Parent`), no names tree, no open action, no form, no attached file. While
 * copying, any action or file specification that a resource still points to is replaced by null.
 *
 * Every limit is checked while walking, before anything grows: the page tree may not repeat a node or
 * nest deeper than a real one does, the copy may not exceed a number of objects, and every stream the
 * pages use is decoded up to a total byte budget (pictures are measured by their declared size, which
 * is all a renderer will decode), so a small file cannot stand for a huge amount of work.
 */
import {
  PDFArray,
  PDFDict,
  type PDFDocument,
  PDFName,
  PDFNull,
  PDFNumber,
  type PDFObject,
  PDFRawStream,
  PDFRef,
  decodePDFRawStream,
  type PDFContext,
} from 'pdf-lib';
import { inflateSync } from 'node:zlib';
import { UploadRefused } from './upload-refused';

export const PDF_LIMITS = {
  /** More pages than this is not one document. */
  pages: 60,
  /** Real page trees are a few levels deep; a deeper one is built to make a reader walk. */
  treeDepth: 12,
  /** Objects copied into the new document. */
  objects: 50_000,
  /** Decoded bytes of every stream that is not a picture (page contents, fonts, drawn forms). */
  decodedBytes: 48 * 1024 * 1024,
  /** Pixels of one picture, as for photos. */
  imagePixels: 50_000_000,
  /** Pixels of every picture together. */
  totalImagePixels: 400_000_000,
} as const;

/** What a page may take from the pages above it in the tree (PDF 32000, 7.7.3.4). */
const INHERITED = ['Resources', 'MediaBox', 'CropBox', 'Rotate'] as const;
/** The kinds of resource a content stream can name; nothing else is copied from a page's resources. */
const RESOURCE_KINDS = new Set([
  'ExtGState',
  'ColorSpace',
  'Pattern',
  'Shading',
  'XObject',
  'Font',
  'ProcSet',
  'Properties',
]);
/** Keys that lead to something that acts, links out or carries another file; never copied. */
const DROPPED_KEYS = new Set([
  'A',
  'AA',
  'JS',
  'JavaScript',
  'OpenAction',
  'Names',
  'EmbeddedFiles',
  'EF',
  'AcroForm',
  'Annots',
  'Popup',
  'IRT',
  'RC',
  'Parent',
  'P',
  'Next',
  'URI',
  'Launch',
  'Win',
  'Mac',
  'Unix',
  'F',
  'FS',
  'RichMediaContent',
  'Metadata',
  'PieceInfo',
]);
/** Dictionaries that are an action or another file; what refers to them gets null. */
const DROPPED_TYPES = new Set(['Action', 'Filespec', 'EmbeddedFile', 'Annot', 'Sig']);
/** Action kinds (PDF 32000, 12.6.4): an action often has no `/Type`, only its `/S`. */
const ACTION_KINDS = new Set([
  'GoTo',
  'GoToR',
  'GoToE',
  'Launch',
  'Thread',
  'URI',
  'Sound',
  'Movie',
  'Hide',
  'Named',
  'SubmitForm',
  'ResetForm',
  'ImportData',
  'JavaScript',
  'SetOCGState',
  'Rendition',
  'Trans',
  'GoTo3DView',
  'RichMediaExecute',
]);

function tooComplex(): never {
  throw new UploadRefused('pdfTooComplex');
}

function unreadable(): never {
  throw new UploadRefused('pdfUnreadable');
}

function nameOf(dict: PDFDict, key: string): string | undefined {
  const value = dict.lookup(PDFName.of(key));
  return value instanceof PDFName ? value.decodeText() : undefined;
}

type PageNode = { dict: PDFDict; inherited: Partial<Record<(typeof INHERITED)[number], PDFObject>> };

/**
 * The leaves of the page tree, in order, with what each inherits. The walk visits each node once: a
 * node met again (a tree that shares or loops its nodes) refuses the file at once, so the walk costs
 * at most the pages limit, whatever the tree claims.
 */
export function walkPageTree(source: PDFDocument): PageNode[] {
  const { context } = source;
  const root = context.trailerInfo.Root;
  const catalog = root instanceof PDFRef ? context.lookup(root) : undefined;
  if (!(catalog instanceof PDFDict)) unreadable();
  const pagesRef = catalog.get(PDFName.of('Pages'));
  if (!(pagesRef instanceof PDFRef)) unreadable();

  const seen = new Set<string>();
  const leaves: PageNode[] = [];
  const visit = (ref: PDFObject | undefined, inherited: PageNode['inherited'], depth: number): void => {
    if (!(ref instanceof PDFRef)) unreadable();
    if (seen.has(ref.tag)) tooComplex();
    seen.add(ref.tag);
    if (depth > PDF_LIMITS.treeDepth || seen.size > PDF_LIMITS.pages * 4) tooComplex();
    const node = context.lookup(ref);
    if (!(node instanceof PDFDict)) unreadable();
    const own = { ...inherited };
    for (const key of INHERITED) {
      const value = node.get(PDFName.of(key));
      if (value !== undefined) own[key] = value;
    }
    const kids = node.lookup(PDFName.of('Kids'));
    if (nameOf(node, 'Type') === 'Page' || !(kids instanceof PDFArray)) {
      leaves.push({ dict: node, inherited: own });
      if (leaves.length > PDF_LIMITS.pages) tooComplex();
      return;
    }
    for (let i = 0; i < kids.size(); i++) visit(kids.get(i), own, depth + 1);
  };
  visit(pagesRef, {}, 0);
  if (leaves.length === 0) unreadable();
  return leaves;
}

/** Copies objects from one document into another, refusing what is over budget, dropping what acts. */
class CleanCopier {
  private readonly copied = new Map<string, PDFRef>();
  private objects = 0;
  private decodedBytes = 0;
  private imagePixels = 0;

  constructor(
    private readonly from: PDFContext,
    private readonly to: PDFContext,
  ) {}

  copy(value: PDFObject): PDFObject {
    if (++this.objects > PDF_LIMITS.objects) tooComplex();
    if (value instanceof PDFRef) return this.copyRef(value);
    if (value instanceof PDFRawStream) return this.copyStream(value);
    if (value instanceof PDFDict) return this.copyDict(value);
    if (value instanceof PDFArray) {
      const array = PDFArray.withContext(this.to);
      for (let i = 0; i < value.size(); i++) array.push(this.copy(value.get(i)));
      return array;
    }
    // Names, numbers, strings, booleans and null hold nothing and belong to no document.
    return value;
  }

  private copyRef(ref: PDFRef): PDFObject {
    const done = this.copied.get(ref.tag);
    if (done) return done;
    const target = this.to.nextRef();
    this.copied.set(ref.tag, target);
    const resolved = this.from.lookup(ref);
    this.to.assign(target, resolved === undefined ? PDFNull : this.copy(resolved));
    return target;
  }

  private isDropped(dict: PDFDict): boolean {
    const type = nameOf(dict, 'Type');
    const kind = nameOf(dict, 'S');
    return (type !== undefined && DROPPED_TYPES.has(type)) || (kind !== undefined && ACTION_KINDS.has(kind));
  }

  private copyEntries(dict: PDFDict): PDFDict {
    const copy = PDFDict.withContext(this.to);
    for (const [key, value] of dict.entries()) {
      if (DROPPED_KEYS.has(key.decodeText())) continue;
      copy.set(key, this.copy(value));
    }
    return copy;
  }

  private copyDict(dict: PDFDict): PDFObject {
    return this.isDropped(dict) ? PDFNull : this.copyEntries(dict);
  }

  private copyStream(stream: PDFRawStream): PDFObject {
    if (this.isDropped(stream.dict)) return PDFNull;
    this.measure(stream);
    return PDFRawStream.of(this.copyEntries(stream.dict), stream.contents);
  }

  /** A picture counts by its declared size; any other stream is decoded, within what is left of the budget. */
  private measure(stream: PDFRawStream): void {
    if (nameOf(stream.dict, 'Subtype') === 'Image') {
      const width = stream.dict.lookup(PDFName.of('Width'));
      const height = stream.dict.lookup(PDFName.of('Height'));
      if (!(width instanceof PDFNumber) || !(height instanceof PDFNumber)) unreadable();
      const pixels = Math.max(0, width.asNumber()) * Math.max(0, height.asNumber());
      this.imagePixels += pixels;
      if (pixels > PDF_LIMITS.imagePixels || this.imagePixels > PDF_LIMITS.totalImagePixels) tooComplex();
      return;
    }
    const left = PDF_LIMITS.decodedBytes - this.decodedBytes;
    const length = decodedLength(stream, left + 1);
    if (length > left) tooComplex();
    this.decodedBytes += length;
  }
}

/**
 * How many bytes the stream decodes to, counting no further than `limit`. Plain Flate (nearly every
 * stream) is inflated natively, which stops at the limit; other filters, and a damaged Flate stream
 * that readers still accept, go through pdf-lib's decoders, which work piece by piece, so asking
 * for `limit` bytes stops a bomb there too.
 */
function decodedLength(stream: PDFRawStream, limit: number): number {
  const filter = stream.dict.lookup(PDFName.of('Filter'));
  const flate =
    (filter instanceof PDFName && filter.decodeText() === 'FlateDecode') ||
    (filter instanceof PDFArray &&
      filter.size() === 1 &&
      filter.lookup(0) instanceof PDFName &&
      (filter.lookup(0) as PDFName).decodeText() === 'FlateDecode');
  if (flate) {
    try {
      return inflateSync(stream.contents, { maxOutputLength: limit }).length;
    } catch (error) {
      if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') return limit;
    }
  }
  try {
    return decodePDFRawStream(stream).getBytes(limit).length;
  } catch {
    unreadable();
  }
}

function copyResources(
  copier: CleanCopier,
  resources: PDFObject | undefined,
  from: PDFContext,
): PDFObject | undefined {
  const dict = resources instanceof PDFRef ? from.lookup(resources) : resources;
  if (!(dict instanceof PDFDict)) return undefined;
  const kept = PDFDict.withContext(from);
  for (const [key, value] of dict.entries()) if (RESOURCE_KINDS.has(key.decodeText())) kept.set(key, value);
  return copier.copy(kept);
}

function isBox(value: PDFObject | undefined, from: PDFContext): boolean {
  const box = value instanceof PDFRef ? from.lookup(value) : value;
  if (!(box instanceof PDFArray) || box.size() !== 4) return false;
  for (let i = 0; i < 4; i++) if (!(box.lookup(i) instanceof PDFNumber)) return false;
  return true;
}

/** Fills `clean` with the pages of `source`, rebuilt; the page count is returned. */
export function rebuildPages(source: PDFDocument, clean: PDFDocument): number {
  const pages = walkPageTree(source);
  const from = source.context;
  const copier = new CleanCopier(from, clean.context);
  for (const { dict, inherited } of pages) {
    const page = clean.addPage();
    const node = page.node;
    if (!isBox(inherited.MediaBox, from)) unreadable();
    node.set(PDFName.of('MediaBox'), copier.copy(inherited.MediaBox!));
    if (isBox(inherited.CropBox, from)) node.set(PDFName.of('CropBox'), copier.copy(inherited.CropBox!));
    const rotate = inherited.Rotate instanceof PDFRef ? from.lookup(inherited.Rotate) : inherited.Rotate;
    if (rotate instanceof PDFNumber && rotate.asNumber() % 90 === 0)
      node.set(PDFName.of('Rotate'), PDFNumber.of(rotate.asNumber()));
    const resources = copyResources(copier, inherited.Resources, from);
    node.set(PDFName.of('Resources'), resources ?? PDFDict.withContext(clean.context));
    const contents = dict.get(PDFName.of('Contents'));
    if (contents !== undefined) node.set(PDFName.of('Contents'), copier.copy(contents));
    else node.delete(PDFName.of('Contents'));
  }
  return pages.length;
}

/**
 * Hostile PDFs built by code, beside the rest of the attack corpus (test-support): each is small and
 * stands for a large amount of work or hides something that acts.
 */
import { deflateSync } from 'node:zlib';
import { PDFDocument, PDFName, PDFRawStream, PDFString, StandardFonts } from 'pdf-lib';

/**
 * A page tree whose every level lists the same node `width` times, `depth` levels deep: about 1.6 KB
 * claiming width^depth pages (24 million for 30 and 5). Written by hand, as no library writes one.
 */
export function sharedNodePageTree(width = 30, depth = 5): Uint8Array {
  const objects: string[] = [];
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  // Object 2 is the root; level k's node is object 2 + k; the leaf page is the last.
  const leaf = 2 + depth;
  for (let level = 0; level < depth; level++) {
    const kid = `${3 + level} 0 R`;
    const count = width ** (depth - level);
    objects[2 + level] = `<< /Type /Pages /Kids [${Array(width).fill(kid).join(' ')}] /Count ${count} >>`;
  }
  objects[leaf] = `<< /Type /Page /Parent ${1 + depth} 0 R /MediaBox [0 0 612 792] >>`;
  return writePdf(objects);
}

function writePdf(objects: string[]): Uint8Array {
  let body = '%PDF-1.7\n';
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id++) {
    offsets[id] = body.length;
    body += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xref = body.length;
  body += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id++) body += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(body);
}

/**
 * A page whose note's pop-up, rich text and reply target (`/Popup`, `/RC`, `/IRT`) hold JavaScript and
 * Launch actions: a cleaning that only removes the actions of the annotations listed on the page
 * misses them.
 */
export async function pdfWithActionsBehindAnnotations(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([612, 792]);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  page.drawText('A page with a note', { x: 72, y: 700, size: 18, font });
  const { context } = doc;
  const script = context.obj({ S: 'JavaScript', JS: PDFString.of('app.alert("popup")') });
  const launch = context.obj({
    S: 'Launch',
    F: PDFString.of('cmd.exe'),
    Win: { F: PDFString.of('cmd.exe') },
  });
  const popup = context.register(
    context.obj({ Type: 'Annot', Subtype: 'Popup', Rect: [0, 0, 10, 10], A: context.register(script) }),
  );
  const richText = context.register(
    context.obj({ A: context.register(launch), JS: PDFString.of('app.alert("rc")') }),
  );
  const replyTo = context.register(
    context.obj({
      Type: 'Annot',
      Subtype: 'Text',
      Rect: [0, 0, 10, 10],
      AA: { O: context.obj({ S: 'JavaScript', JS: PDFString.of('app.alert("irt")') }) },
    }),
  );
  const note = context.register(
    context.obj({
      Type: 'Annot',
      Subtype: 'Text',
      Rect: [72, 600, 92, 620],
      Contents: PDFString.of('note'),
      Popup: popup,
      RC: richText,
      IRT: replyTo,
    }),
  );
  page.node.set(PDFName.of('Annots'), context.obj([note]));
  // A resource that points at an action too: a rebuild that copies resources must not carry it.
  page.node
    .normalizedEntries()
    .Font.set(
      PDFName.of('Trap'),
      context.register(context.obj({ S: 'JavaScript', JS: PDFString.of('app.alert("font")') })),
    );
  return doc.save({ useObjectStreams: false });
}

/**
 * A PDF whose page `bombPage` (1-based) draws from a content stream that inflates to `inflatedMb` of
 * spaces: a few dozen kilobytes sent, a renderer's work for many seconds.
 */
export async function pdfWithFlateBomb(bombPage: number, pages = 2, inflatedMb = 200): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let i = 1; i <= pages; i++)
    doc.addPage([612, 792]).drawText(`Page ${i}`, { x: 72, y: 700, size: 18, font });
  const bomb = deflateSync(Buffer.alloc(inflatedMb * 1024 * 1024, 0x20), { level: 9 });
  const stream = PDFRawStream.of(doc.context.obj({ Filter: 'FlateDecode', Length: bomb.length }), bomb);
  doc.getPage(bombPage - 1).node.set(PDFName.of('Contents'), doc.context.register(stream));
  return doc.save({ useObjectStreams: false });
}

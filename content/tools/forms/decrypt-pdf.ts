import { createRequire } from 'node:module';
import createQpdf from '@neslinesli93/qpdf-wasm';

const require = createRequire(import.meta.url);
const WASM_FILE = require.resolve('@neslinesli93/qpdf-wasm/dist/qpdf.wasm');

/** The parts of the Emscripten module qpdf-wasm's own typings leave out. */
interface QpdfRuntime {
  callMain(args: string[]): number;
  FS: { writeFile(path: string, data: Uint8Array): void; readFile(path: string): Uint8Array };
}

type CreateQpdf = (options: Record<string, unknown>) => Promise<QpdfRuntime>;

/**
 * Removes the encryption of a USCIS form (AES with an empty user password) with qpdf compiled to
 * WebAssembly, so pdf-lib can read it: `qpdf --decrypt`, nothing else changes.
 */
export async function decryptPdf(bytes: Uint8Array): Promise<Uint8Array> {
  const errors: string[] = [];
  const qpdf = await (createQpdf as unknown as CreateQpdf)({
    locateFile: () => WASM_FILE,
    noInitialRun: true,
    print: () => undefined,
    printErr: (line: string) => errors.push(line),
  });
  qpdf.FS.writeFile('/in.pdf', bytes);
  const status = qpdf.callMain(['--decrypt', '/in.pdf', '/out.pdf']);
  // qpdf exits 3 on warnings only, with a usable output.
  if (status !== 0 && status !== 3) throw new Error(`qpdf could not decrypt the file: ${errors.join(' ')}`);
  return qpdf.FS.readFile('/out.pdf');
}

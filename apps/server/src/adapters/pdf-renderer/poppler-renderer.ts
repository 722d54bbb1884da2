import { spawn } from 'node:child_process';
import { PdfRenderError, type PdfRenderer } from './pdf-renderer';

export interface PopplerOptions {
  /** A tool still running after this long is killed (a hostile PDF must not hold a worker). */
  timeoutMs?: number;
  /** Output larger than this is refused. */
  maxOutputBytes?: number;
  /** Address space one tool may use; past it the tool fails instead of growing. */
  maxMemoryBytes?: number;
}

const DEFAULT_TIMEOUT_MS = 20_000;
const DEFAULT_MAX_OUTPUT_BYTES = 64 * 1024 * 1024;
const DEFAULT_MAX_MEMORY_BYTES = 1024 * 1024 * 1024;

/**
 * Poppler's `pdftoppm` and `pdftotext` (Debian package poppler-utils), fed through stdin and read from
 * stdout, so no copy of the document is written to a temporary file.
 */
export function createPopplerRenderer(options: PopplerOptions = {}): PdfRenderer {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const maxOutputBytes = options.maxOutputBytes ?? DEFAULT_MAX_OUTPUT_BYTES;
  const maxMemoryBytes = options.maxMemoryBytes ?? DEFAULT_MAX_MEMORY_BYTES;
  const run = (command: string, args: string[], input: Uint8Array) =>
    runTool(command, args, input, { timeoutMs, maxOutputBytes, maxMemoryBytes });

  return {
    async renderPage(pdf, page, renderOptions = {}) {
      assertPage(page);
      const dpi = Math.round(renderOptions.dpi ?? 72);
      if (!(dpi >= 10 && dpi <= 600)) throw new PdfRenderError('Resolution out of range');
      const args = ['-png', '-r', String(dpi), '-f', String(page), '-l', String(page), '-singlefile', '-'];
      const png = await run('pdftoppm', args, pdf);
      if (png.length === 0) throw new PdfRenderError(`The document has no page ${page}`);
      return png;
    },
    async extractText(pdf, page) {
      const range = page === undefined ? [] : (assertPage(page), ['-f', String(page), '-l', String(page)]);
      const text = await run('pdftotext', ['-layout', '-enc', 'UTF-8', ...range, '-', '-'], pdf);
      return Buffer.from(text).toString('utf8');
    },
  };
}

function assertPage(page: number): void {
  if (!Number.isInteger(page) || page < 1) throw new PdfRenderError('Pages are numbered from 1');
}

function runTool(
  command: string,
  args: string[],
  input: Uint8Array,
  limits: { timeoutMs: number; maxOutputBytes: number; maxMemoryBytes: number },
): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    // prlimit (util-linux) caps the tool's memory and CPU seconds, so a hostile page fails in the tool.
    const cpuSeconds = Math.max(1, Math.ceil(limits.timeoutMs / 1000));
    const child = spawn(
      'prlimit',
      [`--as=${limits.maxMemoryBytes}`, `--cpu=${cpuSeconds}`, '--', command, ...args],
      { stdio: ['pipe', 'pipe', 'pipe'] },
    );
    const chunks: Buffer[] = [];
    let size = 0;
    let failure: PdfRenderError | null = null;
    const fail = (message: string) => {
      failure ??= new PdfRenderError(message);
      child.kill('SIGKILL');
    };
    const timer = setTimeout(
      () => fail(`${command} took longer than ${limits.timeoutMs} ms`),
      limits.timeoutMs,
    );
    child.stdout.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limits.maxOutputBytes) fail(`${command} output is larger than allowed`);
      else chunks.push(chunk);
    });
    // Poppler's messages can quote the document's own text; they are not kept or logged.
    child.stderr.resume();
    child.on('error', (error: NodeJS.ErrnoException) =>
      fail(error.code === 'ENOENT' ? `prlimit is not installed (Debian package util-linux)` : error.message),
    );
    child.on('close', (code) => {
      clearTimeout(timer);
      if (failure) reject(failure);
      // prlimit answers 127 when the tool itself is missing.
      else if (code === 127)
        reject(new PdfRenderError(`${command} is not installed (Debian package poppler-utils)`));
      else if (code !== 0) reject(new PdfRenderError(`${command} could not read the document`));
      else resolve(new Uint8Array(Buffer.concat(chunks)));
    });
    // A tool that exits early (a damaged file) closes stdin; the write error is the same failure.
    child.stdin.on('error', () => {});
    child.stdin.end(input);
  });
}

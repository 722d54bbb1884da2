// Bundles the server's entry points. Workspace packages (@camino/*) export TypeScript source, so
// they are compiled in; every other package stays external and is loaded from node_modules.
import { rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('.', import.meta.url));

const externalPackages = {
  name: 'external-packages',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@camino/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

await rm(new URL('./dist', import.meta.url), { recursive: true, force: true });
const result = await build({
  absWorkingDir: root,
  // The file worker is loaded by a thread pool by file name, so it is an entry point of its own.
  entryPoints: {
    main: 'src/main.ts',
    worker: 'src/worker.ts',
    'file-worker': 'src/modules/documents/file-worker.ts',
  },
  outdir: 'dist',
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  logLevel: 'info',
  metafile: true,
  plugins: [externalPackages],
});
const outputs = Object.keys(result.metafile.outputs).filter((file) => file.endsWith('.js'));
process.stdout.write(`built ${outputs.join(', ')}\n`);

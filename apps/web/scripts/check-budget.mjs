// Fails when a page's first load exceeds its budget. Run after `npm run build -w @camino/web`.
// Prerendered public pages: their HTML (with the inline stylesheet) and the boot script's closure,
// 60 KB of script at most. Pages the app draws in the browser: the entry, the page chunk, its
// imports and the larger catalog, 150 KB at most.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const BUDGET_BYTES = 150 * 1024;
const PRERENDERED_SCRIPT_BUDGET = 60 * 1024;
const FIRST_ROUND_TRIP = 14 * 1024;
const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const dist = path.join(root, 'dist');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const gz = (file) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;

function closure(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return seen;
  seen.add(key);
  for (const dep of chunk.imports ?? []) closure(dep, seen);
  return seen;
}

const routeModules = readFileSync(path.join(root, 'src/app/route-modules.ts'), 'utf8');
const modules = Object.fromEntries(
  [...routeModules.matchAll(/^\s+'?([\w-]+)'?: \(\) => import\('\.\.\/([^']+)'\)/gm)].map((m) => [
    m[1],
    `src/${m[2]}.tsx`,
  ]),
);
const routeNamespaces = readFileSync(path.join(root, 'src/app/route-namespaces.ts'), 'utf8');
const namespaces = Object.fromEntries(
  [...routeNamespaces.matchAll(/^\s+'?([\w-]+)'?: \[([^\]]*)\]/gm)].map((m) => [
    m[1],
    [...m[2].matchAll(/'([\w-]+)'/g)].map((n) => n[1]),
  ]),
);
const namespaceSize = (namespace) =>
  Math.max(
    ...['en', 'es'].map((lang) => {
      const chunk = manifest[`src/locales/${lang}/${namespace}.json`];
      return chunk ? gz(chunk.file) : 0;
    }),
  );
const { ROUTES } = await import('@camino/contracts');
const entry = closure('index.html');
const catalog = Math.max(gz(manifest['src/locales/en.json'].file), gz(manifest['src/locales/es.json'].file));

let failed = false;
const prerendered = JSON.parse(readFileSync(path.join(dist, 'prerendered/manifest.json'), 'utf8')).pages;
const bootScript = [...closure('src/boot.ts')]
  .map((key) => manifest[key].file)
  .filter((file) => file.endsWith('.js'))
  .reduce((sum, file) => sum + gz(file), 0);
for (const [pathname, file] of Object.entries(prerendered)) {
  const html = gzipSync(readFileSync(path.join(dist, 'prerendered', file)), { level: 9 }).length;
  const line = `${pathname.padEnd(32)} HTML ${(html / 1024).toFixed(1)} KB${html > FIRST_ROUND_TRIP ? ' (more than the first round trip)' : ''}, script ${(bootScript / 1024).toFixed(1)} KB`;
  if (bootScript > PRERENDERED_SCRIPT_BUDGET) {
    failed = true;
    console.error(`${line}  over the ${PRERENDERED_SCRIPT_BUDGET / 1024} KB budget`);
  } else {
    console.log(line);
  }
}
const prerenderedPaths = new Set(
  Object.keys(prerendered).map((pathname) => pathname.replace(/^\/es(?=\/|$)/, '') || '/'),
);
for (const route of ROUTES.filter(
  (r) => (r.access === 'public' || r.id === 'pre-questionnaire') && !prerenderedPaths.has(r.path),
)) {
  const keys = closure(modules[route.id], new Set(entry));
  const js = [...keys].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));
  const content = (namespaces[route.id] ?? []).reduce((sum, namespace) => sum + namespaceSize(namespace), 0);
  const total = js.reduce((sum, file) => sum + gz(file), 0) + catalog + content;
  const line = `${route.path.padEnd(32)} ${(total / 1024).toFixed(1)} KB`;
  if (total > BUDGET_BYTES) {
    failed = true;
    console.error(`${line}  over the ${BUDGET_BYTES / 1024} KB budget`);
  } else {
    console.log(line);
  }
}
process.exit(failed ? 1 : 0);

// Fails when a public page's first load (entry, its page chunk, its imports and the larger catalog)
// exceeds the budget. Run after `npm run build -w @camino/web`.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const BUDGET_BYTES = 150 * 1024;
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
for (const route of ROUTES.filter((r) => r.access === 'public' || r.id === 'pre-questionnaire')) {
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

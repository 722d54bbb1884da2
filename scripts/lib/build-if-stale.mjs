// Builds the web app and the server bundle when a build is missing or older than its sources, so
// `npm start` works on a fresh clone and after a pull without a separate build step.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const IGNORED = new Set(['node_modules', 'dist', '.cache']);

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    if (IGNORED.has(entry) || entry.endsWith('.test.ts') || entry.endsWith('.test.tsx')) continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

const outputOf = (path) => (existsSync(path) ? statSync(path).mtimeMs : 0);

const targets = [
  {
    workspace: '@camino/web',
    // Written last by the build, after the public pages are prerendered.
    output: 'apps/web/dist/prerendered/manifest.json',
    sources: [
      'apps/web/src',
      'apps/web/public',
      'apps/web/scripts',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'packages',
    ],
  },
  {
    workspace: '@camino/server',
    output: 'apps/server/dist/main.js',
    sources: ['apps/server/src', 'apps/server/build.mjs', 'packages'],
  },
];

/** Returns the workspaces that were rebuilt. */
export function buildIfStale(root, { force = false, log = console.log } = {}) {
  const rebuilt = [];
  for (const target of targets) {
    const built = outputOf(join(root, target.output));
    const newest = Math.max(...target.sources.map((s) => newestMtime(join(root, s))));
    if (!force && built > 0 && built >= newest) continue;
    log(`Building ${target.workspace}…`);
    execFileSync('npm', ['run', 'build', '--silent', '-w', target.workspace], {
      cwd: root,
      stdio: 'inherit',
    });
    rebuilt.push(target.workspace);
  }
  return rebuilt;
}

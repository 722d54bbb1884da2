// Writes the public pages as HTML after `vite build` and `vite build --ssr`: each page in each
// language under dist/prerendered/, and a manifest the server reads (pages, and the hash of the
// inline stylesheet for its content security policy).
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const dist = path.join(root, 'dist');
const out = path.join(dist, 'prerendered');
const origin = process.env.VITE_PUBLIC_URL || 'http://localhost:3000';

const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const template = readFileSync(path.join(dist, 'index.html'), 'utf8');
const cssFile = /<link rel="stylesheet"[^>]*href="\/([^"]+)"/.exec(template)?.[1];
const bootFile = manifest['src/boot.ts']?.file;
const appFile = manifest['index.html']?.file;
if (!cssFile || !bootFile || !appFile)
  throw new Error('The client build has no stylesheet, boot or app script');
// The inline copy must not fetch its fonts or images relative to a page's own path.
const css = readFileSync(path.join(dist, cssFile), 'utf8').replace(/<\/style/gi, '<\\/style');

const ssr = await import(pathToFileURL(path.join(dist, '.ssr/render-page.js')).href);
rmSync(out, { recursive: true, force: true });
const pages = {};
const styleAttributes = new Set();
for (const page of ssr.prerenderedPages()) {
  const rendered = await ssr.renderPage(origin, page.pathname);
  const html = ssr.renderDocument(template, { ...rendered, guards: page.guards }, css, {
    boot: `/${bootFile}`,
    app: `/${appFile}`,
  });
  const file = ssr.prerenderedFile(page.pathname);
  mkdirSync(path.dirname(path.join(out, file)), { recursive: true });
  writeFileSync(path.join(out, file), html);
  pages[page.pathname] = file;
  for (const [, value] of rendered.body.matchAll(/ style="([^"]*)"/g)) styleAttributes.add(value);
}
const hash = (text) => `sha256-${createHash('sha256').update(text).digest('base64')}`;
const policy = { styleHashes: [hash(css)], styleAttributeHashes: [...styleAttributes].sort().map(hash) };
writeFileSync(path.join(out, 'manifest.json'), `${JSON.stringify({ pages, ...policy }, null, 2)}\n`);
console.log(`prerendered ${Object.keys(pages).length} pages`);

import type { PageLinks } from '../lib/seo-links';

export interface PageDocumentInput {
  /** The built index.html. */
  template: string;
  locale: string;
  /** The page's guards; the boot script starts the app at once unless it can tell they pass. */
  guards: readonly string[];
  title: string;
  description: string;
  links: PageLinks;
  /** The page's markup, as the app renders it into #root. */
  body: string;
  /** The built stylesheet, inlined so the first round trip paints the page. */
  css: string;
  /** The small script that starts the app; the full app is only imported by it. */
  bootScript: string;
  /** The app's entry script, which the boot script imports when the app is needed. */
  appScript: string;
  /** What the router needs to take over the markup without rendering it again. */
  hydrationData: unknown;
}

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
// JSON inside <script> must not close the element nor open a comment.
const scriptJson = (value: unknown) =>
  JSON.stringify(value ?? null)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

export const HYDRATION_DATA_ID = 'camino-hydration-data';

function replaceOnce(html: string, pattern: RegExp, replacement: string): string {
  if (!pattern.test(html)) throw new Error(`The page template has no ${pattern.source}`);
  return html.replace(pattern, () => replacement);
}

/**
 * One prerendered page: the built index.html with the page's language, head and markup, the
 * stylesheet inline and the app's entry script swapped for the boot script. Nothing else loads
 * before the page is painted.
 */
export function pageDocument(input: PageDocumentInput): string {
  const head = [
    `<title>${escapeText(input.title)}</title>`,
    `<meta name="description" content="${escapeAttribute(input.description)}" />`,
    `<link rel="canonical" href="${escapeAttribute(input.links.canonical)}" />`,
    ...input.links.alternates.map(
      ({ hreflang, href }) =>
        `<link rel="alternate" hreflang="${escapeAttribute(hreflang)}" href="${escapeAttribute(href)}" />`,
    ),
    `<meta name="camino-app" content="${escapeAttribute(input.appScript)}" />`,
    `<style>${input.css}</style>`,
  ].join('\n    ');
  let html = input.template;
  html = replaceOnce(
    html,
    /<html lang="[^"]*">/,
    `<html lang="${escapeAttribute(input.locale)}"${input.guards.length > 0 ? ` data-guards="${escapeAttribute(input.guards.join(' '))}"` : ''}>`,
  );
  html = replaceOnce(html, /<title>[^<]*<\/title>/, '');
  html = replaceOnce(html, /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/, '');
  html = html.replace(/\s*<link rel="modulepreload"[^>]*>/g, '');
  html = replaceOnce(html, /\s*<link rel="stylesheet"[^>]*>/, '');
  html = replaceOnce(
    html,
    /<script type="module"[^>]*src="[^"]*"[^>]*><\/script>/,
    `<script type="module" src="${escapeAttribute(input.bootScript)}"></script>`,
  );
  html = replaceOnce(html, /<\/head>/, `  ${head}\n  </head>`);
  html = replaceOnce(html, /\s*<noscript>[\s\S]*?<\/noscript>/, '');
  html = replaceOnce(
    html,
    /<div id="root"><\/div>/,
    `<div id="root">${input.body}</div>\n    <script type="application/json" id="${HYDRATION_DATA_ID}">${scriptJson(input.hydrationData)}</script>`,
  );
  return html;
}

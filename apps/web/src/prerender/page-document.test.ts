import { describe, expect, it } from 'vitest';
import { HYDRATION_DATA_ID, pageDocument } from './page-document';

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Camino · Prepare your immigration case</title>
    <meta
      name="description"
      content="Site description"
    />
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/jsx-runtime-abc.js">
    <link rel="stylesheet" crossorigin href="/assets/main-abc.css">
  </head>
  <body>
    <div id="root"></div>
    <noscript>Camino needs JavaScript to work.</noscript>
  </body>
</html>`;

const page = (overrides: Partial<Parameters<typeof pageDocument>[0]> = {}) =>
  pageDocument({
    template: TEMPLATE,
    locale: 'es',
    guards: [],
    title: 'Ayuda · Camino',
    description: 'Preguntas "frecuentes" & respuestas',
    links: {
      canonical: 'https://camino.example/es/help',
      alternates: [
        { hreflang: 'en', href: 'https://camino.example/help' },
        { hreflang: 'es', href: 'https://camino.example/es/help' },
      ],
    },
    body: '<main><h1>Ayuda</h1></main>',
    css: 'body{color:red}',
    bootScript: '/assets/boot-abc.js',
    appScript: '/assets/index-abc.js',
    hydrationData: { loaderData: { note: '</script><script>alert(1)</script>' } },
    ...overrides,
  });

describe('a prerendered page document', () => {
  it('carries the page language, title, description and links in its head', () => {
    const html = page();
    expect(html).toContain('<html lang="es">');
    expect(html).toContain('<title>Ayuda · Camino</title>');
    expect(html).toContain('content="Preguntas &quot;frecuentes&quot; &amp; respuestas"');
    expect(html).toContain('<link rel="canonical" href="https://camino.example/es/help" />');
    expect(html).toContain('<link rel="alternate" hreflang="en" href="https://camino.example/help" />');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).not.toContain('Site description');
  });

  it('paints from the first response: stylesheet inline, no preloaded or blocking script', () => {
    const html = page();
    expect(html).toContain('<style>body{color:red}</style>');
    expect(html).not.toContain('main-abc.css');
    expect(html).not.toContain('modulepreload');
    expect(html).not.toContain('src="/assets/index-abc.js"');
    expect(html).toContain('<script type="module" src="/assets/boot-abc.js"></script>');
    expect(html).toContain('<meta name="camino-app" content="/assets/index-abc.js" />');
    expect(html).not.toContain('<noscript>');
  });

  it('puts the markup in #root and router data no page text can break out of', () => {
    const html = page();
    expect(html).toContain('<div id="root"><main><h1>Ayuda</h1></main></div>');
    const data = new RegExp(`<script type="application/json" id="${HYDRATION_DATA_ID}">(.*)</script>`).exec(
      html,
    );
    expect(data?.[1]).not.toContain('</script>');
    expect(JSON.parse(data![1]!)).toEqual({ loaderData: { note: '</script><script>alert(1)</script>' } });
  });

  it('names the guards of a page, which the boot script checks before the app runs', () => {
    expect(page({ guards: ['temp-auth', 'elegible'] })).toContain(
      '<html lang="es" data-guards="temp-auth elegible">',
    );
    expect(page()).not.toContain('data-guards');
  });

  it('fails loudly when the built template changes shape', () => {
    expect(() => page({ template: TEMPLATE.replace('<div id="root"></div>', '<main></main>') })).toThrow(
      /root/,
    );
  });
});

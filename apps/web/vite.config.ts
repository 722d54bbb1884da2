import { fileURLToPath } from 'node:url';
import { defineConfig, runnerImport, type Plugin } from 'vite';
import type * as Sitemap from './src/lib/sitemap';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const buildId =
  process.env.CAMINO_BUILD_ID || `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
const builtAt = new Date().toISOString();
const publicOrigin = process.env.VITE_PUBLIC_URL || 'http://localhost:3000';

/** Writes builds/latest.json so running tabs can notice a newer deployment. */
function buildManifest(): Plugin {
  return {
    name: 'camino-build-manifest',
    apply: 'build',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'builds/latest.json',
        source: `${JSON.stringify({ id: buildId, builtAt })}\n`,
      });
    },
  };
}

/** Writes robots.txt and sitemap.xml from the route table, for the address the site is published at. */
function searchEngineFiles(origin: string): Plugin {
  return {
    name: 'camino-search-engine-files',
    apply: 'build',
    async generateBundle() {
      // The generator reads the route table from TypeScript sources, which Node cannot import itself.
      const { module } = await runnerImport<typeof Sitemap>(
        fileURLToPath(new URL('./src/lib/sitemap.ts', import.meta.url)),
        { configFile: false, logLevel: 'warn' },
      );
      const { robotsTxt, sitemapXml } = module;
      this.emitFile({ type: 'asset', fileName: 'robots.txt', source: robotsTxt(origin) });
      this.emitFile({ type: 'asset', fileName: 'sitemap.xml', source: sitemapXml(origin) });
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    tailwindcss(),
    ...(isSsrBuild ? [] : [buildManifest(), searchEngineFiles(publicOrigin)]),
  ],
  define: {
    'import.meta.env.CAMINO_BUILD_ID': JSON.stringify(buildId),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
    sourcemap: false,
    // Read by scripts/check-budget.mjs to know what each page loads first.
    manifest: true,
    rolldownOptions: {
      // The app's shell, and the small script prerendered pages load instead (see scripts/prerender.mjs).
      ...(isSsrBuild ? {} : { input: { index: 'index.html', boot: 'src/boot.ts' } }),
      treeshake: {
        // The shared contracts only declare constants and schemas; the browser keeps just what it imports.
        moduleSideEffects: (id) => (id.includes('/packages/contracts/src/') ? false : undefined),
      },
    },
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
}));

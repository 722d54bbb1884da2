import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const buildId =
  process.env.CAMINO_BUILD_ID || `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
const builtAt = new Date().toISOString();

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

export default defineConfig({
  plugins: [react(), tailwindcss(), buildManifest()],
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
      treeshake: {
        // The shared contracts only declare constants and schemas; the browser keeps just what it imports.
        moduleSideEffects: (id) => (id.includes('/packages/contracts/src/') ? false : undefined),
      },
    },
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
});

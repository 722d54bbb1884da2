import { defineConfig } from 'vitest/config';

// Each workspace owns its test setup; the root only lists them so one command runs every file.
export default defineConfig({
  test: {
    projects: ['packages/*', 'apps/server', 'apps/web', 'content'],
  },
});

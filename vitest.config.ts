import { defineConfig } from 'vitest/config';

// Each workspace owns its test setup; the root only lists them so one command runs every file.
export default defineConfig({
  test: {
    projects: ['packages/*', 'apps/server', 'apps/web', 'content'],
    // Vitest's default on a two-core machine is one worker, which leaves a core idle while a file
    // waits on the database, a child process or a PDF renderer.
    maxWorkers: 3,
  },
});

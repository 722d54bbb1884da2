import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'content', include: ['**/*.test.ts'], exclude: ['node_modules/**'] },
});

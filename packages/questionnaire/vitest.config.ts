import { defineProject } from 'vitest/config';

export default defineProject({ test: { name: 'questionnaire', include: ['src/**/*.test.ts'] } });

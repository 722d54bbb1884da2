import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineProject({
  plugins: [react()],
  define: {
    'import.meta.env.CAMINO_BUILD_ID': JSON.stringify('test-build'),
  },
  test: {
    name: 'web',
    environment: 'happy-dom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    // Screens typed through user-event run for seconds on a busy two-core CI machine.
    testTimeout: 20_000,
  },
});

import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { initI18nForTests } from './i18n-for-tests';

initI18nForTests();

// findBy and waitFor wait 1 s by default; a screen whose route chunk and catalogs load lazily can take
// longer on a machine running other test files at the same time.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
});

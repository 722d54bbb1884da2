import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { initI18nForTests } from './i18n-for-tests';

initI18nForTests();

afterEach(() => {
  cleanup();
});

import { devices } from '@playwright/test';
import { VAWA_SPOUSE } from '../../support/eligibility';
import { test } from '../../support/test';
import {
  checkPackage,
  declarationHandlers,
  documentHandlers,
  followNextSteps,
  legalHandlers,
  openHome,
  payAndSign,
  screen,
  shot,
  signUp,
  submitReviewApprove,
} from './steps';

test.use({ ...devices['Pixel 7'], viewport: { width: 390, height: 844 } });

test('VAWA self-petition of an abused spouse, in Spanish on a phone, from the home page to the package', async ({
  page,
}, testInfo) => {
  await openHome(page, 'es');
  await screen(page, 'es', VAWA_SPOUSE);
  await shot(page, testInfo, 'outcome');
  await signUp(page, 'es', { first: 'Rosa', last: 'Martínez' });
  await payAndSign(page, 'es');
  await shot(page, testInfo, 'start-application');
  await page.getByTestId('start-application').click();
  await followNextSteps(
    page,
    'es',
    { ...documentHandlers('es', {}), ...legalHandlers(), ...declarationHandlers('es') },
    testInfo,
  );
  await submitReviewApprove(page, 'es', testInfo);
  await checkPackage(page, { forms: ['I-360'], spanish: true });
});

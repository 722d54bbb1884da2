import { devices } from '@playwright/test';
import { T_VISA } from '../../support/eligibility';
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

test.use({ ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } });

test('T visa of a trafficking survivor, in English on a desktop, from the home page to the package', async ({
  page,
}, testInfo) => {
  await openHome(page, 'en');
  await screen(page, 'en', T_VISA);
  await shot(page, testInfo, 'outcome');
  await signUp(page, 'en', { first: 'Amina', last: 'Diallo' });
  await payAndSign(page, 'en');
  await shot(page, testInfo, 'start-application');
  await page.getByTestId('start-application').click();
  await followNextSteps(
    page,
    'en',
    { ...documentHandlers('en', {}), ...legalHandlers(), ...declarationHandlers('en') },
    testInfo,
  );
  await submitReviewApprove(page, 'en', testInfo);
  await checkPackage(page, { forms: ['I-914'], spanish: false });
});

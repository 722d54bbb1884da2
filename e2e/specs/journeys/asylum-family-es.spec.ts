import { devices } from '@playwright/test';
import { ASYLUM_SEEKER, monthsAgo } from '../../support/eligibility';
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

const PASSPORT = [
  'PASAPORTE PASSPORT',
  'P<GTMGOMEZ<LOPEZ<<MARIA<JOSE<<<<<<<<<<<<<<<<',
  'A123456780GTM9005154F3001012<<<<<<<<<<<<<<00',
];

test('asylum with her husband and daughter, in Spanish on a phone, from the home page to the package', async ({
  page,
}, testInfo) => {
  await openHome(page, 'es');
  await screen(page, 'es', { ...ASYLUM_SEEKER, last_arrival_date: monthsAgo(10) });
  await shot(page, testInfo, 'outcome');
  await signUp(page, 'es', { first: 'María José', last: 'Gómez' });
  await payAndSign(page, 'es', {
    spouse: { firstName: 'Luis', lastName: 'Gómez', month: '3', day: '9', year: '1986', married: true },
    children: [
      { firstName: 'Sofía', lastName: 'Gómez', month: '7', day: '21', year: '2015', married: false },
    ],
  });
  await shot(page, testInfo, 'start-application');
  await page.getByTestId('start-application').click();
  await followNextSteps(
    page,
    'es',
    {
      ...documentHandlers('es', { 'principal:passport': PASSPORT }),
      ...legalHandlers(),
      ...declarationHandlers('es'),
    },
    testInfo,
  );
  await submitReviewApprove(page, 'es', testInfo);
  await checkPackage(page, { forms: ['I-589'], spanish: true });
});

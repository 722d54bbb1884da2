import { devices } from '@playwright/test';
import { ASYLUM_SEEKER, monthsAgo } from '../../support/eligibility';
import { test } from '../../support/test';
import { offers, openHome, payAndSign, screen, shot, signUp } from './steps';

test.use({ ...devices['Pixel 7'], viewport: { width: 390, height: 844 } });

test('asylum with her husband and daughter, in Spanish on a phone, from the home page to the package', async ({
  page,
}, testInfo) => {
  await openHome(page, 'es');
  await screen(page, 'es', { ...ASYLUM_SEEKER, last_arrival_date: monthsAgo(10) });
  await shot(page, testInfo, 'outcome');
  await signUp(page, 'es', { first: 'María José', last: 'Gómez' });
  await payAndSign(page, 'es', {
    spouse: { firstName: 'Luis', lastName: 'Gómez', month: '3', day: '9', year: '1986', married: true },
    children: [{ firstName: 'Sofía', lastName: 'Gómez', month: '7', day: '21', year: '2015', married: false }],
  });
  await shot(page, testInfo, 'start-application');
  await page.getByTestId('start-application').click();
  await page.waitForTimeout(3000);
  await shot(page, testInfo, 'after-start');
  await offers(page);
  await page.getByRole('link', { name: 'Mi caso' }).click();
  await page.waitForTimeout(3000);
  await shot(page, testInfo, 'dashboard');
  await offers(page);
});

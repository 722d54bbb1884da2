import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { splitLocale } from '@camino/contracts';
import { i18n } from '../../lib/i18n';
import { readInvitation } from '../../lib/invitation/invitation-store';
import { resetSessionManager } from '../../lib/session/session-store';
import { mockApi } from '../../test/mock-api';
import { setUpPaymentScreenTests } from '../../test/payment-screen-support';
import enReferral from '../../locales/en/referral.json';
import esReferral from '../../locales/es/referral.json';
import ReferralReportSaleSuccessScreen from './referral-report-sale-success-screen';
import ReferralScreen from './referral-screen';

async function renderAt(Screen: () => React.ReactNode, path: string) {
  i18n.addResourceBundle('en', 'referral', enReferral, true, true);
  i18n.addResourceBundle('es', 'referral', esReferral, true, true);
  await i18n.changeLanguage(splitLocale(path.split('?')[0]!).locale);
  const router = createMemoryRouter([{ path: '*', Component: Screen }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

function signIn() {
  sessionStorage.setItem(
    'camino.auth',
    JSON.stringify({ token: 'access-token', tokenExpiration: Date.now() + 600_000 }),
  );
  resetSessionManager();
}

describe('the referral page', () => {
  setUpPaymentScreenTests({ signedIn: false });

  it('welcomes a visitor invited by a partner in Spanish, keeps the code and leads to the questionnaire', async () => {
    mockApi({
      'GET /api/referrals/codes/cmty2626': () => ({ valid: true, partnerName: 'Community Legal Clinic' }),
    });
    await renderAt(ReferralScreen, '/es/referral?code=cmty2626');
    expect(
      await screen.findByText('Community Legal Clinic le invitó a preparar su caso con Camino.'),
    ).toBeVisible();
    expect(screen.getByText(esReferral.invited.private)).toBeVisible();
    expect(screen.getByTestId('invitation-start')).toHaveAttribute('href', '/es/pre-questionnaire');
    expect(readInvitation()).toMatchObject({ code: 'CMTY2626', partnerName: 'Community Legal Clinic' });
  });

  it('says plainly when the link is not valid, and still lets the visitor start', async () => {
    mockApi({ 'GET /api/referrals/codes/NOPE': () => ({ valid: false, partnerName: null }) });
    await renderAt(ReferralScreen, '/referral?code=NOPE');
    expect(await screen.findByTestId('invitation-invalid')).toHaveTextContent(enReferral.invited.invalid);
    expect(screen.getByTestId('invitation-start')).toBeVisible();
    expect(readInvitation()).toBeNull();
  });

  it('shows a signed-in applicant their link and counts, never who joined', async () => {
    signIn();
    mockApi({
      'GET /api/referrals/mine': () => ({
        code: 'ABCD2345',
        joined: 2,
        casesStarted: 1,
        lastCaseStartedAt: null,
      }),
    });
    await renderAt(ReferralScreen, '/referral');
    expect(await screen.findByTestId('invitation-code')).toHaveTextContent('ABCD2345');
    expect(screen.getByTestId('invitation-link')).toHaveTextContent(/\/referral\?code=ABCD2345$/);
    expect(screen.getByTestId('invitation-joined')).toHaveTextContent(
      '2 people created an account with your link.',
    );
    expect(screen.getByTestId('invitation-started')).toHaveTextContent('1 of them started their case.');
    expect(screen.getByRole('link', { name: enReferral.share.seeCases })).toHaveAttribute(
      'href',
      '/referral/report-sale-success',
    );
  });

  it('offers to try again when the invitation cannot be loaded', async () => {
    signIn();
    let fail = true;
    mockApi({
      'GET /api/referrals/mine': () =>
        fail
          ? { status: 503, body: { code: 'UNAVAILABLE' } }
          : { code: 'ABCD2345', joined: 0, casesStarted: 0, lastCaseStartedAt: null },
    });
    await renderAt(ReferralScreen, '/referral');
    expect(await screen.findByTestId('invitation-load-failed', {}, { timeout: 5000 })).toBeVisible();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: enReferral.share.retry }));
    expect(await screen.findByTestId('invitation-joined')).toHaveTextContent(enReferral.share.noneJoined);
  });
});

describe('the cases started through a link', () => {
  setUpPaymentScreenTests({ signedIn: false });

  it('says none yet instead of claiming a case that did not start', async () => {
    signIn();
    mockApi({
      'GET /api/referrals/mine': () => ({
        code: 'ABCD2345',
        joined: 1,
        casesStarted: 0,
        lastCaseStartedAt: null,
      }),
    });
    await renderAt(ReferralReportSaleSuccessScreen, '/referral/report-sale-success');
    expect(await screen.findByTestId('sales-none')).toHaveTextContent(enReferral.sales.none);
  });

  it('counts the cases started and the latest date', async () => {
    signIn();
    mockApi({
      'GET /api/referrals/mine': () => ({
        code: 'ABCD2345',
        joined: 3,
        casesStarted: 2,
        lastCaseStartedAt: '2026-11-20T15:00:00.000Z',
      }),
    });
    await renderAt(ReferralReportSaleSuccessScreen, '/referral/report-sale-success');
    const banner = await screen.findByTestId('sales-started');
    expect(banner).toHaveTextContent('2 people you invited started their case.');
    expect(banner).toHaveTextContent('November 20, 2026');
  });

  it('asks someone signed out to log in, and stays a page of its own', async () => {
    mockApi({});
    await renderAt(ReferralReportSaleSuccessScreen, '/es/referral/report-sale-success');
    expect(await screen.findByText(esReferral.sales.signedOut)).toBeVisible();
    expect(screen.getByRole('link', { name: esReferral.sales.logIn })).toHaveAttribute(
      'href',
      `/es/login?next=${encodeURIComponent('/es/referral/report-sale-success')}`,
    );
  });
});

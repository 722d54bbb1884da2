import { HEALTH_DISCLOSURE_VERSION, type HealthReferral, splitLocale } from '@camino/contracts';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { resetSessionManager } from '../../lib/session/session-store';
import enPartners from '../../locales/en/partners.json';
import esPartners from '../../locales/es/partners.json';
import { mockApi } from '../../test/mock-api';
import AnnouncementsStScreen from './announcements-st-screen';
import ConfirmationStScreen from './confirmation-st-screen';
import SubmissionErrorStScreen from './submission-error-st-screen';

async function renderAt(Screen: () => React.ReactNode, path: string) {
  i18n.addResourceBundle('en', 'partners', enPartners, true, true);
  i18n.addResourceBundle('es', 'partners', esPartners, true, true);
  await i18n.changeLanguage(splitLocale(path).locale);
  const router = createMemoryRouter([{ path: '*', Component: Screen }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

const referral = (overrides: Partial<HealthReferral> = {}): HealthReferral => ({
  disclosureVersion: HEALTH_DISCLOSURE_VERSION,
  status: 'none',
  shared: {
    name: 'Ana Pérez',
    email: null,
    phone: '+12025550123',
    caseType: 'vawasp',
    declarationExcerpt: null,
  },
  consentedAt: null,
  sentAt: null,
  ...overrides,
});

describe('the health-assessment partner pages', () => {
  beforeEach(() => {
    sessionStorage.setItem(
      'camino.auth',
      JSON.stringify({ token: 'access-token', tokenExpiration: Date.now() + 600_000 }),
    );
    resetSessionManager();
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    sessionStorage.clear();
    await i18n.changeLanguage('en');
  });

  it('names what will be shared and sends nothing until the applicant ticks the authorization', async () => {
    const sent: Record<string, unknown>[] = [];
    mockApi({
      'GET /api/salud-total/referral': () => referral(),
      'POST /api/salud-total/refer-client': (body) => {
        sent.push(body);
        return referral({ status: 'sent', sentAt: '2026-11-26T00:00:00.000Z' });
      },
    });
    const user = userEvent.setup();
    const router = await renderAt(AnnouncementsStScreen, '/announcements-st');
    await user.click(await screen.findByTestId('health-start'));

    const shared = await screen.findByTestId('health-shared-data');
    expect(shared).toHaveTextContent('Ana Pérez');
    expect(shared).toHaveTextContent('+12025550123');
    expect(shared).toHaveTextContent(enPartners.caseTypes.vawasp);
    expect(screen.getByTestId('health-authorize')).toBeDisabled();

    await user.type(screen.getByLabelText(enPartners.modal.excerptLabel), 'He hit me in 2024.');
    expect(shared).toHaveTextContent('He hit me in 2024.');
    await user.click(screen.getByLabelText(enPartners.modal.consent));
    await user.click(screen.getByTestId('health-authorize'));

    await waitFor(() => expect(router.state.location.pathname).toBe('/confirmation-st'));
    expect(sent).toEqual([
      {
        authorized: true,
        disclosureVersion: HEALTH_DISCLOSURE_VERSION,
        declarationExcerpt: 'He hit me in 2024.',
      },
    ]);
  });

  it('goes to the error page when the partner is down, where a retry sends the same choices', async () => {
    let partnerUp = false;
    const sent: Record<string, unknown>[] = [];
    mockApi({
      'GET /api/salud-total/referral': () =>
        referral({
          status: 'failed',
          consentedAt: '2026-11-26T00:00:00.000Z',
          shared: { ...referral().shared, declarationExcerpt: 'Me golpeó en 2024.' },
        }),
      'POST /api/salud-total/refer-client': (body) => {
        sent.push(body);
        return partnerUp
          ? referral({ status: 'sent' })
          : { status: 503, body: { status: 503, code: 'UNAVAILABLE', reason: 'healthPartner.unavailable' } };
      },
    });
    const user = userEvent.setup();
    const router = await renderAt(SubmissionErrorStScreen, '/es/submission-error-st');
    expect(await screen.findByText('Me golpeó en 2024.')).toBeVisible();
    expect(screen.getByRole('link', { name: esPartners.error.helpLink })).toHaveAttribute('href', '/es/help');

    await user.click(screen.getByTestId('health-retry'));
    expect(await screen.findByRole('alert')).toHaveTextContent(esPartners.error.failedAgain);
    expect(router.state.location.pathname).toBe('/es/submission-error-st');

    partnerUp = true;
    await user.click(screen.getByTestId('health-retry'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/es/confirmation-st'));
    expect(sent.map((body) => body.declarationExcerpt)).toEqual(['Me golpeó en 2024.', 'Me golpeó en 2024.']);
  });

  it('never says the information was sent when nothing was, and leads to where the referral stands', async () => {
    mockApi({ 'GET /api/salud-total/referral': () => referral() });
    await renderAt(ConfirmationStScreen, '/es/confirmation-st');
    expect(await screen.findByTestId('health-referral-elsewhere')).toHaveTextContent(
      esPartners.moment.notAskedTitle,
    );
    expect(screen.queryByTestId('health-confirmation')).toBeNull();
    expect(screen.getByRole('link', { name: esPartners.moment.notAskedLink })).toHaveAttribute(
      'href',
      '/es/announcements-st',
    );
  });

  it('does not report an error for a referral that was sent', async () => {
    mockApi({
      'GET /api/salud-total/referral': () =>
        referral({
          status: 'sent',
          consentedAt: '2026-11-25T10:00:00.000Z',
          sentAt: '2026-11-25T10:00:01.000Z',
        }),
    });
    await renderAt(SubmissionErrorStScreen, '/submission-error-st');
    expect(await screen.findByTestId('health-referral-elsewhere')).toHaveTextContent(
      enPartners.moment.alreadySentTitle,
    );
    expect(screen.queryByTestId('health-retry')).toBeNull();
  });
});

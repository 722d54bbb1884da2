import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { mockApi, renderScreen, resetTestState, useSignedInSession } from '../../test/payment-screen-support';
import PreloadSalesforceScreen from './preload-salesforce-screen';

describe('PreloadSalesforceScreen', () => {
  beforeEach(resetTestState);
  afterEach(async () => {
    vi.unstubAllGlobals();
    await i18n.changeLanguage('en');
  });

  it('moves a signed-in applicant on to where the navigation rules say their case stands', async () => {
    useSignedInSession();
    mockApi({
      'GET /api/param-navigation-rules': () => ({
        route: '/document-landing',
        hasCorrectionRequest: false,
        isFinalReview: false,
        access: { paid: true, canAccessPayment: true, canAccessMyCase: true },
      }),
    });
    const router = await renderScreen(PreloadSalesforceScreen, '/es/preload-salesforce');
    await waitFor(() => expect(router.state.location.pathname).toBe('/es/document-landing'));
  });

  it('asks someone not signed in to log in, coming back here', async () => {
    useSignedInSession(false);
    mockApi({});
    await renderScreen(PreloadSalesforceScreen, '/preload-salesforce');
    expect(await screen.findByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/login?next=%2Fpreload-salesforce',
    );
  });
});

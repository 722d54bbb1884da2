import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  mockApi,
  renderScreen,
  setUpPaymentScreenTests,
  useSignedInSession,
} from '../../test/payment-screen-support';
import PreloadSalesforceScreen from './preload-salesforce-screen';

describe('PreloadSalesforceScreen', () => {
  setUpPaymentScreenTests();

  it('moves a signed-in applicant on to where the navigation rules say their case stands', async () => {
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

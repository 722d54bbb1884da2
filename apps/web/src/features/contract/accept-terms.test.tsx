import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { renderAt } from '../../test/render';
import { AcceptTerms } from './accept-terms';
import { bodyOf, callsOf, CURRENT_TERMS, mockApi } from './test-support';

beforeEach(() => i18n.changeLanguage('en'));
afterEach(() => vi.unstubAllGlobals());

describe('AcceptTerms', () => {
  it('shows both documents and asks for consent before calling the API', async () => {
    const acceptance = {
      termsVersion: '2026-11-21',
      privacyVersion: '2026-11-20',
      acceptedAt: '2026-11-21T10:00:00Z',
    };
    const fetchMock = mockApi({
      'GET /api/terms/current': () => CURRENT_TERMS,
      'POST /api/terms/accept': () => acceptance,
    });
    const onAccepted = vi.fn();
    renderAt(<AcceptTerms onAccepted={onAccepted} />, '/success-pay');

    expect(await screen.findByText('Terms of Use')).toBeInTheDocument();
    expect(screen.getByText('Privacy Policy')).toBeInTheDocument();
    expect(screen.getByText('Version 2026-11-21')).toBeInTheDocument();

    fireEvent.click(screen.getByTestId('accept-terms-submit'));
    expect(await screen.findAllByText('Check this box to continue.')).toHaveLength(2);
    expect(screen.getByTestId('consent-terms')).toHaveFocus();
    expect(callsOf(fetchMock)).not.toContain('POST /api/terms/accept');

    fireEvent.click(screen.getByTestId('consent-terms'));
    fireEvent.click(screen.getByTestId('accept-terms-submit'));
    expect(screen.getByTestId('consent-privacy')).toHaveFocus();
    expect(callsOf(fetchMock)).not.toContain('POST /api/terms/accept');

    fireEvent.click(screen.getByTestId('consent-privacy'));
    fireEvent.click(screen.getByTestId('accept-terms-submit'));
    await waitFor(() => expect(onAccepted).toHaveBeenCalledWith(acceptance));
    expect(bodyOf(fetchMock, 'POST /api/terms/accept')).toEqual({
      termsVersion: '2026-11-21',
      privacyVersion: '2026-11-20',
    });
  });

  it('says in Spanish when the terms changed meanwhile, and asks again', async () => {
    await i18n.changeLanguage('es');
    mockApi({
      'GET /api/terms/current': () => CURRENT_TERMS,
      'POST /api/terms/accept': () => ({
        status: 409,
        body: { status: 409, code: 'CONFLICT', reason: 'termsVersion' },
      }),
    });
    const onAccepted = vi.fn();
    renderAt(<AcceptTerms onAccepted={onAccepted} />, '/es/success-pay');
    expect(await screen.findByText('Términos de uso')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('consent-terms'));
    fireEvent.click(screen.getByTestId('consent-privacy'));
    fireEvent.click(screen.getByTestId('accept-terms-submit'));
    expect(await screen.findByTestId('accept-terms-error')).toHaveTextContent(
      'Los términos se actualizaron mientras los leía.',
    );
    await waitFor(() => expect(screen.getByTestId('consent-terms')).not.toBeChecked());
    expect(onAccepted).not.toHaveBeenCalled();
  });
});

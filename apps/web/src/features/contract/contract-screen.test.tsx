import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { renderAt } from '../../test/render';
import ContractScreen from './contract-screen';
import { bodyOf, callsOf, FakeSignaturePad, mockApi } from './test-support';

vi.mock('signature_pad', async () => ({ default: (await import('./test-support')).FakeSignaturePad }));

beforeEach(() => i18n.changeLanguage('en'));
afterEach(() => vi.unstubAllGlobals());

const signed = {
  signed: true,
  contractVersion: '2026-11-21',
  signedAt: '2026-11-21T10:00:00Z',
  locale: 'en',
  sha256: 'a'.repeat(64),
  sizeBytes: 1234,
};

function renderContract() {
  return renderAt(
    <Routes>
      <Route path="/contract" element={<ContractScreen />} />
      <Route path="/start-application" element={<p>Start application page</p>} />
    </Routes>,
    '/contract',
  );
}

describe('the contract screen', () => {
  it('asks for the important considerations before the signature, then signs and moves on', async () => {
    const fetchMock = mockApi({
      'GET /api/contract/current': () => ({ version: '2026-11-21' }),
      'GET /api/mycase/find-contract': () => ({ signed: false }),
      'POST /api/contract/sign': () => signed,
      'GET /api/param-navigation-rules': () => ({
        route: '/start-application',
        hasCorrectionRequest: false,
        isFinalReview: false,
        access: { paid: true, canAccessPayment: false, canAccessMyCase: true },
      }),
    });
    renderContract();
    const proceed = await screen.findByTestId('contract-continue');
    await waitFor(() => expect(proceed).toBeEnabled());
    expect(screen.queryByTestId('signature-canvas')).not.toBeInTheDocument();

    fireEvent.click(proceed);
    const modal = screen.getByTestId('considerations-modal') as HTMLDialogElement;
    expect(modal.open).toBe(true);
    expect(modal).toHaveTextContent('No lawyer will review your case.');

    fireEvent.click(screen.getByTestId('considerations-modal-confirm'));
    expect(modal.open).toBe(true);
    expect(screen.getByText('Check the box to confirm.')).toBeInTheDocument();
    expect(screen.queryByTestId('signature-canvas')).not.toBeInTheDocument();

    fireEvent.click(screen.getByTestId('considerations-checkbox'));
    fireEvent.click(screen.getByTestId('considerations-modal-confirm'));
    await waitFor(() => expect(modal.open).toBe(false));
    expect(await screen.findByTestId('signature-canvas')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Sign the contract' })).toHaveFocus();

    act(() => FakeSignaturePad.last!.drawStroke());
    fireEvent.click(screen.getByTestId('signature-sign'));
    expect(await screen.findByText('Start application page')).toBeInTheDocument();
    expect(bodyOf(fetchMock, 'POST /api/contract/sign')).toEqual({
      signaturePng: 'data:image/png;base64,iVBORw0KGgo=',
      acknowledgedConsiderations: true,
      contractVersion: '2026-11-21',
      lang: 'en',
    });
  });

  it('dismissing the considerations does not open the signature', async () => {
    const fetchMock = mockApi({
      'GET /api/contract/current': () => ({ version: '2026-11-21' }),
      'GET /api/mycase/find-contract': () => ({ signed: false }),
    });
    renderContract();
    const proceed = await screen.findByTestId('contract-continue');
    await waitFor(() => expect(proceed).toBeEnabled());
    fireEvent.click(proceed);
    fireEvent.click(screen.getByTestId('considerations-modal-cancel'));
    expect((screen.getByTestId('considerations-modal') as HTMLDialogElement).open).toBe(false);
    expect(screen.queryByTestId('signature-canvas')).not.toBeInTheDocument();
    expect(callsOf(fetchMock)).not.toContain('POST /api/contract/sign');
  });

  it('shows a signature error in the language of the page', async () => {
    await i18n.changeLanguage('es');
    mockApi({
      'GET /api/contract/current': () => ({ version: '2026-11-21' }),
      'GET /api/mycase/find-contract': () => ({ signed: false }),
      'POST /api/contract/sign': () => ({
        status: 400,
        body: { status: 400, code: 'VALIDATION', errors: [{ path: 'body.signaturePng', message: 'blank' }] },
      }),
    });
    renderAt(<ContractScreen />, '/es/contract');
    const proceed = await screen.findByTestId('contract-continue');
    await waitFor(() => expect(proceed).toBeEnabled());
    fireEvent.click(proceed);
    fireEvent.click(screen.getByTestId('considerations-checkbox'));
    fireEvent.click(screen.getByTestId('considerations-modal-confirm'));
    await screen.findByTestId('signature-canvas');
    act(() => FakeSignaturePad.last!.drawStroke());
    fireEvent.click(screen.getByTestId('signature-sign'));
    expect(await screen.findByTestId('contract-error')).toHaveTextContent('No pudimos leer su firma.');
  });
});

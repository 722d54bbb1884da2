import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { renderAt } from '../../test/render';
import { SignedContractCard } from './signed-contract-card';
import { mockApi } from './test-support';

beforeEach(() => i18n.changeLanguage('en'));
afterEach(() => vi.unstubAllGlobals());

describe('SignedContractCard', () => {
  it('shows when the contract was signed, with view and download', async () => {
    mockApi({
      'GET /api/mycase/find-contract': () => ({
        signed: true,
        contractVersion: '2026-11-21',
        signedAt: '2026-11-21T15:00:00Z',
        locale: 'en',
        sha256: 'b'.repeat(64),
        sizeBytes: 2048,
      }),
    });
    renderAt(<SignedContractCard />, '/my-profile');
    expect(await screen.findByText('Signed on November 21, 2026')).toBeInTheDocument();
    expect(screen.getByTestId('contract-view')).toBeEnabled();
    expect(screen.getByTestId('contract-file-download')).toBeEnabled();
  });

  it('says so, in Spanish, while the contract is not signed', async () => {
    await i18n.changeLanguage('es');
    mockApi({ 'GET /api/mycase/find-contract': () => ({ signed: false }) });
    renderAt(<SignedContractCard />, '/es/my-profile');
    expect(await screen.findByText('Aún no ha firmado su contrato.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir al contrato' })).toHaveAttribute('href', '/es/contract');
    expect(screen.queryByTestId('contract-view')).not.toBeInTheDocument();
  });
});

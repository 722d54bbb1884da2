import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { resetSessionManager } from '../../lib/session/session-store';
import CongratulationsScreen from './congratulations-screen';
import DownloadCaseScreen from './download-case-screen';
import { dashboardAt, mockApi, renderScreen } from '../../test/case-screen-support';

// The package itself is the review's, handed in by the route; here only the gate around it matters.
const DownloadCase = () => (
  <DownloadCaseScreen>
    <p>The package and its parts</p>
  </DownloadCaseScreen>
);

beforeEach(() => {
  window.sessionStorage.clear();
  window.localStorage.clear();
  resetSessionManager();
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('pages that depend on the case state', () => {
  it('does not say the package is ready at 0 %: it says where the applicant is and what to do', async () => {
    mockApi({ 'GET /api/dashboard': () => dashboardAt({}) });
    await renderScreen(DownloadCase, '/es/download-case');
    const notYet = await screen.findByTestId('not-yet');
    expect(notYet).toHaveTextContent('El paquete de su caso todavía no está listo');
    expect(notYet).not.toHaveTextContent(/está listo para descargar/);
    expect(within(notYet).getByTestId('where-you-are')).toHaveTextContent(
      'Usted está subiendo sus documentos y completando su información.',
    );
    expect(within(notYet).getByTestId('next-step-action')).toHaveAttribute('href', '/es/document-landing');
  });

  it('does not congratulate a case that has not been sent', async () => {
    mockApi({ 'GET /api/dashboard': () => dashboardAt({ step: 'preparing', stage: 'preparing' }) });
    await renderScreen(CongratulationsScreen, '/congratulations');
    const notYet = await screen.findByTestId('not-yet');
    expect(notYet).not.toHaveTextContent('Congratulations!');
    expect(within(notYet).getByTestId('next-step')).toHaveAttribute('data-next', 'preparing');
    // While Camino assembles the package there is nothing to open, only what to expect.
    expect(within(notYet).queryByTestId('next-step-action')).toBeNull();
  });

  it('shows the page once the case has reached its moment', async () => {
    mockApi({ 'GET /api/dashboard': () => dashboardAt({ step: 'download', stage: 'ready' }) });
    await renderScreen(DownloadCase, '/download-case');
    expect(await screen.findByText('The package and its parts')).toBeVisible();
    expect(screen.queryByTestId('not-yet')).toBeNull();
  });
});

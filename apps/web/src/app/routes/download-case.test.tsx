import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { resetSessionManager } from '../../lib/session/session-store';
import { dashboardAt, mockApi, renderScreen } from '../../test/case-screen-support';
import DownloadCaseRoute from './download-case';

beforeEach(() => {
  window.sessionStorage.clear();
  window.localStorage.clear();
  resetSessionManager();
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('/download-case', () => {
  it('shows the review’s package once the case is being prepared', async () => {
    mockApi({
      'GET /api/dashboard': () => dashboardAt({ step: 'download', stage: 'ready' }),
      'GET /api/case-assembly/byMyCaseId': () => ({
        status: 'ready',
        progress: 100,
        pageCount: 17,
        parts: [
          {
            id: 'package',
            kind: 'package',
            title: 'Complete package (print this)',
            pages: 17,
            sizeBytes: 1000,
          },
        ],
        readyAt: '2026-11-25T12:00:00.000Z',
      }),
      'GET /api/signature/pages': () => ({ pages: [] }),
    });
    await renderScreen(DownloadCaseRoute, '/download-case');
    expect(await screen.findByText('Your package is ready.')).toBeVisible();
    expect(screen.queryByTestId('not-yet')).toBeNull();
  });
});

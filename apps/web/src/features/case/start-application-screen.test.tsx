import { CASE_EVENTS, START_APPLICATION_STEP_IDS } from '@camino/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { resetSessionManager } from '../../lib/session/session-store';
import enWorkspace from '../../locales/en/workspace.json';
import esWorkspace from '../../locales/es/workspace.json';
import StartApplicationScreen from './start-application-screen';
import { mockApi, renderScreen } from '../../test/case-screen-support';

const CASE_ID = '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b';
const summary = (step: string) => ({
  id: CASE_ID,
  strategy: 'asylum',
  eligibleStrategies: ['asylum'],
  step,
  payment: 'paid-in-full',
  plan: 'full',
  access: { paid: true, canAccessPayment: false, canAccessMyCase: true },
  createdAt: '2026-11-20T15:00:00.000Z',
});

beforeEach(() => {
  window.sessionStorage.clear();
  resetSessionManager();
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('StartApplicationScreen', () => {
  it('lists the four steps with their estimates, in Spanish too', async () => {
    mockApi({ 'GET /api/mycase/findOneCase': () => summary('start-application') });
    await renderScreen(StartApplicationScreen, '/es/start-application');
    const steps = within(screen.getByTestId('start-steps')).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      expect.stringContaining('Aproximadamente 30 min'),
      expect.stringContaining('Aproximadamente 90 min'),
      expect.stringMatching(/Aproximadamente 1 día.*Lo hace Camino/),
      expect.stringContaining('Aproximadamente 20 min'),
    ]);
  });

  it('starts the case and goes to the dashboard', async () => {
    let started = 0;
    mockApi({
      'GET /api/mycase/findOneCase': () => summary('start-application'),
      'POST /api/mycase/startMyCase': (_body, url) => {
        started += 1;
        expect(url.searchParams.get('c')).toBe(CASE_ID);
        return summary('documents');
      },
    });
    const router = await renderScreen(StartApplicationScreen, '/start-application');
    await waitFor(() => expect(screen.getByTestId('start-application')).toBeEnabled());
    await userEvent.click(screen.getByTestId('start-application'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/case-dashboard'));
    expect(started).toBe(1);
  });

  it('says so when the case could not be started', async () => {
    mockApi({
      'GET /api/mycase/findOneCase': () => summary('start-application'),
      'POST /api/mycase/startMyCase': () => ({ status: 409, body: { code: 'CONFLICT' } }),
    });
    await renderScreen(StartApplicationScreen, '/start-application');
    await userEvent.click(screen.getByTestId('start-application'));
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't start your application");
  });
});

describe('workspace catalog', () => {
  it('names every step and every event of the case history in both languages', () => {
    for (const catalog of [enWorkspace, esWorkspace]) {
      for (const id of START_APPLICATION_STEP_IDS) expect(catalog.start.steps[id].title).not.toBe('');
      for (const event of CASE_EVENTS)
        expect((catalog.history.events as Record<string, string>)[event], event).toBeTruthy();
    }
  });
});

import type { Strategy } from '@camino/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { resetSessionManager } from '../../lib/session/session-store';
import enForms from '../../locales/en/forms.json';
import esForms from '../../locales/es/forms.json';
import { mockApi, renderScreen } from '../../test/case-screen-support';
import LegalLandingScreen from './legal-landing-screen';

const summary = (strategy: Strategy) => ({
  id: '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b',
  strategy,
  eligibleStrategies: [strategy],
  step: 'documents',
  payment: 'paid-in-full',
  plan: 'full',
  access: { paid: true, canAccessPayment: false, canAccessMyCase: true },
  createdAt: '2026-11-20T15:00:00.000Z',
});

beforeEach(() => {
  window.sessionStorage.clear();
  resetSessionManager();
  i18n.addResourceBundle('en', 'forms', enForms, true, true);
  i18n.addResourceBundle('es', 'forms', esForms, true, true);
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('LegalLandingScreen', () => {
  it('tells an asylum applicant about the asylum questions', async () => {
    mockApi({ 'GET /api/mycase/findOneCase': () => summary('asylum') });
    await renderScreen(LegalLandingScreen, '/legal-landing');
    const parts = await screen.findByTestId('legal-landing-parts');
    expect(parts).toHaveTextContent(enForms.landing.parts.claim);
    expect(screen.getByText(enForms.landing.time)).toBeInTheDocument();
  });

  it('tells a VAWA petitioner about the abuse and the marriage, never about asylum, in Spanish', async () => {
    mockApi({ 'GET /api/mycase/findOneCase': () => summary('vawasp') });
    await renderScreen(LegalLandingScreen, '/es/legal-landing');
    const parts = await screen.findByTestId('legal-landing-parts');
    expect(parts).toHaveTextContent(esForms.landing.parts.abuser);
    expect(parts).toHaveTextContent(esForms.landing.parts.relationship);
    expect(parts).not.toHaveTextContent(esForms.landing.parts.claim);
    expect(within(parts).getAllByRole('listitem')).toHaveLength(9);
    expect(screen.getByText(esForms.landing.timeLonger)).toBeInTheDocument();
  });

  it('tells a T visa applicant about what was done to them and the police', async () => {
    mockApi({ 'GET /api/mycase/findOneCase': () => summary('tvisa') });
    await renderScreen(LegalLandingScreen, '/legal-landing');
    const parts = await screen.findByTestId('legal-landing-parts');
    expect(parts).toHaveTextContent(enForms.landing.parts.trafficking);
    expect(parts).toHaveTextContent(enForms.landing.parts.lawEnforcement);
    expect(parts).not.toHaveTextContent(enForms.landing.parts.claim);
  });
});

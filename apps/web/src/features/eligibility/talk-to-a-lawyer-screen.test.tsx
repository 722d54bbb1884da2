import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { resetSessionManager } from '../../lib/session/session-store';
import enEligibility from '../../locales/en/eligibility.json';
import esEligibility from '../../locales/es/eligibility.json';
import { mockApi, renderScreen } from '../../test/case-screen-support';
import TalkToALawyerScreen from './talk-to-a-lawyer-screen';

const NEEDS_LAWYER = {
  changes: [{ fact: 'last_arrival_date', section: 'about_you', screening: '2026-05-02', now: '2019-03-12' }],
  reasons: ['asylum-deadline-passed-no-exception'],
  needsLawyer: true,
};
const CONTACT = {
  name: 'María',
  lastName: 'López',
  aNumber: null,
  dateOfBirth: null,
  gender: null,
  email: 'maria@example.org',
  phone: '+12025550123',
  saved: false,
  updatedAt: null,
};

beforeEach(() => {
  window.sessionStorage.clear();
  window.localStorage.clear();
  resetSessionManager();
  i18n.addResourceBundle('en', 'eligibility', enEligibility, true, true);
  i18n.addResourceBundle('es', 'eligibility', esEligibility, true, true);
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('TalkToALawyerScreen', () => {
  it('says why, offers the contact details the case knows, and asks a partner law firm to call', async () => {
    const sent: Record<string, unknown>[] = [];
    mockApi({
      'GET /api/mycase/screening-check': () => NEEDS_LAWYER,
      'GET /api/mycase/personal-info': () => CONTACT,
      'POST /api/mycase/lawyer-referral': (body) => {
        sent.push(body);
        return { status: 201, body: { id: '3f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b', consent: true } };
      },
    });
    const user = userEvent.setup();
    await renderScreen(TalkToALawyerScreen, '/es/talk-to-a-lawyer');
    const reasons = await screen.findByTestId('not-fit-reasons');
    expect(within(reasons).getAllByRole('listitem')).toHaveLength(1);
    expect(await screen.findByTestId('lead-firstName')).toHaveValue('María');
    expect(screen.getByTestId('lead-email')).toHaveValue('maria@example.org');
    await user.click(screen.getByTestId('lead-consent'));
    await user.click(screen.getByTestId('lead-submit'));
    expect(await screen.findByTestId('lawyer-referral-sent')).toHaveTextContent('Enviamos sus datos');
    expect(sent).toEqual([
      {
        firstName: 'María',
        lastName: 'López',
        email: 'maria@example.org',
        phone: '+12025550123',
        consent: true,
      },
    ]);
    expect(screen.getByTestId('free-help')).toBeInTheDocument();
  });

  it('keeps what was typed and names the field when a detail is wrong', async () => {
    mockApi({
      'GET /api/mycase/screening-check': () => NEEDS_LAWYER,
      'GET /api/mycase/personal-info': () => CONTACT,
    });
    const user = userEvent.setup();
    await renderScreen(TalkToALawyerScreen, '/talk-to-a-lawyer');
    const email = await screen.findByTestId('lead-email');
    await user.clear(email);
    await user.type(email, 'not an email');
    await user.click(screen.getByTestId('lead-submit'));
    expect(await screen.findByText('Please check the fields marked below.')).toBeInTheDocument();
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveValue('not an email');
    expect(screen.getByTestId('lead-firstName')).toHaveValue('María');
  });

  it('offers no referral form when nothing means the case needs a lawyer', async () => {
    mockApi({
      'GET /api/mycase/screening-check': () => ({ changes: [], reasons: [], needsLawyer: false }),
      'GET /api/mycase/personal-info': () => CONTACT,
    });
    await renderScreen(TalkToALawyerScreen, '/talk-to-a-lawyer');
    expect(await screen.findByTestId('lawyer-not-needed')).toBeInTheDocument();
    expect(screen.queryByTestId('lead-submit')).toBeNull();
  });
});

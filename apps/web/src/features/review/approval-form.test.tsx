import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { resetSessionManager } from '../../lib/session/session-store';
import { mockApi, renderScreen } from '../../test/case-screen-support';
import { ApprovalForm } from './approval-form';

beforeEach(() => {
  window.sessionStorage.clear();
  window.localStorage.clear();
  resetSessionManager();
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

const NEEDS_LAWYER = {
  changes: [{ fact: 'last_arrival_date', section: 'about_you', screening: '2026-05-02', now: '2019-03-12' }],
  reasons: ['asylum-deadline-passed-no-exception'],
  needsLawyer: true,
};

describe('ApprovalForm', () => {
  it('waits, and says why, while a later answer means the case needs a lawyer', async () => {
    mockApi({ 'GET /api/mycase/screening-check': () => NEEDS_LAWYER });
    await renderScreen(ApprovalForm, '/review-landing');
    expect(await screen.findByTestId('approve-blocked')).toHaveTextContent('Approval waits');
    expect(screen.getByTestId('approve-button')).toBeDisabled();
  });

  it('says why when the server holds the approval for a change made meanwhile', async () => {
    let check = { changes: [], reasons: [], needsLawyer: false };
    mockApi({
      'GET /api/mycase/screening-check': () => check,
      'PATCH /api/deliverable/approved': () => {
        check = NEEDS_LAWYER as never;
        return { status: 409, body: { code: 'CONFLICT', reason: 'review.screeningChanged' } };
      },
    });
    const user = userEvent.setup();
    await renderScreen(ApprovalForm, '/review-landing');
    await user.click(await screen.findByTestId('approve-accurate'));
    await user.click(screen.getByTestId('approve-no-legal-advice'));
    await user.click(screen.getByTestId('approve-button'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Approval waits');
    await waitFor(() => expect(screen.getByTestId('approve-button')).toBeDisabled());
  });
});

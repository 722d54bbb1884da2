import enWorkspace from '../../locales/en/workspace.json';
import esReview from '../../locales/es/review.json';
import {
  addDaysToDay,
  calendarDayOf,
  type Dashboard,
  type MissingItem,
  UNCHANGED_SCREENING,
} from '@camino/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { resetSessionManager } from '../../lib/session/session-store';
import CaseDashboardScreen from './case-dashboard-screen';
import { mockApi, renderScreen } from '../../test/case-screen-support';

const CASE_ID = '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b';
const today = calendarDayOf(new Date());

function dashboard(changes: Partial<Dashboard> = {}): Dashboard {
  return {
    caseId: CASE_ID,
    greetingName: 'María',
    strategy: 'asylum',
    today,
    deadline: {
      date: '2027-03-15',
      daysLeft: 61,
      kind: 'asylum-one-year',
      status: 'near',
      explanationKey: 'asylumNear',
    },
    questionnaireConfigId: 7,
    screening: UNCHANGED_SCREENING,
    progress: {
      step: 'documents',
      stage: 'not-started',
      currentStep: 'upload-documents',
      steps: [
        { id: 'upload-documents', state: 'in-progress' },
        { id: 'complete-information', state: 'pending' },
        { id: 'case-assembly', state: 'pending' },
        { id: 'final-review', state: 'pending' },
      ],
      completedCount: 0,
      review: {
        isReviewStep: false,
        initialReview: 'pending',
        finalReview: 'pending',
        hasCorrectionRequest: false,
        isFinalReview: false,
      },
    },
    ...changes,
  };
}

const DECLARATION_PART: MissingItem = {
  key: 'declaration-section:about_me',
  kind: 'declaration-section',
  step: 'complete-information',
  params: { section: 'Quién es usted' },
  route: '/declaration-sections?section=about_me',
};
const PHOTO_ID: MissingItem = {
  key: 'photo-id:principal',
  kind: 'photo-id',
  step: 'upload-documents',
  params: {},
  route: '/document-checklist?person=principal',
};

function api(
  options: {
    dashboard?: Dashboard;
    percentage?: number | 'fail';
    submit?: boolean;
    missing?: MissingItem[];
  } = {},
) {
  const missing = options.missing ?? (options.percentage === 100 ? [] : [PHOTO_ID, DECLARATION_PART]);
  return mockApi({
    'GET /api/dashboard/missing-items': () => ({ items: missing }),
    ...(options.submit
      ? {
          'PUT /api/mycase/confirm/information': () => ({
            id: CASE_ID,
            strategy: 'asylum',
            eligibleStrategies: ['asylum'],
            step: 'initial-review',
            payment: 'paid-in-full',
            plan: 'full',
            access: { paid: true, canAccessPayment: false, canAccessMyCase: true },
            createdAt: '2026-11-01T12:00:00.000Z',
          }),
        }
      : {}),
    'GET /api/dashboard': () => options.dashboard ?? dashboard(),
    'GET /api/dashboard/calculatePercentage': (_body, url) => {
      expect(url.searchParams.get('caseId')).toBe(CASE_ID);
      return options.percentage === 'fail'
        ? { status: 500, body: { code: 'INTERNAL' } }
        : { completionPercentage: options.percentage ?? 40 };
    },
    'GET /api/core/case-state-logs': () => ({
      entries: [
        {
          event: 'CONTRACT_SIGNED',
          fromStep: 'sign-contract',
          fromPayment: 'paid-in-full',
          toStep: 'start-application',
          toPayment: 'paid-in-full',
          at: '2026-11-20T15:00:00.000Z',
        },
        {
          event: 'APPLICATION_STARTED',
          fromStep: 'start-application',
          fromPayment: 'paid-in-full',
          toStep: 'documents',
          toPayment: 'paid-in-full',
          at: '2026-11-21T15:00:00.000Z',
        },
      ],
    }),
  });
}

beforeEach(() => {
  window.sessionStorage.clear();
  window.localStorage.clear();
  resetSessionManager();
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('CaseDashboardScreen', () => {
  it('shows the case card from the API: greeting, type, deadline date and days left', async () => {
    const fetchMock = api();
    await renderScreen(CaseDashboardScreen, '/case-dashboard');
    const card = await screen.findByTestId('case-card');
    expect(within(card).getByRole('heading', { name: 'Hello, María' })).toBeInTheDocument();
    expect(within(card).getByTestId('application-type')).toHaveTextContent('Asylum');
    expect(within(card).getByTestId('deadline-date')).toHaveTextContent('March 15, 2027');
    expect(within(card).getByTestId('deadline-days-left')).toHaveTextContent('61 days left');
    expect(within(card).getByTestId('deadline-explanation')).toHaveTextContent(
      'Your 1-year filing deadline is coming soon.',
    );
    expect(await screen.findByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
    // The browser's time zone goes with the call, so the days left are the applicant's own.
    const dashboardCall = fetchMock.mock.calls.find(([input]) => String(input).startsWith('/api/dashboard?'));
    expect(String(dashboardCall?.[0])).toContain('timeZone=');
    expect(await screen.findByText('You started your application')).toBeInTheDocument();
  });

  it('speaks Spanish, with the deadline date in Spanish', async () => {
    api({
      dashboard: dashboard({
        deadline: { ...dashboard().deadline!, daysLeft: 1, date: addDaysToDay(today, 1) },
      }),
    });
    await renderScreen(CaseDashboardScreen, '/es/case-dashboard');
    const card = await screen.findByTestId('case-card');
    expect(within(card).getByRole('heading', { name: 'Hola, María' })).toBeInTheDocument();
    expect(within(card).getByTestId('deadline-days-left')).toHaveTextContent('Queda 1 día');
    expect(within(card).getByTestId('deadline-date').textContent).toMatch(/ de 20\d\d$/);
  });

  it('says when the deadline has passed', async () => {
    api({
      dashboard: dashboard({
        deadline: {
          date: '2025-01-10',
          daysLeft: -12,
          kind: 'asylum-one-year',
          status: 'passed',
          explanationKey: 'asylumPassed',
        },
      }),
    });
    await renderScreen(CaseDashboardScreen, '/case-dashboard');
    expect(await screen.findByTestId('deadline-days-left')).toHaveTextContent('Passed 12 days ago');
    expect(screen.getByTestId('deadline-explanation')).toHaveAttribute('data-status', 'passed');
  });

  it('leads to the consultation from the case hub', async () => {
    api();
    await renderScreen(CaseDashboardScreen, '/case-dashboard');
    expect(await screen.findByTestId('consultation-card')).toHaveTextContent('Ask about your process');
    expect(screen.getByRole('link', { name: 'Ask a question' })).toHaveAttribute('href', '/consultation');
  });

  it('explains what is missing before the case can be submitted for preparation', async () => {
    api({ percentage: 40 });
    const router = await renderScreen(CaseDashboardScreen, '/case-dashboard');
    await userEvent.click(await screen.findByTestId('submit-for-preparation'));
    const modal = screen.getByTestId('submit-modal');
    expect(within(modal).getByText('A few things are still missing')).toBeInTheDocument();
    expect(within(modal).getByTestId('missing-steps')).toHaveTextContent('Upload your photo ID');
    expect(within(modal).queryByTestId('submit-modal-confirm')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/case-dashboard');
  });

  it('names the declaration as the next step once the legal questions are done, at 62 %', async () => {
    const base = dashboard();
    api({
      percentage: 62,
      missing: [DECLARATION_PART],
      dashboard: dashboard({
        progress: {
          ...base.progress,
          step: 'forms',
          currentStep: 'complete-information',
          steps: [
            { id: 'upload-documents', state: 'completed' },
            { id: 'complete-information', state: 'in-progress' },
            { id: 'case-assembly', state: 'pending' },
            { id: 'final-review', state: 'pending' },
          ],
        },
      }),
    });
    await renderScreen(CaseDashboardScreen, '/es/case-dashboard');
    const next = await screen.findByTestId('next-step');
    await waitFor(() => expect(next).toHaveAttribute('data-next', 'missing'));
    expect(within(next).getByRole('heading')).toHaveTextContent(
      'Escriba esta parte de su declaración: «Quién es usted»',
    );
    expect(within(next).getByTestId('next-step-action')).toHaveAttribute(
      'href',
      '/es/declaration-sections?section=about_me',
    );
  });

  it('is the hub: the next thing to do, each step and each missing item link to where it is done', async () => {
    api({ percentage: 40 });
    await renderScreen(CaseDashboardScreen, '/es/case-dashboard');
    const next = await screen.findByTestId('next-step');
    await waitFor(() => expect(next).toHaveAttribute('data-next', 'missing'));
    expect(within(next).getByTestId('next-step-action')).toHaveAttribute(
      'href',
      '/es/document-checklist?person=principal',
    );
    expect(screen.getByTestId('step-link-upload-documents')).toHaveAttribute('href', '/es/document-landing');
    expect(screen.getByTestId('step-link-complete-information')).toHaveAttribute('href', '/es/legal-landing');
    // The review opens only once it has started, and case assembly is Camino's work.
    expect(screen.queryByTestId('step-link-final-review')).toBeNull();
    expect(screen.queryByTestId('step-link-case-assembly')).toBeNull();
    expect(screen.getByTestId('family-card-link')).toHaveAttribute('href', '/es/derivatives');
    await userEvent.click(await screen.findByTestId('submit-for-preparation'));
    const modal = screen.getByTestId('submit-modal');
    expect(within(modal).getByTestId('missing-photo-id:principal')).toHaveAttribute(
      'href',
      '/es/document-checklist?person=principal',
    );
    expect(within(modal).getByTestId('missing-declaration-section:about_me')).toHaveAttribute(
      'href',
      '/es/declaration-sections?section=about_me',
    );
  });

  it('submits a complete case and leads it to the initial review', async () => {
    api({ percentage: 100, submit: true });
    const router = await renderScreen(CaseDashboardScreen, '/case-dashboard');
    await userEvent.click(await screen.findByTestId('submit-for-preparation'));
    await userEvent.click(screen.getByTestId('submit-modal-confirm'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/review-landing'));
  });

  it('keeps the modal open with a message when the submission fails', async () => {
    api({ percentage: 100 });
    const router = await renderScreen(CaseDashboardScreen, '/es/case-dashboard');
    await userEvent.click(await screen.findByTestId('submit-for-preparation'));
    await userEvent.click(screen.getByTestId('submit-modal-confirm'));
    const modal = screen.getByTestId('submit-modal');
    expect(await within(modal).findByRole('alert')).toHaveTextContent(esReview.submitFailed);
    expect(router.state.location.pathname).toBe('/es/case-dashboard');
  });

  it('shows the review card in a review step, and pauses when the percentage cannot be read', async () => {
    const base = dashboard();
    api({
      percentage: 'fail',
      dashboard: dashboard({
        progress: {
          ...base.progress,
          step: 'final-review-correction',
          stage: 'final-review-correction',
          review: {
            isReviewStep: true,
            initialReview: 'completed',
            finalReview: 'in-progress',
            hasCorrectionRequest: true,
            isFinalReview: true,
          },
        },
      }),
    });
    await renderScreen(CaseDashboardScreen, '/case-dashboard');
    const review = await screen.findByTestId('review-card');
    expect(within(review).getByText(enWorkspace.review.correction)).toBeInTheDocument();
    // apiRequest retries a 500 twice before the call counts as failed.
    expect(await screen.findByTestId('percentage-unavailable', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByTestId('submit-for-preparation')).not.toBeInTheDocument();
  });

  it('says what a later answer changed of the eligibility check, why it matters, and leads to legal help', async () => {
    api({
      dashboard: dashboard({
        deadline: {
          date: '2020-03-12',
          daysLeft: -2400,
          kind: 'asylum-one-year',
          status: 'passed',
          explanationKey: 'asylumPassed',
        },
        screening: {
          changes: [
            { fact: 'last_arrival_date', section: 'about_you', screening: '2026-05-02', now: '2019-03-12' },
          ],
          reasons: ['asylum-deadline-passed-no-exception'],
          needsLawyer: true,
        },
      }),
    });
    await renderScreen(CaseDashboardScreen, '/es/case-dashboard');
    const notice = await screen.findByTestId('screening-change-notice');
    expect(notice).toHaveAttribute('role', 'alert');
    expect(within(notice).getByTestId('screening-changes')).toHaveTextContent(
      'Su última llegada a EE. UU.: en la revisión de elegibilidad dijo 2 de mayo de 2026; en sus preguntas legales dijo 12 de marzo de 2019.',
    );
    expect(within(notice).getByTestId('screening-reasons')).not.toBeEmptyDOMElement();
    expect(within(notice).getByTestId('screening-get-help')).toHaveAttribute('href', '/es/talk-to-a-lawyer');
    expect(
      within(await screen.findByTestId('case-card')).getByTestId('deadline-explanation'),
    ).toHaveAttribute('data-status', 'passed');
  });

  it('says nothing of the eligibility check while no answer changed it', async () => {
    api();
    await renderScreen(CaseDashboardScreen, '/case-dashboard');
    await screen.findByTestId('case-card');
    expect(screen.queryByTestId('screening-change-notice')).toBeNull();
  });
});

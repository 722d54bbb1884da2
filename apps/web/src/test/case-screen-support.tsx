import { type Dashboard, splitLocale, UNCHANGED_SCREENING } from '@camino/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { i18n } from '../lib/i18n';
import enWorkspace from '../locales/en/workspace.json';
import esWorkspace from '../locales/es/workspace.json';
import enReview from '../locales/en/review.json';
import esReview from '../locales/es/review.json';

export { mockApi } from './mock-api';

/** Renders a screen at `path` with a fresh query cache, a signed-in session and the workspace and review catalogs. */
export async function renderScreen(Screen: ComponentType, path: string) {
  window.sessionStorage.setItem('camino.auth', JSON.stringify({ token: 'token-1' }));
  i18n.addResourceBundle('en', 'workspace', enWorkspace, true, true);
  i18n.addResourceBundle('es', 'workspace', esWorkspace, true, true);
  i18n.addResourceBundle('en', 'review', enReview, true, true);
  i18n.addResourceBundle('es', 'review', esReview, true, true);
  await i18n.changeLanguage(splitLocale(path).locale);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '*', Component: Screen }], { initialEntries: [path] });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

/** A dashboard answer for the case at `progress` (by default: documents not started). */
export function dashboardAt(progress: Partial<Dashboard['progress']>): Dashboard {
  return {
    caseId: '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b',
    greetingName: 'María',
    strategy: 'asylum',
    today: '2026-11-25',
    deadline: null,
    questionnaireConfigId: 7,
    screening: UNCHANGED_SCREENING,
    progress: {
      step: 'documents',
      stage: 'not-started',
      currentStep: 'upload-documents',
      steps: [
        { id: 'upload-documents', state: 'pending' },
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
      ...progress,
    },
  };
}

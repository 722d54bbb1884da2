import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { resetSessionManager } from '../../lib/session/session-store';
import enForms from '../../locales/en/forms.json';
import esForms from '../../locales/es/forms.json';
import { mockApi } from '../../test/mock-api';
import ReviewFormsScreen from './review-forms-screen';

const section = (key: string, completion: number) => ({
  key,
  sectionId: completion + 1,
  label: key,
  completion,
  complete: completion === 100,
});

function sections(completions: number[]) {
  return {
    configId: 1,
    forms: [{ id: 'i-589', title: 'I-589', edition: '01/20/25', completion: 0 }],
    sections: completions.map((completion, index) => section(`part-${index}`, completion)),
    readOnly: false,
  };
}

async function renderAt(path: string) {
  i18n.addResourceBundle('en', 'forms', enForms, true, true);
  i18n.addResourceBundle('es', 'forms', esForms, true, true);
  await i18n.changeLanguage(path.startsWith('/es') ? 'es' : 'en');
  const router = createMemoryRouter([{ path: '*', Component: ReviewFormsScreen }], {
    initialEntries: [path],
  });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('reviewing the filled forms', () => {
  beforeEach(() => {
    sessionStorage.setItem(
      'camino.auth',
      JSON.stringify({ token: 't', tokenExpiration: Date.now() + 600_000 }),
    );
    resetSessionManager();
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    sessionStorage.clear();
    await i18n.changeLanguage('en');
  });

  it('says the form is still empty before any legal question is answered, and leads to them', async () => {
    mockApi({
      'GET /api/deliverable/formSection': () => sections([0, 0, 0]),
      'GET /api/form-field/pages/i-589': () => ({ form: 'i-589', pages: [] }),
    });
    await renderAt('/es/review-forms');
    expect(await screen.findByTestId('review-not-started')).toHaveTextContent(esForms.review.notStarted);
    expect(screen.getByRole('link', { name: esForms.review.answerFirst })).toHaveAttribute(
      'href',
      '/es/legal-sections',
    );
  });

  it('shows no such notice once answers fill the form', async () => {
    mockApi({
      'GET /api/deliverable/formSection': () => sections([40, 0, 0]),
      'GET /api/form-field/pages/i-589': () => ({ form: 'i-589', pages: [] }),
    });
    await renderAt('/review-forms');
    await screen.findByTestId('download-form');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('review-not-started')).toBeNull();
  });
});

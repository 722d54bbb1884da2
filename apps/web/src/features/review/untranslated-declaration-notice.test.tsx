import type { ReviewState } from '@camino/contracts';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import esReview from '../../locales/es/review.json';
import { mockApi, renderScreen } from '../../test/case-screen-support';
import ReviewLandingScreen from './review-landing-screen';

// The forms' page view is handed in by the route; these cases never open a form's pages.
const ReviewLanding = () => <ReviewLandingScreen FormPageView={() => null} />;

const state = (untranslatedSections?: string[]): ReviewState => ({
  review: 'final',
  correcting: false,
  approved: false,
  sections: [
    { section: 'forms', confirmed: true, reopened: false },
    { section: 'declaration', confirmed: true, reopened: false },
    { section: 'evidence', confirmed: true, reopened: false },
  ],
  forms: [],
  declaration: {
    available: true,
    paragraphs: ['Me llamo Rosa.'],
    ...(untranslatedSections ? { untranslatedSections } : {}),
  },
  evidence: [],
});

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('the review of a Spanish declaration', () => {
  it('says before approval which parts have no English translation and links to where to finish it', async () => {
    mockApi({ 'GET /api/review': () => state(['Lo que le pasó', 'Por qué le pasó']) });
    await renderScreen(ReviewLanding, '/es/review-landing');
    const notice = await screen.findByTestId('untranslated-declaration');
    expect(notice).toHaveTextContent(esReview.landing.untranslatedTitle);
    expect(notice).toHaveTextContent('Lo que le pasó, Por qué le pasó');
    // The review locks the declaration: the way to finish the translation is to ask for it to reopen.
    expect(notice).toHaveTextContent(esReview.landing.untranslatedLocked);
    expect(screen.getByRole('link', { name: esReview.landing.reopenForTranslation })).toHaveAttribute(
      'href',
      '/es/my-request/request',
    );
    expect(screen.getByTestId('approval')).toBeInTheDocument();
  });

  it('leads to the declaration itself once a correction request has reopened it', async () => {
    const reopened = state(['Lo que le pasó']);
    mockApi({
      'GET /api/review': () => ({
        ...reopened,
        sections: reopened.sections.map((item) =>
          item.section === 'declaration' ? { ...item, reopened: true } : item,
        ),
      }),
    });
    await renderScreen(ReviewLanding, '/es/review-landing');
    await screen.findByTestId('untranslated-declaration');
    expect(screen.getByRole('link', { name: esReview.landing.fixTranslation })).toHaveAttribute(
      'href',
      '/es/declaration',
    );
  });

  it('shows no notice when the translation is complete', async () => {
    mockApi({ 'GET /api/review': () => state([]) });
    await renderScreen(ReviewLanding, '/es/review-landing');
    expect(await screen.findByTestId('approval')).toBeInTheDocument();
    expect(screen.queryByTestId('untranslated-declaration')).toBeNull();
  });
});

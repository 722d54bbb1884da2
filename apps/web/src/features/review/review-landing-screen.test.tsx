import type { MissingItem, ReviewState } from '@camino/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import esReview from '../../locales/es/review.json';
import { mockApi, renderScreen } from '../../test/case-screen-support';
import ReviewLandingScreen from './review-landing-screen';

const ReviewLanding = () => <ReviewLandingScreen FormPageView={() => null} />;

const correcting: ReviewState = {
  review: 'initial',
  correcting: true,
  approved: false,
  sections: [
    { section: 'forms', confirmed: true, reopened: false },
    { section: 'declaration', confirmed: false, reopened: true },
    { section: 'evidence', confirmed: true, reopened: false },
  ],
  forms: [],
  declaration: { available: true, paragraphs: ['Me llamo Rosa.'] },
  evidence: [],
};

const outdated: MissingItem = {
  key: 'declaration-translation:about_me',
  kind: 'declaration-translation-outdated',
  step: 'complete-information',
  params: { section: 'Quién es usted' },
  route: '/declaration#translation-about_me',
};

afterEach(async () => {
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
  await i18n.changeLanguage('en');
});

describe('finishing the changes asked for', () => {
  it('says so when nothing was changed, instead of accepting it', async () => {
    mockApi({
      'GET /api/review': () => correcting,
      'POST /api/case-requests/resolve': () => ({
        status: 409,
        body: { code: 'CONFLICT', reason: 'review.nothingChanged' },
      }),
    });
    await renderScreen(ReviewLanding, '/es/review-landing');
    await userEvent.click(await screen.findByTestId('corrections-done'));
    expect(await screen.findByTestId('corrections-refused')).toHaveTextContent(
      esReview.landing.nothingChanged,
    );
    expect(screen.getByTestId('correcting')).toBeInTheDocument();
  });

  it('lists what the changes left unfinished, each a link to where it is done', async () => {
    mockApi({
      'GET /api/review': () => correcting,
      'POST /api/case-requests/resolve': () => ({
        status: 409,
        body: { code: 'CONFLICT', reason: 'review.stillMissing', missingItems: [outdated] },
      }),
    });
    await renderScreen(ReviewLanding, '/es/review-landing');
    await userEvent.click(await screen.findByTestId('corrections-done'));
    const refused = await screen.findByTestId('corrections-refused');
    expect(refused).toHaveTextContent(esReview.landing.stillMissing);
    expect(within(refused).getByRole('link')).toHaveAttribute('href', '/es/declaration#translation-about_me');
    expect(within(refused).getByRole('link')).toHaveTextContent('Quién es usted');
  });
});

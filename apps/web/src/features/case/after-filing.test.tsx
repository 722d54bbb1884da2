import type { Strategy } from '@camino/contracts';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import enReview from '../../locales/en/review.json';
import esReview from '../../locales/es/review.json';
import { renderAt } from '../../test/render';
import { AfterFiling } from './after-filing';
import FinalStepsLandingScreen from './final-steps-landing-screen';

beforeEach(() => {
  i18n.addResourceBundle('en', 'review', enReview, true, true);
  i18n.addResourceBundle('es', 'review', esReview, true, true);
});

const ASYLUM_ONLY = /interpreter|intérprete|asylum|asilo|clock|plazo para el permiso|AR-11|150 days|150 días/i;

async function afterFilingText(strategy: Strategy | null, locale: 'en' | 'es'): Promise<string> {
  await i18n.changeLanguage(locale);
  renderAt(<AfterFiling strategy={strategy} />);
  return screen.getByTestId('after-filing').textContent ?? '';
}

describe('what happens after filing', () => {
  for (const locale of ['en', 'es'] as const) {
    it(`tells a T-visa applicant nothing about asylum's interpreter, clock or fee (${locale})`, async () => {
      const text = await afterFilingText('tvisa', locale);
      expect(text).not.toMatch(ASYLUM_ONLY);
      expect(text).toContain(locale === 'en' ? 'T status lasts up to four years' : 'el estatus T dura hasta cuatro años');
    });

    it(`tells a VAWA self-petitioner nothing about asylum, and how to move safely (${locale})`, async () => {
      const text = await afterFilingText('vawasp', locale);
      expect(text).not.toMatch(ASYLUM_ONLY);
      expect(text).toContain(locale === 'en' ? 'Prima facie' : 'prima facie');
    });

    it(`says only what every case shares when the case type is not known (${locale})`, async () => {
      expect(await afterFilingText(null, locale)).not.toMatch(ASYLUM_ONLY);
    });
  }

  it('tells an asylum applicant about the interpreter and the work-permit clock', async () => {
    const text = await afterFilingText('asylum', 'en');
    expect(text).toContain('Bring your own interpreter');
    expect(text).toContain('stop this clock');
  });
});

describe('/final-steps-landing', () => {
  it('claims no progress on a case it has not read', async () => {
    for (const locale of ['en', 'es'] as const) {
      await i18n.changeLanguage(locale);
      const { unmount } = renderAt(<FinalStepsLandingScreen />);
      expect(document.body.textContent).not.toMatch(/almost|casi/i);
      unmount();
    }
  });
});

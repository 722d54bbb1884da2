import type { Strategy } from '@camino/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { localizeHref, useLocale } from '../../lib/locale';
import { caseSummaryQuery } from '../../lib/api/case-summary';
import { Button } from '../../ui/button';
import { PageIntro } from '../../ui/page-intro';

const VAWA_PARTS = [
  'aboutYou',
  'abuser',
  'relationship',
  'residence',
  'abuse',
  'children',
  'immigration',
  'contact',
  'signatureShort',
] as const;

/** What each case type's legal questionnaire asks, in the order of its sections. */
const PARTS: Record<Strategy, readonly string[]> = {
  asylum: ['aboutYou', 'family', 'background', 'claim', 'other', 'signature'],
  vawasp: VAWA_PARTS,
  vawach: VAWA_PARTS,
  tvisa: [
    'aboutYou',
    'trafficking',
    'lawEnforcement',
    'hardship',
    'admissibility',
    'relatives',
    'signatureShort',
  ],
};

export default function LegalLandingScreen() {
  const { t } = useTranslation();
  const { t: tf } = useTranslation('forms');
  const locale = useLocale();
  const navigate = useNavigate();
  const summary = useQuery(caseSummaryQuery);
  const strategy = summary.data?.strategy ?? null;
  return (
    <article className="flex flex-col gap-6">
      <PageIntro title={t('routes.legal-landing.heading')} intro={t('routes.legal-landing.intro')} />
      {strategy === null ? null : (
        <section className="flex flex-col gap-2" data-testid="legal-landing-parts">
          <h2 className="text-xl font-semibold text-brand-900">{tf('landing.whatTitle')}</h2>
          <ul className="list-disc pl-6">
            {PARTS[strategy].map((part) => (
              <li key={part}>{tf(`landing.parts.${part}`)}</li>
            ))}
          </ul>
        </section>
      )}
      {strategy === null ? null : <p>{tf(strategy === 'asylum' ? 'landing.time' : 'landing.timeLonger')}</p>}
      <p>{tf('landing.saves')}</p>
      <p className="text-muted">{tf('landing.characters')}</p>
      <Button size="large" fullWidth onClick={() => void navigate(localizeHref('/legal-sections', locale))}>
        {tf('landing.start')}
      </Button>
    </article>
  );
}

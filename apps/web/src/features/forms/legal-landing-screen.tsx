import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { localizeHref, useLocale } from '../../lib/locale';
import { Button } from '../../ui/button';
import { PageIntro } from '../../ui/page-intro';

const PARTS = ['aboutYou', 'family', 'background', 'claim', 'other', 'signature'] as const;

export default function LegalLandingScreen() {
  const { t } = useTranslation();
  const { t: tf } = useTranslation('forms');
  const locale = useLocale();
  const navigate = useNavigate();
  return (
    <article className="flex flex-col gap-6">
      <PageIntro title={t('routes.legal-landing.heading')} intro={t('routes.legal-landing.intro')} />
      <section className="flex flex-col gap-2">
        <h2 className="text-xl font-semibold text-brand-900">{tf('landing.whatTitle')}</h2>
        <ul className="list-disc pl-6">
          {PARTS.map((part) => (
            <li key={part}>{tf(`landing.parts.${part}`)}</li>
          ))}
        </ul>
      </section>
      <p>{tf('landing.time')}</p>
      <p>{tf('landing.saves')}</p>
      <p className="text-muted">{tf('landing.characters')}</p>
      <Button size="large" fullWidth onClick={() => void navigate(localizeHref('/legal-sections', locale))}>
        {tf('landing.start')}
      </Button>
    </article>
  );
}

import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '../../lib/locale';
import { loadNamespaces } from '../../lib/page-namespaces';

/** Query that turns the design-system page into the sample questionnaire (development only). */
export const SAMPLE_QUERY = 'questionnaire';
export const SAMPLE_KEY = 'sample';

/** The design-system page's entry to the sample questionnaire (content/questionnaires/sample.yaml). */
export function SampleQuestionnaireLink() {
  const locale = useLocale();
  const [loaded, setLoaded] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    loadNamespaces(locale, ['questionnaire']).then(
      () => live && setLoaded(locale),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [locale]);
  return loaded === locale ? <LinkSection /> : null;
}

function LinkSection() {
  const { t } = useTranslation('questionnaire');
  return (
    <section aria-labelledby="ds-questionnaire" className="flex flex-col gap-3 border-t border-line pt-6">
      <h2 id="ds-questionnaire" className="text-2xl font-bold text-brand-900">
        {t('sample.title')}
      </h2>
      <p>{t('sample.intro')}</p>
      <Link
        to={`?${SAMPLE_QUERY}=${SAMPLE_KEY}`}
        className="font-semibold text-brand-700 underline"
        data-testid="ds-sample-questionnaire"
      >
        {t('sample.open')}
      </Link>
    </section>
  );
}

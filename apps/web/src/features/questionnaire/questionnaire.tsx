import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@camino/contracts';
import { useLocale } from '../../lib/locale';
import { loadNamespaces } from '../../lib/page-namespaces';
import type { QuestionnaireProps } from './questionnaire-view';

// The engine and the screens travel in their own chunk, fetched only where a questionnaire shows.
const QuestionnaireView = lazy(() => import('./questionnaire-view'));

function Loading() {
  const { t } = useTranslation();
  return (
    <p role="status" className="text-muted">
      {t('common.loading')}
    </p>
  );
}

/** Entry point of the feature: loads its texts and its chunk, then the questionnaire itself. */
export function Questionnaire(props: QuestionnaireProps) {
  const locale = useLocale();
  const [ready, setReady] = useState<Locale | null>(null);
  useEffect(() => {
    let live = true;
    loadNamespaces(locale, ['questionnaire']).then(
      () => live && setReady(locale),
      // A catalog that cannot load still lets the questionnaire show (its keys stand in for texts).
      () => live && setReady(locale),
    );
    return () => {
      live = false;
    };
  }, [locale]);
  // Until the catalog of the language shown is in, its keys would stand in for the texts.
  if (ready !== locale) return <Loading />;
  return (
    <Suspense fallback={<Loading />}>
      <QuestionnaireView {...props} />
    </Suspense>
  );
}

export type { QuestionnaireProps };

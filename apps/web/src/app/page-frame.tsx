import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useDocumentTitle } from '../lib/use-document-title';
import { usePageHead } from '../lib/use-page-head';

/** A page's meta description: its own catalog entry, a case type's summary, or the site's. */
function usePageDescription(routeId: string): string {
  const { t, i18n } = useTranslation();
  const { strategy } = useParams();
  if (
    routeId === 'explore-your-options-strategy' &&
    strategy &&
    i18n.exists(`strategies.${strategy}.summary`)
  )
    return t(`strategies.${strategy}.summary`);
  const own = `routes.${routeId}.description`;
  return i18n.exists(own) ? t(own) : t('common.description');
}

/** Sets the document title and head of a page from its route id, then renders the page. */
export function PageFrame({ routeId, Screen }: { routeId: string; Screen: ComponentType }) {
  const { t } = useTranslation();
  useDocumentTitle(t(`routes.${routeId}.title`));
  usePageHead(usePageDescription(routeId));
  return <Screen />;
}

import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../lib/use-document-title';

/** Sets the document title of a page from its route id, then renders the page. */
export function PageFrame({ routeId, Screen }: { routeId: string; Screen: ComponentType }) {
  const { t } = useTranslation();
  useDocumentTitle(t(`routes.${routeId}.title`));
  return <Screen />;
}

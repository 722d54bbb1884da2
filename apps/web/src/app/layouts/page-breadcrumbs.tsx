import { useMatches } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { BreadcrumbKey } from '@camino/contracts';
import { Breadcrumbs, type BreadcrumbItem } from '../../ui/breadcrumbs';
import { localizeHref, useLocale } from '../../lib/locale';
import { isPageHandle } from '../page-handle';

const BREADCRUMB_PATHS: Record<BreadcrumbKey, string> = {
  help: '/help',
  'my-request': '/my-request',
  request: '/my-request/request',
  'download-case': '/download-case',
  congratulations: '/congratulations',
  'submit-your-case': '/submit-your-case',
};

/** The trail of the current page, from the breadcrumb keys of the route table. */
export function PageBreadcrumbs() {
  const { t } = useTranslation();
  const locale = useLocale();
  const handle = useMatches()
    .map((match) => match.handle)
    .findLast(isPageHandle);
  const keys = handle?.route.breadcrumb ?? [];
  const items: BreadcrumbItem[] = keys.map((key) => ({
    label: t(`breadcrumbs.${key}`),
    to: localizeHref(BREADCRUMB_PATHS[key], locale),
  }));
  return <Breadcrumbs items={items} />;
}

import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { localizePath } from '@camino/contracts';
import { isBot } from '../lib/bot';
import { useLocale } from '../lib/locale';
import { useDocumentTitle } from '../lib/use-document-title';
import { ErrorView } from '../ui/error-view';

export interface ErrorPageProps {
  status?: number;
}

/** The generic error screen; crawlers get nothing rendered, only a log line. */
export function ErrorPage({ status = 404 }: ErrorPageProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { pathname } = useLocation();
  const notFound = status === 404;
  const title = notFound ? t('error.notFoundTitle') : t('error.serverTitle');
  const message = notFound ? t('error.notFound', { path: pathname }) : t('error.serverMessage');
  const bot = isBot(typeof navigator === 'undefined' ? undefined : navigator.userAgent);
  useDocumentTitle(title);

  useEffect(() => {
    if (bot) console.warn(`[camino] ${status} for ${pathname} (crawler, error page not rendered)`);
  }, [bot, status, pathname]);

  if (bot) return null;
  return <ErrorView status={status} title={title} message={message} homeHref={localizePath('/', locale)} />;
}

import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { localizePath } from '@camino/contracts';
import { useLocale } from '../../lib/locale';
import { safeNextPath } from '../../lib/safe-next';
import { ErrorView } from '../../ui/error-view';
import { SpinnerIcon } from '../../ui/icons';
import { PageIntro } from '../../ui/page-intro';
import { getShortUrl } from './api/short-url';

type Resolved = { kind: 'internal'; path: string } | { kind: 'external'; url: string } | null;

/** A target inside the product, or an https address; anything else is refused. */
export function resolveShortUrlTarget(target: unknown, origin = window.location.origin): Resolved {
  if (typeof target !== 'string') return null;
  const path = safeNextPath(target, origin);
  if (path) return { kind: 'internal', path };
  try {
    const url = new URL(target);
    return url.protocol === 'https:' ? { kind: 'external', url: url.href } : null;
  } catch {
    return null;
  }
}

export default function ShortUrlScreen() {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const { slugId = '' } = useParams();
  const [missing, setMissing] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    getShortUrl(slugId, controller.signal)
      .then(({ target }) => {
        const resolved = resolveShortUrlTarget(target);
        if (!resolved) setMissing(true);
        else if (resolved.kind === 'internal') void navigate(resolved.path, { replace: true });
        else window.location.replace(resolved.url);
      })
      .catch(() => {
        if (!controller.signal.aborted) setMissing(true);
      });
    return () => controller.abort();
  }, [slugId, navigate]);

  if (missing) {
    return (
      <ErrorView
        status={404}
        title={t('shortUrl.missingTitle')}
        message={t('shortUrl.missingText')}
        homeHref={localizePath('/', locale)}
      />
    );
  }
  return (
    <div className="flex flex-col items-center gap-4" aria-busy="true">
      <SpinnerIcon className="size-8 text-brand-700" />
      <PageIntro title={t('routes.short-url.heading')} intro={t('routes.short-url.intro')} />
    </div>
  );
}

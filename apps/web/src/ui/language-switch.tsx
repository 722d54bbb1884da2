import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { otherLocale, splitLocaleFromPath, switchLocaleHref, writeLanguageCookie } from '../lib/locale';
import { GlobeIcon } from './icons';

export function LanguageSwitch({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { pathname, search, hash } = useLocation();
  const target = otherLocale(splitLocaleFromPath(pathname));
  return (
    <Link
      to={switchLocaleHref(pathname, search, hash, target)}
      lang={target}
      hrefLang={target}
      aria-label={t('language.switchLabel')}
      onClick={() => writeLanguageCookie(target)}
      data-testid="language-switch"
      className={`inline-flex min-h-11 items-center gap-1.5 rounded-lg px-3 font-semibold text-brand-700 no-underline hover:bg-brand-50 ${className ?? ''}`}
    >
      <GlobeIcon className="size-5" />
      <span>{t('language.other')}</span>
    </Link>
  );
}

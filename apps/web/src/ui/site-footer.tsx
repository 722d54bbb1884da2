import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { localizeHref, useLocale } from '../lib/locale';

export function SiteFooter({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const link =
    'inline-flex min-h-11 items-center rounded-lg px-2 text-brand-800 underline hover:text-brand-900';
  return (
    <footer className="mt-auto border-t border-line bg-canvas">
      <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-6 text-sm">
        {compact ? null : (
          <nav aria-label={t('footer.navLabel')}>
            <ul className="-mx-2 flex flex-wrap gap-x-4">
              <li>
                <Link to={localizeHref('/case-dashboard', locale)} className={link}>
                  {t('footer.myCase')}
                </Link>
              </li>
              <li>
                <Link to={localizeHref('/my-profile', locale)} className={link}>
                  {t('footer.myProfile')}
                </Link>
              </li>
              <li>
                <Link to={localizeHref('/help', locale)} className={link}>
                  {t('footer.help')}
                </Link>
              </li>
            </ul>
          </nav>
        )}
        <p className="text-muted">{t('common.notLegalAdvice')}</p>
        <p className="text-muted">{t('footer.copyright', { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}

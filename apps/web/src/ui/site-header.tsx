import { useEffect, useId, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { localizeHref, useLocale } from '../lib/locale';
import { buttonClasses } from './button-styles';
import { CloseIcon, MenuIcon } from './icons';
import { LanguageSwitch } from './language-switch';
import { Logo } from './logo';
import { QuickExit } from './quick-exit';

export interface SiteHeaderProps {
  signedIn: boolean;
  onLogOut: () => void;
  /** Focused screens (questionnaire, first steps) show only the logo, language and quick exit. */
  variant?: 'full' | 'minimal';
  /** Shown beside the logo, e.g. the referral programme name. */
  tagline?: string;
  /** The applicant's case is open: the menu also leads to its documents, questions and declaration. */
  caseOpen?: boolean;
}

/** The parts of an open case the menu leads to, beside the dashboard. */
const CASE_PARTS = [
  { path: '/document-landing', key: 'header.documents', testId: 'header-documents' },
  { path: '/legal-landing', key: 'header.legal', testId: 'header-legal' },
  { path: '/declaration-landing', key: 'header.declaration', testId: 'header-declaration' },
] as const;

export function SiteHeader({
  signedIn,
  onLogOut,
  variant = 'full',
  tagline,
  caseOpen = false,
}: SiteHeaderProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const href = (path: string) => localizeHref(path, locale);

  useEffect(() => {
    setMenuOpen(false);
  }, [pathname]);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  const navLink = ({ isActive }: { isActive: boolean }) =>
    `inline-flex min-h-11 items-center rounded-lg px-3 font-semibold no-underline hover:bg-brand-50 ${
      isActive ? 'text-brand-900 underline' : 'text-brand-700'
    }`;

  const actions = signedIn ? (
    <>
      <NavLink to={href('/case-dashboard')} className={navLink} data-testid="header-my-case">
        {t('header.goToMyCase')}
      </NavLink>
      {caseOpen
        ? CASE_PARTS.map((part) => (
            <NavLink key={part.path} to={href(part.path)} className={navLink} data-testid={part.testId}>
              {t(part.key)}
            </NavLink>
          ))
        : null}
      <button
        type="button"
        onClick={onLogOut}
        className={buttonClasses({ size: 'small', outline: true })}
        data-testid="header-log-out"
      >
        {t('header.logOut')}
      </button>
    </>
  ) : (
    <>
      <NavLink to={href('/login')} className={navLink} data-testid="header-log-in">
        {t('header.logIn')}
      </NavLink>
      <Link
        to={href('/pre-questionnaire')}
        className={buttonClasses({ size: 'small' })}
        data-testid="header-start"
      >
        {t('header.startMyProcess')}
      </Link>
    </>
  );

  return (
    // Sticky so the quick exit stays on screen while a long page scrolls on a phone.
    <header className="sticky top-0 z-30 border-b border-line bg-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-2 px-4 py-2">
        <div className="flex items-center gap-3">
          <Logo to={href('/')} />
          {tagline ? <span className="hidden text-sm text-muted sm:inline">{tagline}</span> : null}
        </div>
        <div className="flex items-center gap-1 sm:gap-2">
          {variant === 'full' ? (
            <nav aria-label={t('header.navLabel')} className="hidden items-center gap-2 md:flex">
              {actions}
            </nav>
          ) : null}
          <LanguageSwitch />
          <QuickExit />
          {variant === 'full' ? (
            <button
              type="button"
              className="inline-flex size-11 items-center justify-center rounded-lg text-brand-700 hover:bg-brand-50 md:hidden"
              aria-expanded={menuOpen}
              aria-controls={menuId}
              aria-label={t(menuOpen ? 'header.closeMenu' : 'header.openMenu')}
              onClick={() => setMenuOpen((open) => !open)}
              data-testid="header-menu-button"
            >
              {menuOpen ? <CloseIcon /> : <MenuIcon />}
            </button>
          ) : null}
        </div>
      </div>
      {variant === 'full' ? (
        <nav
          id={menuId}
          aria-label={t('header.navLabel')}
          hidden={!menuOpen}
          className="border-t border-line px-4 py-3 md:hidden"
        >
          <div className="flex flex-col items-stretch gap-2">{actions}</div>
        </nav>
      ) : null}
    </header>
  );
}

import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

export function Logo({ to }: { to: string }) {
  const { t } = useTranslation();
  return (
    <Link
      to={to}
      className="inline-flex min-h-11 items-center gap-2 rounded-lg text-xl font-bold text-brand-800 no-underline"
    >
      <svg viewBox="0 0 64 64" className="size-8" aria-hidden="true" focusable="false">
        <rect width="64" height="64" rx="14" fill="#0f4c5c" />
        <path
          d="M14 48c8-2 12-8 16-16s8-14 20-16"
          fill="none"
          stroke="#fff"
          strokeWidth="6"
          strokeLinecap="round"
        />
        <circle cx="50" cy="16" r="5" fill="#f2c14e" />
      </svg>
      <span>Camino</span>
      <span className="sr-only">, {t('header.homeLink')}</span>
    </Link>
  );
}

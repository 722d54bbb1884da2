import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ChevronRightIcon } from './icons';

export interface BreadcrumbItem {
  label: string;
  /** Omitted for the current page. */
  to?: string;
}

export function Breadcrumbs({ items }: { items: readonly BreadcrumbItem[] }) {
  const { t } = useTranslation();
  if (items.length === 0) return null;
  return (
    <nav aria-label={t('breadcrumbs.label')} className="text-sm">
      <ol className="flex flex-wrap items-center gap-1">
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={`${item.label}-${index}`} className="flex items-center gap-1">
              {item.to && !last ? (
                <Link
                  to={item.to}
                  className="inline-flex min-h-11 items-center text-brand-700 underline hover:text-brand-900"
                >
                  {item.label}
                </Link>
              ) : (
                <span
                  aria-current={last ? 'page' : undefined}
                  className="inline-flex min-h-11 items-center font-semibold"
                >
                  {item.label}
                </span>
              )}
              {last ? null : <ChevronRightIcon className="size-4 text-muted" />}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

import type { MissingItem } from '@camino/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localizeHref, useLocale } from '../lib/locale';
import { missingItemText } from '../lib/missing-item-text';
import { buttonClasses } from './button-styles';

/** Every missing item, each a link to where it is done. */
export function MissingItemsList({
  items,
  testId = 'missing-items',
}: {
  items: readonly MissingItem[];
  testId?: string;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <ul className="list-disc pl-6" aria-label={t('missing.listLabel')} data-testid={testId}>
      {items.map((item) => (
        <li key={item.key}>
          <Link
            to={localizeHref(item.route, locale)}
            className="font-semibold text-brand-800 underline"
            data-testid={`missing-${item.key}`}
          >
            {missingItemText(t, item)}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * The way on at the end of a step: the first thing still missing, named, as a button to where it is
 * done; when nothing is, the dashboard, from which the case is sent for preparation.
 */
export function NextMissingItem({ items }: { items: readonly MissingItem[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [next] = items;
  if (next === undefined)
    return (
      <div className="flex flex-col gap-2" data-testid="next-missing" data-next="none">
        <p>{t('missing.allDone')}</p>
        <Link to={localizeHref('/case-dashboard', locale)} className={buttonClasses({ fullWidth: true })}>
          {t('missing.toDashboard')}
        </Link>
      </div>
    );
  return (
    <div className="flex flex-col gap-2" data-testid="next-missing" data-next={next.key}>
      <p className="font-semibold">{t('missing.continue')}</p>
      <Link
        to={localizeHref(next.route, locale)}
        className={buttonClasses({ fullWidth: true })}
        data-testid="next-missing-action"
      >
        {missingItemText(t, next)}
      </Link>
    </div>
  );
}

import type { Strategy } from '@camino/contracts';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { localizeHref, useLocale } from '../../lib/locale';
import { usePageContent } from '../../lib/use-page-content';
import { ChevronRightIcon } from '../../ui/icons';

/** The case types that fit, each linking to its page in "Explore your options". */
export function StrategyLinks({ strategies }: { strategies: readonly Strategy[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const content = usePageContent('strategies');
  const text = (strategy: Strategy, key: 'name' | 'summary') =>
    content.text(`${strategy}.${key}`) || t(`strategies.${strategy}.${key}`);
  return (
    <ul className="flex flex-col gap-3">
      {strategies.map((strategy) => (
        <li key={strategy}>
          <Link
            to={localizeHref(`/explore-your-options/${strategy}`, locale)}
            className="flex items-center gap-3 rounded-xl border-2 border-line bg-white p-4 no-underline hover:border-brand-700"
            data-testid={`strategy-${strategy}`}
          >
            <span className="flex-1">
              <span className="block text-lg font-bold text-brand-800">{text(strategy, 'name')}</span>
              <span className="block text-muted">{text(strategy, 'summary')}</span>
            </span>
            <ChevronRightIcon className="size-6 shrink-0 text-brand-700" />
          </Link>
        </li>
      ))}
    </ul>
  );
}

import { Link } from 'react-router';
import { localizeHref, useLocale } from '../lib/locale';
import { ChevronRightIcon } from './icons';

export interface FaqItem {
  q: string;
  a: string;
  /** Where the answer's step is done, when it has a page: a locale-free path and the link's words. */
  link?: { href: string; label: string };
}

/** Questions that open in place; native <details> keeps them keyboard and screen-reader friendly. */
export function FaqList({ items }: { items: readonly FaqItem[] }) {
  const locale = useLocale();
  return (
    <div className="flex flex-col gap-2">
      {items.map((item) => (
        <details key={item.q} className="group rounded-xl border border-line bg-white">
          <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-3 px-4 py-3 font-semibold [&::-webkit-details-marker]:hidden">
            <span>{item.q}</span>
            <ChevronRightIcon className="size-5 shrink-0 text-brand-700 transition-transform group-open:rotate-90" />
          </summary>
          <p className="px-4 pb-4">{item.a}</p>
          {item.link ? (
            <p className="px-4 pb-4">
              <Link
                to={localizeHref(item.link.href, locale)}
                className="font-semibold text-brand-800 underline"
              >
                {item.link.label}
              </Link>
            </p>
          ) : null}
        </details>
      ))}
    </div>
  );
}

import { useId, type ReactNode } from 'react';

export function ContentSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  if (!title) return <section>{children}</section>;
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="text-2xl font-bold text-brand-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

export function BulletList({ items }: { items: readonly string[] }) {
  return (
    <ul className="flex list-disc flex-col gap-2 pl-6">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

export interface CardItem {
  title: string;
  text: string;
  meta?: string;
}

/** Titled items, numbered when they are steps. */
export function CardList({ items, numbered = false }: { items: readonly CardItem[]; numbered?: boolean }) {
  const List = numbered ? 'ol' : 'ul';
  return (
    <List className="flex flex-col gap-3">
      {items.map((item, index) => (
        <li key={item.title} className="flex gap-3 rounded-xl border border-line bg-white p-4">
          {numbered ? (
            <span
              aria-hidden="true"
              className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
            >
              {index + 1}
            </span>
          ) : null}
          <div className="flex flex-col gap-1">
            <h3 className="font-bold">{item.title}</h3>
            <p>{item.text}</p>
            {item.meta ? <p className="text-sm text-muted">{item.meta}</p> : null}
          </div>
        </li>
      ))}
    </List>
  );
}

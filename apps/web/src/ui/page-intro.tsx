import type { ReactNode } from 'react';

export function PageIntro({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: string;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-3">
      <h1 className="text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">{title}</h1>
      {intro ? <p className="max-w-prose text-lg text-muted">{intro}</p> : null}
      {children}
    </div>
  );
}

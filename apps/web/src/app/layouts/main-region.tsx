import type { ReactNode } from 'react';
import { MAIN_CONTENT_ID } from '../../ui/skip-link';

/** The page's main landmark; focusable so route changes can move focus to it. */
export function MainRegion({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} className={`flex-1 outline-none ${className ?? ''}`}>
      {children}
    </main>
  );
}

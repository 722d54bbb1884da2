import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from './query-client';

// One client for the whole tab, so cached server data survives moving between pages.
const queryClient = createQueryClient();

/**
 * Loaded with the chunks of signed-in and pre-account pages only: public pages (landing, login)
 * stay within the first-load budget without TanStack Query.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

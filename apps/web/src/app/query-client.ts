import { QueryClient } from '@tanstack/react-query';
import { HTTP_RETRIES } from '@camino/contracts';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: HTTP_RETRIES, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

import { useContext, type ReactNode } from 'react';
import { QueryClient, QueryClientContext, QueryClientProvider } from '@tanstack/react-query';

let ownClient: QueryClient | null = null;

/**
 * The page's query client, else one of the questionnaire's own: the development page shows the
 * sample questionnaire without the client that signed-in and pre-account pages load.
 */
export function WithQueryClient({ children }: { children: ReactNode }) {
  const pageClient = useContext(QueryClientContext);
  if (pageClient) return children;
  ownClient ??= new QueryClient();
  return <QueryClientProvider client={ownClient}>{children}</QueryClientProvider>;
}

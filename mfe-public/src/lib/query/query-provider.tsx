// The public site's query client, one per lazy part that uses it (see lazy-with-query.tsx).
import { useState, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@abacus/shared/query';
import { createQueryClient } from '@abacus/shared';

export function QueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(() => createQueryClient(QueryClient));
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

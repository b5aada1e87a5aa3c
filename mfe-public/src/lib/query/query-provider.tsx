// The public site's query client, one per lazy part that uses it (see lazy-with-query.tsx).
import { useState, type ReactNode } from 'react';
import { QueryClientProvider, createQueryClient } from '@abacus/shared/query';

export function QueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(() => createQueryClient());
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

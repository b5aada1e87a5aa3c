// Renders a public-site component as the remote does: inside a fresh query client (no retries, so a failed
// call fails the test at once), with the English texts loaded.
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClientProvider, createQueryClient } from '@abacus/shared/query';
import { loadEnglishTexts } from './with-texts';

export function renderPublic(ui: ReactElement) {
  loadEnglishTexts();
  const client = createQueryClient({ queries: { retry: false } });
  return render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

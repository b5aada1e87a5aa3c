// The student remote: /dashboard-student/*. Screens live in features/<name>/ and are routed here,
// inside the wrapper (tabs, sidebar, profile header). One query client per mount of the remote.
import { useState } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createRemoteLifecycles, NotFoundPage } from '@abacus/shared';
import { StudentWrapper } from './features/wrapper/components/student-wrapper';
import { ContractRoute } from './features/contract/contract-route';
import { loadBundle } from './locales/load-bundle';

const newQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 } } });

const Root = () => {
  const [queryClient] = useState(newQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <StudentWrapper>
          <Routes>
            <Route path="/dashboard-student/contract" element={<ContractRoute />} />
            <Route path="*" element={<NotFoundPage />} />
          </Routes>
        </StudentWrapper>
      </BrowserRouter>
    </QueryClientProvider>
  );
};

export const { bootstrap, mount, unmount } = createRemoteLifecycles({
  name: __REMOTE_NAME__,
  version: __REMOTE_VERSION__,
  namespace: 'student',
  loadBundle,
  Root,
});

// The finance reports remote: /dashboard/reports/{id|me} (spec 002 section 2 "Reports screen"), drawn inside the
// staff frame that the staff remote exposes. Its tabs come from src/app/report-tabs.ts.
import '@abacus/contract/zod-setup-schema';
import { useState } from 'react';
import { BrowserRouter } from '@abacus/shared/router';
import { QueryClientProvider, createQueryClient } from '@abacus/shared/query';
import { createRemoteLifecycles, loadRemoteModule } from '@abacus/shared';
import { ReportsScreens } from './app/reports-screens';
import { InStaffFrame } from './features/frame/in-staff-frame';
import { loadBundle } from './locales/load-bundle';
import '@abacus/admin-kit/admin-kit.css';

// The staff frame around the reports is another remote's code: asked for now, beside this remote's texts, rather than
// once the first render wants it (issue 15).
loadRemoteModule('staff', './frame').catch(() => undefined);

const Root = () => {
  const [queryClient] = useState(() => createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <InStaffFrame>
          <ReportsScreens />
        </InStaffFrame>
      </BrowserRouter>
    </QueryClientProvider>
  );
};

export const { bootstrap, mount, unmount } = createRemoteLifecycles({
  name: __REMOTE_NAME__,
  version: __REMOTE_VERSION__,
  namespace: 'reports',
  loadBundle,
  Root,
});

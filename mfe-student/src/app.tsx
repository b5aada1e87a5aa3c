// The student remote: /dashboard-student/*. The wrapper is here; its screens (dashboard, shop,
// statistics...) arrive with the student-area issue, and until then their routes show the 404 page.
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { createRemoteLifecycles, NotFoundPage } from '@abacus/shared';
import { loadBundle } from './locales/load-bundle';
import { StudentWrapper } from './features/wrapper/components/student-wrapper';
import { ContractRoute } from './features/contract/contract-route';

const Root = () => (
  <BrowserRouter>
    <StudentWrapper>
      <Routes>
        <Route path="/dashboard-student/contract" element={<ContractRoute />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </StudentWrapper>
  </BrowserRouter>
);

export const { bootstrap, mount, unmount } = createRemoteLifecycles({
  name: __REMOTE_NAME__,
  version: __REMOTE_VERSION__,
  namespace: 'student',
  loadBundle,
  Root,
});

// The finance reports remote: /dashboard/reports/*, drawn inside the staff frame that the staff
// remote exposes. The report screens arrive with the finance issue; until then its routes are 404.
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { createBundleLoader, createRemoteLifecycles, NotFoundPage } from '@abacus/shared';
import { InStaffFrame } from './features/frame/in-staff-frame';

const Root = () => (
  <BrowserRouter>
    <InStaffFrame>
      <Routes>
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </InStaffFrame>
  </BrowserRouter>
);

export const { bootstrap, mount, unmount } = createRemoteLifecycles({
  name: __REMOTE_NAME__,
  version: __REMOTE_VERSION__,
  namespace: 'reports',
  loadBundle: createBundleLoader({ own: (lang) => import(`./locales/${lang}.json`) }),
  Root,
});

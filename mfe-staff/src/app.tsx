// The staff remote: /dashboard/* (except the reports). Its screens arrive with the staff issues;
// until then every route shows the 404 page inside the staff frame.
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { createBundleLoader, createRemoteLifecycles, NotFoundPage } from '@abacus/shared';
import { StaffFrame } from './features/frame/components/staff-frame';

const Root = () => (
  <BrowserRouter>
    <StaffFrame>
      <Routes>
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </StaffFrame>
  </BrowserRouter>
);

export const { bootstrap, mount, unmount } = createRemoteLifecycles({
  name: __REMOTE_NAME__,
  version: __REMOTE_VERSION__,
  namespace: 'staff',
  loadBundle: createBundleLoader({ own: (lang) => import(`./locales/${lang}.json`) }),
  Root,
});

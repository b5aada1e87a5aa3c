// The games remote: /games/* and /demo/*. Its screens arrive with the games-engine issue;
// until then every route is the 404 page, served by this remote so its shipping can be tested.
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { createRemoteLifecycles, NotFoundPage } from '@abacus/shared';
import { loadBundle } from './locales/load-bundle';

const Root = () => (
  <BrowserRouter>
    <Routes>
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  </BrowserRouter>
);

export const { bootstrap, mount, unmount } = createRemoteLifecycles({
  name: __REMOTE_NAME__,
  version: __REMOTE_VERSION__,
  namespace: 'games',
  loadBundle,
  Root,
});

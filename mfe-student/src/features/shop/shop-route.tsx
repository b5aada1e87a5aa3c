// The shop's route element: the screen is its own chunk, loaded when the tab is first opened.
import { lazy, Suspense } from 'react';
import { Spinner } from '@abacus/shared';

const ShopPage = lazy(() => import('./components/shop-page'));

export const ShopRoute = () => (
  <Suspense fallback={<Spinner />}>
    <ShopPage />
  </Suspense>
);

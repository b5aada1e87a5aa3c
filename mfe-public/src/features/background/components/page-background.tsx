// The landing page's background (spec 000 section 6). What a visitor's first load carries is only this gate: the
// layer that draws a saved picture, and the tester of a signed-in super franchise, are loaded when there is one.
import { lazy, Suspense, useEffect } from 'react';
import { session$, useObservable } from '@abacus/shared';
import { withRetry } from '@abacus/shared/lazy-retry';
import { loadPublicSettings, usePublicSettings } from '@/lib/public-settings/public-settings';

const BackgroundLayer = lazy(
  withRetry(() => import('./background-layer').then((m) => ({ default: m.BackgroundLayer }))),
);

export function PageBackground() {
  const saved = usePublicSettings()?.backgrounds.landing ?? null;
  const owner = useObservable(session$)?.profile.role === 'super_franchise';
  useEffect(loadPublicSettings, []);
  return saved || owner ? (
    <Suspense fallback={null}>
      <BackgroundLayer saved={saved} owner={owner} />
    </Suspense>
  ) : null;
}

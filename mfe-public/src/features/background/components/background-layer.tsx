// The landing page's background: the saved picture (or the one being tried) on a fixed layer behind the page, so
// nothing moves when it arrives; the background tester for the super franchise, loaded only for them.
import { lazy, Suspense, useState } from 'react';
import { withRetry } from '@abacus/shared/lazy-retry';
import { setPublicSettings } from '@/lib/public-settings/public-settings';

const BackgroundTester = lazy(
  withRetry(() => import('@abacus/admin-kit/background-tester').then((m) => ({ default: m.BackgroundTester }))),
);

export function BackgroundLayer({ saved, owner }: { saved: string | null; owner: boolean }) {
  const [preview, setPreview] = useState<string | null>(null);
  const url = (owner && preview) || saved;
  return (
    <>
      {url && (
        <div
          aria-hidden="true"
          data-testid="page-background"
          style={{
            position: 'fixed',
            inset: 0,
            zIndex: -1,
            backgroundImage: `url(${JSON.stringify(url)})`,
            backgroundSize: 'cover',
            backgroundPosition: 'center',
          }}
        />
      )}
      {owner && (
        <Suspense fallback={null}>
          <BackgroundTester area="landing" saved={saved} onPreview={setPreview} onSettings={setPublicSettings} />
        </Suspense>
      )}
    </>
  );
}

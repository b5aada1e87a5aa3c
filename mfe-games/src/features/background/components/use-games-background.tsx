// The games area's background (spec 000 section 6; spec 001: "Games wrapper: ... optional custom background"): on the
// main screen (/games) everyone sees the saved picture, drawn by the frame (no layout shift); a signed-in super
// franchise also gets the background tester there, loaded only then.
import { lazy, type ReactNode, Suspense, useState } from 'react';
import type { Settings } from '@abacus/contract/settings-schema';
import { session$, useObservable } from '@abacus/shared';
import { useQueryClient } from '@abacus/shared/query';
import { withRetry } from '@abacus/shared/lazy-retry';
import { PUBLIC_SETTINGS_KEY, usePublicSettings } from '../api/public-settings';

const BackgroundTester = lazy(
  withRetry(() => import('@abacus/admin-kit/background-tester').then((m) => ({ default: m.BackgroundTester }))),
);

/** The frame's background and the tester (or null) for the screen; `main` is whether it is the main screen. */
export function useGamesBackground(main: boolean): { background: string | null; tester: ReactNode } {
  const saved = usePublicSettings(main).data?.backgrounds.games ?? null;
  const owner = useObservable(session$)?.profile.role === 'super_franchise';
  const [preview, setPreview] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const keepSettings = (settings: Settings) => queryClient.setQueryData(PUBLIC_SETTINGS_KEY, settings);
  if (!main) return { background: null, tester: null };
  return {
    background: (owner && preview) || saved,
    tester: owner ? (
      <Suspense fallback={null}>
        <BackgroundTester area="games" saved={saved} onPreview={setPreview} onSettings={keepSettings} />
      </Suspense>
    ) : null,
  };
}

// Leaving the homework editor with unsaved changes asks first (a teacher lost an edit to Back): an in-app link (the
// editor's, the staff frame's menu) through the shared navigation's guard, the browser's own Back through the shared
// holdBack, and a reload or a closed tab through the browser's own question.
import { useEffect, useRef } from 'react';
import { type BackHold, guardLeaving, holdBack } from '@abacus/shared';

/** What `ask` is given for the browser's Back (no URL: the page before is the browser's to know). */
export const BACK = 'history:back';

export interface LeaveGuardControls {
  /** Go on to an in-app link after all. */
  release(): void;
  /** Go on with a held Back after all. */
  leave(): void;
  /** Stay after a held Back: Back is held again. */
  stay(): void;
}

/**
 * While `changed`: Back is held and `ask` gets BACK; unless `busy` (a save or a delete going on, which leaves by
 * itself), an in-app navigation is held and `ask` gets its URL, and a reload asks. When the changes are undone with
 * the editor still open, Back's held entry is dropped, so Back leaves at once again.
 */
export function useLeaveGuard(changed: boolean, busy: boolean, ask: (url: string) => void): LeaveGuardControls {
  const back = useRef<BackHold | null>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    if (!changed) return;
    const hold = holdBack(() => ask(BACK));
    back.current = hold;
    return () => {
      hold.release();
      // Only while the editor stays open: one unmounted has been navigated away from, past that entry.
      queueMicrotask(() => {
        if (mounted.current) hold.dropEntry();
      });
    };
  }, [changed, ask]);

  const release = useRef(() => {});
  useEffect(() => {
    if (!changed || busy) return;
    const stopGuard = guardLeaving((url) => {
      ask(url);
      return false;
    });
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    release.current = () => {
      stopGuard();
      window.removeEventListener('beforeunload', warn);
    };
    return release.current;
  }, [changed, busy, ask]);

  // Read when called: the effects set them after the render that turned the guard on.
  return useRef<LeaveGuardControls>({
    release: () => {
      release.current();
      back.current?.release();
    },
    leave: () => {
      release.current();
      back.current?.leave();
    },
    stay: () => back.current?.stay(),
  }).current;
}

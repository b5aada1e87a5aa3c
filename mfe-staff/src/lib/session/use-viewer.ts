import { type Profile, session$, useObservable } from '@abacus/shared';

/** The signed-in staff user (the frame renders nothing without one, so screens always have it). */
export function useViewer(): Profile {
  const session = useObservable(session$);
  if (!session) throw new Error('useViewer outside a session');
  return session.profile;
}

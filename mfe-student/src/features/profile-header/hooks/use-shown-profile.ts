// Whose header is shown: one's own session profile (with the live balance, so a purchase in the
// shop updates it), or the viewed student's profile fetched from the API in read-only viewing.
import { balance$, session$, useObservable, type Profile } from '@abacus/shared';
import { useViewedStudent } from '@/lib/viewed-student/use-viewed-student';
import { useUserProfile } from '@/lib/viewed-student/get-user-profile';

export type ShownProfile =
  | { status: 'shown'; profile: Profile; balance: string | null; readOnly: boolean }
  // Read-only viewing only: the viewed student's profile is on its way, or could not be loaded.
  | { status: 'loading' | 'failed' };

/** Null without a session (the wrapper then shows nothing either). */
export function useShownProfile(): ShownProfile | null {
  const viewed = useViewedStudent();
  const session = useObservable(session$);
  const balance = useObservable(balance$);
  const readOnly = viewed?.readOnly ?? false;
  const other = useUserProfile(viewed?.studentId ?? 0, readOnly);
  if (!viewed || !session) return null;
  if (readOnly) {
    if (other.data)
      return { status: 'shown', profile: other.data, balance: other.data.indigo_dollars ?? null, readOnly };
    return { status: other.isError ? 'failed' : 'loading' };
  }
  return {
    status: 'shown',
    profile: session.profile,
    balance: balance ?? session.profile.indigo_dollars ?? null,
    readOnly,
  };
}

// Whose data the student area shows: the signed-in student, or, with read_only={id}, the student a
// teacher, franchise or parent is viewing (spec 000 "Student area"). In read-only mode nothing may be
// changed: uploads, birthday, purchases and activation are disabled (the server refuses them too).
import { useLocation } from '@abacus/shared/router';
import { session$, useObservable, type Profile } from '@abacus/shared';
import { readOnlyFrom } from './read-only';

export interface ViewedStudent {
  /** The student whose data is shown. */
  studentId: number;
  /** True when the viewer is someone else: everything is read-only. */
  readOnly: boolean;
  viewer: Profile;
}

export function useViewedStudent(): ViewedStudent | null {
  const { search } = useLocation();
  const session = useObservable(session$);
  if (!session) return null;
  const requested = readOnlyFrom(search);
  const viewer = session.profile;
  if (requested && requested.studentId !== viewer.id) {
    return { studentId: requested.studentId, readOnly: true, viewer };
  }
  return { studentId: viewer.id, readOnly: false, viewer };
}

// Whose calendar it is: GET users/user/{id}/profile for a student (their name and group), GET groups/{id} for a
// group (lib). Both answer 404 outside the viewer's subtree.
import { useQuery } from '@abacus/shared/query';
import type { StaffProfile } from '@abacus/contract/staff-profile-schema';
import { api } from '@abacus/shared';
import { useGroup } from '@/lib/api/get-group';
import type { CalendarTarget } from '../model/calendar-target';

export interface TargetInfo {
  name: string;
  /** A student's group (its calendar holds the homework shown as the group's). */
  group: { id: number; name: string } | null;
  /** Not a student: there is no homework calendar. */
  notStudent: boolean;
}

const getStudent = async (id: number) => (await api.get<StaffProfile>(`users/user/${id}/profile`)).data;

export function useCalendarTarget(target: CalendarTarget) {
  const isGroup = target.kind === 'group';
  const group = useGroup(isGroup ? target.id : 0);
  const student = useQuery({
    queryKey: ['homework-student', target.id],
    queryFn: () => getStudent(target.id),
    enabled: !isGroup,
    retry: false,
  });
  const query = isGroup ? group : student;
  let data: TargetInfo | undefined;
  if (isGroup && group.data) data = { name: group.data.name, group: null, notStudent: false };
  if (!isGroup && student.data) {
    const s = student.data;
    data = {
      name: [s.last_name, s.first_name].filter(Boolean).join(' ') || s.email,
      group: s.group,
      notStudent: s.role !== 'student',
    };
  }
  return { data, isError: query.isError, isPending: !data && !query.isError };
}

// /dashboard/list/{role} and /dashboard/list/{role}/deactivated: the list of the role, narrowed by the URL's
// parent and group. The shell's guard has already sent away anyone asking for a list at or above their own rank.
import { useParams, useSearchParams } from '@abacus/shared/router';
import { NotFoundPage } from '@abacus/shared';
import { readListFilters } from '../model/list-filters';
import { GroupsList } from './groups-list';
import { ParentsList } from './parents-list';
import { StaffList } from './staff-list';
import { StudentsList } from './students-list';
import '../lists.css';

export function ListRoute({ role: fixedRole, deactivated = false }: { role?: string; deactivated?: boolean }) {
  const params = useParams();
  const role = fixedRole ?? params.role;
  const [search] = useSearchParams();
  const filters = readListFilters(search, deactivated);
  // A new role is a new list: its own page state and selection.
  switch (role) {
    case 'student':
      return <StudentsList key={role} filters={filters} />;
    case 'parent':
      return <ParentsList key={role} filters={filters} />;
    case 'group':
      return deactivated ? <NotFoundPage /> : <GroupsList key={role} filters={filters} />;
    case 'teacher':
    case 'franchise':
    case 'master_franchise':
      return <StaffList key={role} role={role} filters={filters} />;
    default:
      return <NotFoundPage />;
  }
}

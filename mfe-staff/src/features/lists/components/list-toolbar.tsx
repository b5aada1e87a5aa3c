// Beside a list's search: the way between the active and the blocked list of the role, and, when the list is
// narrowed to one owner or group (a drill-down link), a note saying so with the way back to the whole list; the
// Add button of the role when the viewer may create one.
import { useTranslation } from '@abacus/shared/i18n-react';
import { RouteLink } from '@/components/route-link';
import { canAdd, isAddRole } from '@/lib/resources/can-add';
import { useViewer } from '@/lib/session/use-viewer';
import type { ListFilters } from '../model/list-filters';

interface Props {
  listRole: string;
  filters: ListFilters;
  /** The role has a blocked list (groups do not). */
  canBlock?: boolean;
  /** Who or what a narrowed list is narrowed to (a parent's, a teacher's, a group's name), when the rows tell. */
  narrowedTo?: string;
}

export function ListToolbar({ listRole, filters, canBlock = true, narrowedTo }: Props) {
  const { t } = useTranslation('staff');
  const base = `/dashboard/list/${listRole}`;
  const narrowed = filters.parent !== undefined || filters.group !== undefined;
  const viewer = useViewer();
  // A student is added from a group (Add Student), so that list has no Add button of its own.
  const addable = isAddRole(listRole) && listRole !== 'student' && canAdd(viewer.role, listRole);
  return (
    <div className="staff-list-toolbar">
      {addable && !filters.deactivated && (
        <RouteLink to={`/dashboard/add/${listRole}`} className="ui-btn">
          {t(`lists.add.${listRole}`)}
        </RouteLink>
      )}
      {narrowed && (
        <p className="staff-list-toolbar__filter" role="status">
          {narrowedTo ? t('lists.filter.only', { name: narrowedTo }) : t('lists.filter.some')}{' '}
          <RouteLink to={filters.deactivated ? `${base}/deactivated` : base} className="staff-link">
            {t('lists.filter.showAll')}
          </RouteLink>
        </p>
      )}
      {canBlock &&
        (filters.deactivated ? (
          <RouteLink to={base} className="ui-btn ui-btn--ghost">
            {t('lists.showActive')}
          </RouteLink>
        ) : (
          <RouteLink to={`${base}/deactivated`} className="ui-btn ui-btn--ghost">
            {t('lists.showBlocked')}
          </RouteLink>
        ))}
    </div>
  );
}

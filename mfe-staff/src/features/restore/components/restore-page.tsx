// /dashboard/restore (spec 002 section 2 "Restore screen"): the search (300 ms), the role checkboxes by the
// viewer's rank (kept in the URL with the page and the search), the table of blocked users and their restore
// modals. Teacher and above; anyone else is sent to /dashboard by the guards.
import { useMemo } from 'react';
import { useSearchParams } from '@abacus/shared/router';
import { useTranslation } from '@abacus/shared/i18n-react';
import { ListView, useListParams } from '@abacus/admin-kit';
import { RESTORE_SEARCH_DEBOUNCE_MS, type RestoreRole } from '@abacus/contract/staff-tools-schema';
import { useViewer } from '@/lib/session/use-viewer';
import { useRestoreList } from '../api/get-restore-list';
import { restoreColumns } from '../columns/restore-columns';
import { readRoles, restoreRolesFor } from '../model/restore-roles';
import '../restore.css';

export function RestorePage() {
  const { t } = useTranslation('staff');
  const viewer = useViewer();
  const list = useListParams();
  const [params, setParams] = useSearchParams();
  const roles = readRoles(params.get('roles'), viewer.role);
  const query = useRestoreList(list, roles);
  const columns = useMemo(() => restoreColumns(t), [t]);
  const toggle = (role: RestoreRole) => {
    const next = roles.includes(role) ? roles.filter((r) => r !== role) : [...roles, role];
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next.length) updated.set('roles', next.join(','));
      else updated.delete('roles');
      updated.delete('page');
      return updated;
    });
  };
  return (
    <section className="staff-page">
      <h2 className="staff-page__title">{t('restore.title_page')}</h2>
      <fieldset className="restore-roles">
        <legend>{t('restore.rolesLegend')}</legend>
        {restoreRolesFor(viewer.role).map((role) => (
          <label key={role} className="restore-roles__item">
            <input type="checkbox" checked={roles.includes(role)} onChange={() => toggle(role)} />
            {t(`restore.rolesFilter.${role}`)}
          </label>
        ))}
      </fieldset>
      <ListView
        caption={t('restore.caption')}
        list={list}
        query={query}
        columns={columns}
        rowId={(row) => String(row.id)}
        emptyText={t('restore.empty')}
        searchLabel={t('restore.search')}
        searchDelayMs={RESTORE_SEARCH_DEBOUNCE_MS}
      />
    </section>
  );
}

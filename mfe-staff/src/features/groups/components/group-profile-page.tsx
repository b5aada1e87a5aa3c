// /dashboard/group/{id}: the group profile (spec 002 section 2 "Group profile"): every field editable, its counts
// with links to its students, and Add Student. A group that cannot be loaded is the 404 page.
import { useParams } from '@abacus/shared/router';
import { useTranslation } from '@abacus/shared/i18n-react';
import { NotFoundPage, Spinner } from '@abacus/shared';
import { RouteLink } from '@/components/route-link';
import { useGroup } from '@/lib/api/get-group';
import { groupValues } from '../model/group-values';
import { GroupForm } from './group-form';

export function GroupProfilePage() {
  const { t } = useTranslation('staff');
  const id = Number(useParams().id);
  const group = useGroup(id);
  if (!Number.isInteger(id) || id < 1 || group.isError) return <NotFoundPage />;
  if (!group.data) return <Spinner label={t('common:loading')} />;
  const g = group.data;
  return (
    <section className="staff-page">
      <h2 className="staff-page__title">{g.name}</h2>
      <p className="staff-page__links">
        <RouteLink to={`/dashboard/list/student?group=${g.id}`}>
          {t('groups.students', { total: g.count_students, active: g.count_students_active })}
        </RouteLink>
        <RouteLink className="ui-btn ui-btn--ghost" to={`/dashboard/add/student?group=${g.id}`}>
          {t('groups.addStudent')}
        </RouteLink>
      </p>
      <GroupForm
        key={g.id}
        groupId={g.id}
        values={groupValues(g)}
        teacherLabel={`${g.teacher_first_name} ${g.teacher_last_name}`.trim()}
        submitLabel={t('admin:form.save')}
        onSaved={() => undefined}
      />
    </section>
  );
}

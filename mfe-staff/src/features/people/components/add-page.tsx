// /dashboard/add/{role}: the creation form of a master franchise, franchise, teacher or student (the group form
// lives with the groups). A role the viewer may not create is the 404 page; a student needs a group (?group=, the
// group list's Add Student): without one the screen goes to the group list.
import { Navigate, useParams, useSearchParams } from '@abacus/shared/router';
import { useTranslation } from '@abacus/shared/i18n-react';
import { NotFoundPage, Spinner } from '@abacus/shared';
import { useGroup } from '@/lib/api/get-group';
import { canAdd, isAddRole } from '@/lib/resources/can-add';
import { useViewer } from '@/lib/session/use-viewer';
import { FranchiseForm } from './franchise-form';
import { StudentForm } from './student-form';
import { TeacherForm } from './teacher-form';

export function AddPersonPage() {
  const { t } = useTranslation('staff');
  const viewer = useViewer();
  const { role } = useParams();
  if (!isAddRole(role) || role === 'group' || !canAdd(viewer.role, role)) return <NotFoundPage />;
  return (
    <section className="staff-page">
      <h2 className="staff-page__title">{t(`people.createTitle.${role}`)}</h2>
      {role === 'teacher' ? (
        <TeacherForm />
      ) : role === 'student' ? (
        <StudentOfGroup />
      ) : (
        <FranchiseForm key={role} role={role} />
      )}
    </section>
  );
}

function StudentOfGroup() {
  const { t } = useTranslation('staff');
  const id = Number(useSearchParams()[0].get('group'));
  const group = useGroup(Number.isInteger(id) && id > 0 ? id : 0);
  if (!Number.isInteger(id) || id < 1 || group.isError) return <Navigate to="/dashboard/list/group" replace />;
  if (!group.data) return <Spinner label={t('common:loading')} />;
  return (
    <>
      <p className="staff-page__lead">{t('people.inGroup', { name: group.data.name })}</p>
      <StudentForm group={group.data} />
    </>
  );
}

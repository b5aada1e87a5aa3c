// /dashboard/add/group: a new group; "Changes saved", then the group list (spec 002 section 2).
import { useTranslation } from '@abacus/shared/i18n-react';
import { navigate } from '@abacus/shared';
import { useViewer } from '@/lib/session/use-viewer';
import { newGroupValues } from '../model/group-values';
import { GroupForm } from './group-form';

export function GroupCreatePage() {
  const { t } = useTranslation('staff');
  const viewer = useViewer();
  return (
    <section className="staff-page">
      <h2 className="staff-page__title">{t('groups.createTitle')}</h2>
      <GroupForm
        values={newGroupValues(viewer.role === 'teacher' ? viewer.id : null)}
        submitLabel={t('admin:form.create')}
        onSaved={() => navigate('/dashboard/list/group')}
      />
    </section>
  );
}

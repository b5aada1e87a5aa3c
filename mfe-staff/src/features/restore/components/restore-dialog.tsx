// A restore modal (spec 002 "Restore screen", section 5 "Other"): a student needs a group (the group select is
// disabled until a teacher is chosen, unless the viewer is a teacher), a teacher needs a franchise, a franchise a
// master franchise; OK stays disabled until the choice is made. A parent or master franchise only confirms.
import { useQuery } from '@abacus/shared/query';
import { useState } from 'react';
import { useTranslation } from '@abacus/shared/i18n-react';
import {
  AsyncSelectField,
  applyServerErrors,
  failureText,
  SchemaForm,
  SelectField,
  useSchemaForm,
  useWatch,
  ConfirmDialog,
} from '@abacus/admin-kit';
import { restoreStudentForm, restoreUnderForm } from '@abacus/contract/staff-tools-schema';
import { Modal, toast } from '@abacus/shared';
import { usersDropdownOptions } from '@/lib/api/users-dropdown';
import { useViewer } from '@/lib/session/use-viewer';
import type { RestoreRow } from '../api/get-restore-list';
import { useRestoreUser } from '../api/restore-user';
import { teacherGroups } from '../api/teacher-groups';
import { personName } from '../model/person-name';
import { restoreChoice } from '../model/restore-roles';

interface Props {
  row: RestoreRow;
  onClose: () => void;
}

export function RestoreDialog({ row, onClose }: Props) {
  const { t } = useTranslation('staff');
  const viewer = useViewer();
  const choice = restoreChoice(row.role, viewer.role);
  const name = personName(row);
  if (choice.kind === 'none') return <PlainRestore row={row} onClose={onClose} />;
  return (
    <Modal title={t('restore.title', { name })} onClose={onClose} testId="restore-dialog">
      {choice.kind === 'group' ? (
        <StudentRestore row={row} onClose={onClose} />
      ) : (
        <ParentRestore row={row} onClose={onClose} parentRole={choice.role} />
      )}
    </Modal>
  );
}

const useDone = (row: RestoreRow, onClose: () => void) => {
  const { t } = useTranslation('staff');
  return () => {
    toast('success', t('restore.done', { name: personName(row) }));
    onClose();
  };
};

function PlainRestore({ row, onClose }: Props) {
  const { t } = useTranslation('staff');
  const restore = useRestoreUser(row.id);
  const done = useDone(row, onClose);
  return (
    <ConfirmDialog
      title={t('restore.title', { name: personName(row) })}
      confirmLabel={t('restore.ok')}
      danger={false}
      pending={restore.isPending}
      error={restore.isError ? failureText(restore.error, t) : undefined}
      onCancel={onClose}
      onConfirm={() => restore.mutate({}, { onSuccess: done })}
    >
      <p>{t('restore.question', { name: personName(row) })}</p>
    </ConfirmDialog>
  );
}

function StudentRestore({ row, onClose }: Props) {
  const { t } = useTranslation('staff');
  const viewer = useViewer();
  const restore = useRestoreUser(row.id);
  const done = useDone(row, onClose);
  const [formError, setFormError] = useState<string>();
  const isTeacher = viewer.role === 'teacher';
  const form = useSchemaForm(restoreStudentForm, { teacher: null, group: '' });
  const teacher = useWatch({ control: form.control, name: 'teacher' }) as number | null;
  const group = useWatch({ control: form.control, name: 'group' });
  const groupsOf = isTeacher ? null : teacher;
  const groups = useQuery({
    queryKey: ['restore-groups', groupsOf],
    queryFn: () => teacherGroups(groupsOf),
    enabled: isTeacher || teacher != null,
  });
  return (
    <SchemaForm
      form={form}
      testId="restore-form"
      submitLabel={t('restore.ok')}
      submitDisabled={!group}
      formError={formError}
      onSubmit={async (values) => {
        setFormError(undefined);
        try {
          await restore.mutateAsync({ group: values.group });
          done();
        } catch (error) {
          setFormError(applyServerErrors(form.setError, error, ['group']));
        }
      }}
    >
      {!isTeacher && (
        <AsyncSelectField
          name="teacher"
          label={t('restore.teacher')}
          queryKey={['users-dropdown', 'teacher']}
          load={usersDropdownOptions('teacher')}
        />
      )}
      <SelectField
        name="group"
        label={t('restore.group')}
        required
        placeholder={groups.isFetching ? t('common:loading') : t('restore.chooseGroup')}
        options={groups.data ?? []}
        disabled={!isTeacher && teacher == null}
      />
    </SchemaForm>
  );
}

function ParentRestore({ row, onClose, parentRole }: Props & { parentRole: 'franchise' | 'master_franchise' }) {
  const { t } = useTranslation('staff');
  const restore = useRestoreUser(row.id);
  const done = useDone(row, onClose);
  const [formError, setFormError] = useState<string>();
  const form = useSchemaForm(restoreUnderForm, { parent: null });
  const parent = useWatch({ control: form.control, name: 'parent' });
  return (
    <SchemaForm
      form={form}
      testId="restore-form"
      submitLabel={t('restore.ok')}
      submitDisabled={parent == null}
      formError={formError}
      onSubmit={async (values) => {
        setFormError(undefined);
        try {
          await restore.mutateAsync({ parent: values.parent });
          done();
        } catch (error) {
          setFormError(applyServerErrors(form.setError, error, ['parent']));
        }
      }}
    >
      <AsyncSelectField
        name="parent"
        label={t(`restore.parent.${parentRole}`)}
        required
        queryKey={['users-dropdown', parentRole]}
        load={usersDropdownOptions(parentRole)}
      />
    </SchemaForm>
  );
}

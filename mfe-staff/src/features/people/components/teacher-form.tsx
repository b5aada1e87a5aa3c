// A new teacher (spec 002 section 2 "Creation forms"): a franchise becomes the teacher's parent; a master
// franchise or the super franchise picks the franchise. The super franchise also writes a comment.
import { useState } from 'react';
import { useTranslation } from '@abacus/shared/i18n-react';
import { applyServerErrors, AsyncSelectField, SchemaForm, TextField, useSchemaForm } from '@abacus/admin-kit';
import { FIELD_REQUIRED } from '@abacus/contract/messages';
import { teacherCreateBody } from '@abacus/contract/user-create-schema';
import { navigate, toast } from '@abacus/shared';
import { usersDropdownOptions } from '@/lib/api/users-dropdown';
import { useViewer } from '@/lib/session/use-viewer';
import { useCreateUser } from '../api/create-user';
import { PersonFields } from './person-fields';

const FIELDS = [
  'email',
  'phone_number',
  'first_name',
  'last_name',
  'middle_name',
  'region',
  'password',
  'parent',
  'comments',
];
const loadFranchises = usersDropdownOptions('franchise');

export function TeacherForm() {
  const { t } = useTranslation('staff');
  const viewer = useViewer();
  const create = useCreateUser();
  const [formError, setFormError] = useState<string>();
  const picksFranchise = viewer.role === 'master_franchise' || viewer.role === 'super_franchise';
  const form = useSchemaForm(teacherCreateBody, {
    role: 'teacher',
    email: '',
    phone_number: '',
    first_name: '',
    last_name: '',
    middle_name: '',
    region: '',
    comments: '',
    password: '',
    parent: picksFranchise ? null : viewer.id,
  });
  return (
    <SchemaForm
      form={form}
      testId="teacher-form"
      submitLabel={t('admin:form.create')}
      formError={formError}
      onSubmit={async (body) => {
        setFormError(undefined);
        if (picksFranchise && body.parent === null) {
          form.setError('parent', { message: FIELD_REQUIRED }, { shouldFocus: true });
          return;
        }
        try {
          await create.mutateAsync(body);
          toast('success', t('admin:form.saved'));
          navigate('/dashboard/list/teacher');
        } catch (error) {
          setFormError(applyServerErrors(form.setError, error, FIELDS));
        }
      }}
    >
      <div className="admin-form__section">
        <PersonFields />
        {picksFranchise && (
          <AsyncSelectField
            name="parent"
            label={t('people.fields.franchise')}
            required
            queryKey={['users-dropdown', 'franchise']}
            load={loadFranchises}
          />
        )}
        {viewer.role === 'super_franchise' && (
          <TextField name="comments" label={t('people.fields.comments')} multiline />
        )}
      </div>
    </SchemaForm>
  );
}

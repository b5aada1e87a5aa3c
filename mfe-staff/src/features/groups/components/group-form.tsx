// The group form of spec 002 section 2 "Creation forms" and "Group profile": every field of a group; the teacher
// picker is hidden for a teacher (their own groups), a searchable dropdown for everyone above.
import { useState } from 'react';
import { useTranslation } from '@abacus/shared/i18n-react';
import {
  applyServerErrors,
  AsyncSelectField,
  CheckboxesField,
  DateField,
  SchemaForm,
  SelectField,
  TextField,
  TimeField,
  useSchemaForm,
  useWatch,
} from '@abacus/admin-kit';
import { groupBody, type GroupDetail, type GroupInput } from '@abacus/contract/groups-schema';
import { GROUP_AGES, WORKING_DAYS } from '@abacus/contract/staff';
import { toast } from '@abacus/shared';
import { usersDropdownOptions } from '@/lib/api/users-dropdown';
import { useViewer } from '@/lib/session/use-viewer';
import { useSaveGroup } from '../api/save-group';
import { GROUP_FIELDS } from '../model/group-values';

interface Props {
  /** The group being edited; a new one without it. */
  groupId?: number;
  values: GroupInput;
  teacherLabel?: string;
  submitLabel: string;
  onSaved: (group: GroupDetail) => void;
}

const loadTeachers = usersDropdownOptions('teacher');

export function GroupForm({ groupId, values, teacherLabel, submitLabel, onSaved }: Props) {
  const { t } = useTranslation('staff');
  const viewer = useViewer();
  const form = useSchemaForm(groupBody, values);
  const save = useSaveGroup();
  const [formError, setFormError] = useState<string>();
  const age = useWatch({ control: form.control, name: 'age' });
  return (
    <SchemaForm
      form={form}
      testId="group-form"
      submitLabel={submitLabel}
      formError={formError}
      onSubmit={async (body) => {
        setFormError(undefined);
        try {
          const group = await save.mutateAsync({ id: groupId, body });
          toast('success', t('admin:form.saved'));
          onSaved(group);
        } catch (error) {
          setFormError(applyServerErrors(form.setError, error, GROUP_FIELDS));
        }
      }}
    >
      <div className="admin-form__section">
        <div className="admin-form__grid">
          <TextField name="name" label={t('groups.fields.name')} required />
          <TextField name="address" label={t('groups.fields.address')} required />
          <TextField name="district" label={t('groups.fields.district')} />
          <TextField name="street" label={t('groups.fields.street')} />
          <TextField name="location_name" label={t('groups.fields.locationName')} />
          <SelectField
            name="age"
            label={t('groups.fields.age')}
            required
            options={GROUP_AGES.map((a) => ({ value: a, label: t(`groups.ages.${a}`) }))}
          />
          {age === 'class' && <TextField name="age_name" label={t('groups.fields.ageName')} />}
          <DateField name="lessons_starts" label={t('groups.fields.lessonsStarts')} required />
          <TimeField name="lesson_time" label={t('groups.fields.lessonTime')} required />
          {viewer.role !== 'teacher' && (
            <AsyncSelectField
              name="teacher"
              label={t('groups.fields.teacher')}
              required
              queryKey={['users-dropdown', 'teacher']}
              load={loadTeachers}
              initialLabel={teacherLabel}
            />
          )}
        </div>
        <CheckboxesField
          name="working_days"
          label={t('groups.fields.workingDays')}
          required
          options={WORKING_DAYS.map((d) => ({ value: d, label: t(`groups.days.${d}`) }))}
        />
      </div>
    </SchemaForm>
  );
}

// A student with their parent (spec 002 sections 2 "Creation forms", 4 "Student-create flow", 5 "Student create"):
// leaving the e-mail field checks it; an existing parent of the viewer's school is filled in and locked (the child
// joins that family), else the parent block is required and the parent is created first, then the student with
// the parent's id. Both passwords must differ. Success: "Changes saved" and the group list.
import { useRef, useState } from 'react';
import { useTranslation } from '@abacus/shared/i18n-react';
import {
  applyServerErrors,
  DateField,
  NumberField,
  SchemaForm,
  SelectField,
  TextField,
  useSchemaForm,
} from '@abacus/admin-kit';
import { EMAIL_TAKEN, STUDENT_EMAIL_TAKEN } from '@abacus/contract/messages';
import type { GroupDetail } from '@abacus/contract/groups-schema';
import { studentWithParentForm, type StudentWithParentValues } from '@abacus/contract/user-create-schema';
import { fieldErrors, navigate, toast } from '@abacus/shared';
import { useViewer } from '@/lib/session/use-viewer';
import { checkEmail } from '../api/check-email';
import { useCreateUser } from '../api/create-user';
import { languageOptions } from '@/lib/options/staff-options';
import { PersonFields } from './person-fields';

const STUDENT_FIELDS = Object.keys(studentWithParentForm.shape);
const PARENT_RENAME = { first_name: 'parent_first_name', last_name: 'parent_last_name', password: 'parent_password' };

interface FoundParent {
  id: number;
  name: string;
}

export function StudentForm({ group }: { group: GroupDetail }) {
  const { t } = useTranslation('staff');
  const viewer = useViewer();
  const create = useCreateUser();
  const [formError, setFormError] = useState<string>();
  const [found, setFound] = useState<FoundParent | null>(null);
  const checkedEmail = useRef('');
  const form = useSchemaForm(studentWithParentForm, {
    email: '',
    phone_number: '',
    first_name: '',
    last_name: '',
    middle_name: '',
    region: '',
    comments: '',
    password: '',
    birthday: '',
    group: group.id,
    default_language: 'ua',
    price: '',
    price_first_month: '',
    parent: null,
    parent_first_name: '',
    parent_last_name: '',
    parent_password: '',
  });

  /** Leaving the e-mail field: is there a parent with it? Fill and lock, or unlock. */
  const onEmailBlur = async () => {
    const email = form.getValues('email').trim().toLowerCase();
    if (email === checkedEmail.current || !/^\S+@\S+\.\S+$/.test(email)) return;
    checkedEmail.current = email;
    try {
      const parent = await checkEmail(email);
      if (checkedEmail.current !== email) return;
      if (parent.id !== null) {
        form.setValue('parent', parent.id);
        form.setValue('parent_first_name', parent.first_name);
        form.setValue('parent_last_name', parent.last_name);
        form.setValue('parent_password', '');
        form.clearErrors(['parent_first_name', 'parent_password']);
        setFound({ id: parent.id, name: `${parent.first_name} ${parent.last_name}`.trim() });
      } else if (found) {
        form.setValue('parent', null);
        form.setValue('parent_first_name', '');
        form.setValue('parent_last_name', '');
        setFound(null);
      }
    } catch {
      checkedEmail.current = '';
    }
  };

  const submit = async (v: StudentWithParentValues) => {
    setFormError(undefined);
    let parentId = v.parent;
    if (parentId === null) {
      try {
        const parent = await create.mutateAsync({
          role: 'parent',
          email: v.email,
          phone_number: v.phone_number,
          first_name: v.parent_first_name,
          last_name: v.parent_last_name,
          middle_name: '',
          region: v.region,
          comments: '',
          password: v.parent_password,
          parent: group.teacher ?? viewer.id,
        });
        parentId = parent.id;
        // A retry after a failed student must not make a second parent: the family exists now.
        form.setValue('parent', parent.id);
        checkedEmail.current = v.email;
        setFound({ id: parent.id, name: `${parent.first_name} ${parent.last_name}`.trim() });
      } catch (error) {
        setFormError(applyServerErrors(form.setError, error, STUDENT_FIELDS, PARENT_RENAME));
        markStudentEmail(error);
        return;
      }
    }
    try {
      await create.mutateAsync({
        role: 'student',
        email: v.email,
        phone_number: v.phone_number,
        first_name: v.first_name,
        last_name: v.last_name,
        middle_name: v.middle_name,
        region: v.region,
        comments: v.comments,
        password: v.password,
        birthday: v.birthday,
        parent: parentId,
        group: v.group,
        default_language: v.default_language,
        price: v.price,
        price_first_month: v.price_first_month,
      });
      toast('success', t('admin:form.saved'));
      navigate('/dashboard/list/group');
    } catch (error) {
      setFormError(applyServerErrors(form.setError, error, STUDENT_FIELDS));
      markStudentEmail(error);
    }
  };

  /** The server's "User with such email already exists" reads, on this form, as the spec's student message. */
  const markStudentEmail = (error: unknown) => {
    if (fieldErrors(error).email === EMAIL_TAKEN)
      form.setError('email', { type: 'server', message: STUDENT_EMAIL_TAKEN });
  };

  return (
    <SchemaForm
      form={form}
      testId="student-form"
      submitLabel={t('admin:form.create')}
      formError={formError}
      onSubmit={submit}
    >
      <div className="admin-form__section">
        <h2>{t('people.sections.student')}</h2>
        <PersonFields withRegion={false} onEmailBlur={() => void onEmailBlur()} />
        <div className="admin-form__grid">
          <DateField name="birthday" label={t('people.fields.birthday')} />
          <SelectField name="default_language" label={t('people.fields.language')} options={languageOptions} required />
          <NumberField name="price_first_month" label={t('people.fields.priceFirstMonth')} required />
          <NumberField name="price" label={t('people.fields.price')} required />
        </div>
        <TextField name="comments" label={t('people.fields.comments')} multiline />
      </div>
      <div className="admin-form__section" data-testid="parent-block">
        <h2>{t('people.sections.parent')}</h2>
        {found && (
          <p className="staff-note" role="status">
            {t('people.existingParent', { name: found.name || t('people.fields.parent') })}
          </p>
        )}
        <div className="admin-form__grid">
          <TextField
            name="parent_first_name"
            label={t('people.fields.firstName')}
            required={!found}
            disabled={!!found}
          />
          <TextField name="parent_last_name" label={t('people.fields.lastName')} disabled={!!found} />
          {!found && (
            <TextField
              name="parent_password"
              type="password"
              autoComplete="new-password"
              label={t('people.fields.parentPassword')}
              required
            />
          )}
        </div>
      </div>
    </SchemaForm>
  );
}

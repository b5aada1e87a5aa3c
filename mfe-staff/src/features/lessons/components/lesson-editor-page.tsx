// /dashboard/lessons/{id} and /dashboard/lesson/add (spec 002 "Lessons administration"): language tabs (default ru),
// the order, the course and a name and rich-text body per language. Only the super franchise writes: for everyone
// else every field is read-only. Create stays disabled until all 12 names and every body but en are filled; Save
// sends only what changed. Each tab shows whether its language is missing or older than the ru text.
import { useMemo, useState } from 'react';
import { useTranslation } from '@abacus/shared/i18n-react';
import {
  applyServerErrors,
  failureText,
  NumberField,
  SchemaForm,
  SelectField,
  TabPanel,
  TextField,
  useSchemaForm,
  useWatch,
} from '@abacus/admin-kit';
import { missingLessonFields } from '@abacus/contract/lessons-schema';
import { dataLanguage, LANGUAGES, type Language, NATIVE_NAMES, navigate, Spinner, toast } from '@abacus/shared';
import { RouteLink } from '@/components/route-link';
import { LanguageTabs } from '@/lib/language-tabs/language-tabs';
import { RichTextField } from '@/lib/rich-text/rich-text-field';
import { useViewer } from '@/lib/session/use-viewer';
import { type Lesson, useCourses, useLesson, useLessons, useSaveLesson } from '../api/lessons';
import {
  changedFields,
  type LessonFormValues,
  lessonFormSchema,
  lessonFormValues,
  nextOrder,
  tabStatus,
} from '../model/lesson-form';
import { DeleteLessonDialog } from './lessons-page';
import '../lessons.css';

export function LessonEditorPage({ id }: { id?: number }) {
  const { t } = useTranslation('staff');
  const lesson = useLesson(id);
  const lessons = useLessons();
  const courses = useCourses();
  const failed = lesson.error ?? courses.error ?? (id === undefined ? lessons.error : null);
  if (failed) {
    return (
      <p className="admin-form__error" role="alert">
        {failureText(failed, t)}
      </p>
    );
  }
  if ((id !== undefined && !lesson.data) || !courses.data || (id === undefined && !lessons.data)) {
    return <Spinner label={t('common:loading')} />;
  }
  const initial = lessonFormValues(
    lesson.data,
    nextOrder((lessons.data ?? []).map((l) => l.order)),
    courses.data.at(-1)?.id,
  );
  return <LessonForm key={lesson.data?.id ?? 'new'} lesson={lesson.data} initial={initial} courses={courses.data} />;
}

function LessonForm({
  lesson,
  initial,
  courses,
}: {
  lesson?: Lesson;
  initial: LessonFormValues;
  courses: { id: number; order: number; [name: string]: string | number }[];
}) {
  const { t, i18n } = useTranslation('staff');
  const canEdit = useViewer().role === 'super_franchise';
  const creating = lesson === undefined;
  const [tab, setTab] = useState<Language>('ru');
  const [formError, setFormError] = useState<string>();
  const [deleting, setDeleting] = useState(false);
  const [saved, setSaved] = useState(initial);
  const form = useSchemaForm(lessonFormSchema, initial);
  const save = useSaveLesson(lesson?.id);
  const values = useWatch({ control: form.control }) as LessonFormValues;
  const errors = form.formState.errors as Record<string, unknown>;
  const uiLang = dataLanguage(i18n.language as Language);
  const courseOptions = useMemo(
    () => courses.map((c) => ({ value: String(c.id), label: String(c[`name_${uiLang}`]) })),
    [courses, uiLang],
  );
  const missing = missingLessonFields(values);
  const tabLabel = (l: Language) => {
    const status = tabStatus(l, values, lesson?.translations);
    const invalid = errors[`name_${dataLanguage(l)}`] || errors[`body_${dataLanguage(l)}`];
    const mark = invalid ? ' ⚠' : status === 'missing' ? ' ○' : status === 'stale' ? ' ↻' : '';
    return `${NATIVE_NAMES[l]}${mark}`;
  };
  const dl = dataLanguage(tab);
  const fields = Object.keys(initial);
  const name = lesson?.[`name_${uiLang}`] ?? '';

  const submit = (parsed: Parameters<typeof changedFields>[0]) => {
    setFormError(undefined);
    const sent = changedFields(parsed, saved, creating);
    if (!creating && Object.keys(sent).length === 0) {
      toast('success', t('admin:form.saved'));
      return;
    }
    return save.mutateAsync(sent).then(
      (result) => {
        toast('success', t('admin:form.saved'));
        if (creating) navigate(`/dashboard/lessons/${result.id}`);
        else setSaved(lessonFormValues(result, result.order));
      },
      (error) => {
        setFormError(applyServerErrors(form.setError, error, fields));
        const failed = Object.keys(form.formState.errors);
        const first = LANGUAGES.find((l) => failed.some((f) => f.endsWith(`_${dataLanguage(l)}`)));
        if (first) setTab(first);
      },
    );
  };

  return (
    <section className="staff-page staff-page--wide">
      <p className="staff-page__links">
        <RouteLink to="/dashboard/lessons">
          <span aria-hidden="true" className="ui-dir-arrow">
            ←
          </span>{' '}
          {t('menu.lessons')}
        </RouteLink>
      </p>
      <h2 className="staff-page__title">{creating ? t('lessons.createTitle') : name}</h2>
      {!canEdit && <p className="staff-muted">{t('lessons.readOnly')}</p>}
      <SchemaForm
        form={form}
        onSubmit={submit}
        submitLabel={creating ? t('lessons.create') : t('admin:form.save')}
        submitDisabled={!canEdit || (creating && missing.length > 0)}
        formError={formError}
        testId="lesson-form"
      >
        <div className="lesson-form__meta">
          <NumberField name="order" label={t('lessons.order')} required disabled={!canEdit} />
          <SelectField
            name="lesson_group"
            label={t('lessons.course')}
            options={courseOptions}
            placeholder={t('lessons.noCourse')}
            disabled={!canEdit}
          />
        </div>
        <LanguageTabs active={tab} onChange={setTab} tabLabel={tabLabel} />
        <p className="staff-muted">{t('lessons.legend')}</p>
        <TabPanel tab={tab}>
          <TextField key={`name_${dl}`} name={`name_${dl}`} label={t('lessons.name')} required disabled={!canEdit} />
          <RichTextField
            key={`body_${dl}`}
            name={`body_${dl}`}
            label={t('lessons.body')}
            required={dl !== 'en'}
            disabled={!canEdit}
            lang={dl}
            media
          />
          {lesson?.translations?.[dl] === 'stale' && <p className="staff-muted">{t('lessons.staleHint')}</p>}
        </TabPanel>
        {canEdit && creating && missing.length > 0 && (
          <p className="staff-muted" data-testid="lesson-missing">
            {t('lessons.missingHint', { count: missing.length })}
          </p>
        )}
      </SchemaForm>
      {canEdit && lesson && (
        <p className="staff-page__links">
          <button type="button" className="ui-btn ui-btn--ghost" onClick={() => setDeleting(true)}>
            {t('lessons.delete')}
          </button>
        </p>
      )}
      {deleting && lesson && (
        <DeleteLessonDialog
          lesson={lesson}
          name={name}
          onDone={() => setDeleting(false)}
          onDeleted={() => navigate('/dashboard/lessons')}
        />
      )}
    </section>
  );
}

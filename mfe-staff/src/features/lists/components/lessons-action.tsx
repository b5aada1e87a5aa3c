// The Lessons action of a student or group row (spec 002 section 2 "Lesson-assignment modal"): every lesson with a
// checkbox, those already open pre-checked; Save opens exactly the checked ones. A student's lesson opened for
// their whole group shows checked and locked (it is changed on the group). Hidden from parents.
import { useState } from 'react';
import { useTranslation } from '@abacus/shared/i18n-react';
import { failureText } from '@abacus/admin-kit';
import type { AssignedLesson } from '@abacus/contract/lessons-schema';
import { dataLanguage } from '@abacus/contract/languages';
import { Modal, Spinner, toast } from '@abacus/shared';
import { useViewer } from '@/lib/session/use-viewer';
import { type LessonTarget, useAssignedLessons, useAssignLessons } from '../api/assign-lessons';

export function LessonsAction({ target, name }: { target: LessonTarget; name: string }) {
  const { t } = useTranslation('staff');
  const viewer = useViewer();
  const [open, setOpen] = useState(false);
  if (viewer.role === 'parent' || viewer.role === 'student') return null;
  return (
    <>
      <button type="button" className="ui-btn ui-btn--ghost staff-action" onClick={() => setOpen(true)}>
        {t('lists.lessons.action')}
      </button>
      {open && (
        <Modal title={t('lists.lessons.title', { name })} onClose={() => setOpen(false)} testId="lessons-dialog">
          <LessonsForm target={target} onDone={() => setOpen(false)} />
        </Modal>
      )}
    </>
  );
}

function LessonsForm({ target, onDone }: { target: LessonTarget; onDone: () => void }) {
  const { t } = useTranslation('staff');
  const lessons = useAssignedLessons(target);
  if (lessons.isPending) return <Spinner label={t('common:loading')} />;
  if (lessons.isError) {
    return (
      <p className="admin-form__error" role="alert">
        {failureText(lessons.error, t)}
      </p>
    );
  }
  if (!lessons.data.length) return <p className="staff-muted">{t('lists.lessons.none')}</p>;
  return <Checklist target={target} lessons={lessons.data} onDone={onDone} />;
}

function Checklist({
  target,
  lessons,
  onDone,
}: {
  target: LessonTarget;
  lessons: AssignedLesson[];
  onDone: () => void;
}) {
  const { t, i18n } = useTranslation('staff');
  const lang = dataLanguage(i18n.language as 'en');
  const [checked, setChecked] = useState(() => new Set(lessons.filter((l) => l.is_active).map((l) => l.id)));
  const save = useAssignLessons(target);
  const toggle = (id: number) =>
    setChecked((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  return (
    <form
      className="admin-form"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate([...checked], {
          onSuccess: () => {
            toast('success', t('admin:form.saved'));
            onDone();
          },
        });
      }}
    >
      <fieldset className="staff-lessons">
        <legend className="ui-visually-hidden">{t('lists.lessons.action')}</legend>
        {lessons.map((lesson) => {
          const label = (lesson as Record<string, unknown>)[`name_${lang}`] ?? lesson.name_en;
          return (
            <label key={lesson.id} className="staff-lessons__item">
              <input
                type="checkbox"
                checked={lesson.via_group || checked.has(lesson.id)}
                disabled={lesson.via_group}
                onChange={() => toggle(lesson.id)}
              />
              <span>
                {lesson.order}. {String(label)}
                {lesson.via_group && <span className="staff-muted"> ({t('lists.lessons.viaGroup')})</span>}
              </span>
            </label>
          );
        })}
      </fieldset>
      {save.isError && (
        <p className="admin-form__error" role="alert">
          {failureText(save.error, t)}
        </p>
      )}
      <div className="admin-form__actions">
        <button type="submit" className="ui-btn" disabled={save.isPending} aria-busy={save.isPending}>
          {save.isPending ? t('admin:form.saving') : t('admin:form.save')}
        </button>
      </div>
    </form>
  );
}

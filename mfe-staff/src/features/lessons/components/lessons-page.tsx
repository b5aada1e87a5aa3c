// /dashboard/lessons (spec 002 "Lessons administration"): a card per lesson with its order and its name in the current
// language, and the translation tracker; Create and the delete icon for the super franchise only.
import { useState } from 'react';
import { useTranslation } from '@abacus/shared/i18n-react';
import { ConfirmDialog, failureText } from '@abacus/admin-kit';
import { dataLanguage, type Language, Spinner, TrashIcon, toast } from '@abacus/shared';
import { RouteLink } from '@/components/route-link';
import { useViewer } from '@/lib/session/use-viewer';
import { type AssignedLesson, useDeleteLesson, useLessons } from '../api/lessons';
import { TranslationMarks } from './translation-marks';
import '../lessons.css';

export function LessonsPage() {
  const { t, i18n } = useTranslation('staff');
  const manages = useViewer().role === 'super_franchise';
  const lessons = useLessons();
  const lang = dataLanguage(i18n.language as Language);
  const [deleting, setDeleting] = useState<AssignedLesson | null>(null);
  return (
    <section className="staff-page staff-page--wide">
      <h2 className="staff-page__title">{t('menu.lessons')}</h2>
      {manages && (
        <p className="staff-page__links">
          <RouteLink className="ui-btn" to="/dashboard/lesson/add">
            {t('lessons.create')}
          </RouteLink>
        </p>
      )}
      {lessons.isPending && <Spinner label={t('common:loading')} />}
      {lessons.isError && (
        <p className="admin-form__error" role="alert">
          {failureText(lessons.error, t)}
        </p>
      )}
      {lessons.data?.length === 0 && <p className="staff-muted">{t('lessons.empty')}</p>}
      {lessons.data && lessons.data.length > 0 && (
        <ul className="lesson-cards">
          {lessons.data.map((lesson) => (
            <li key={lesson.id} className="lesson-card">
              <RouteLink className="lesson-card__link" to={`/dashboard/lessons/${lesson.id}`}>
                <span className="lesson-card__order">{lesson.order}</span>
                <span className="lesson-card__name">{lesson[`name_${lang}`]}</span>
              </RouteLink>
              <TranslationMarks tracker={lesson.translations} />
              {manages && (
                <button
                  type="button"
                  className="lesson-card__delete"
                  aria-label={t('lessons.deleteNamed', { name: lesson[`name_${lang}`] })}
                  title={t('lessons.delete')}
                  onClick={() => setDeleting(lesson)}
                >
                  <TrashIcon />
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {deleting && (
        <DeleteLessonDialog lesson={deleting} name={deleting[`name_${lang}`]} onDone={() => setDeleting(null)} />
      )}
    </section>
  );
}

export function DeleteLessonDialog({
  lesson,
  name,
  onDone,
  onDeleted,
}: {
  lesson: { id: number };
  name: string;
  onDone: () => void;
  onDeleted?: () => void;
}) {
  const { t } = useTranslation('staff');
  const remove = useDeleteLesson();
  return (
    <ConfirmDialog
      title={t('lessons.deleteTitle')}
      confirmLabel={t('lessons.delete')}
      pending={remove.isPending}
      error={remove.isError ? failureText(remove.error, t) : undefined}
      onCancel={onDone}
      onConfirm={() =>
        remove.mutate(lesson.id, {
          onSuccess: () => {
            toast('success', t('lessons.deleted'));
            onDone();
            onDeleted?.();
          },
        })
      }
    >
      <p>{t('lessons.deleteQuestion', { name })}</p>
    </ConfirmDialog>
  );
}

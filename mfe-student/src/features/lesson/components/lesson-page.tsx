// /dashboard-student/lesson/:id: the lesson's name and HTML body in the current language. A failed
// load is ignored silently (spec 000 section 8): the page then offers only the way back. A lesson not open to the
// child (or gone) is said so: an empty card left a parent wondering (404 is an answer, not a failed load).
import { useMemo } from 'react';
import { useTranslation } from '@abacus/shared/i18n-react';
import { Link, useParams } from '@abacus/shared/router';
import { Spinner, statusOf } from '@abacus/shared';
import { useAreaLink } from '@/lib/viewed-student/use-area-link';
import { useViewedStudent } from '@/lib/viewed-student/use-viewed-student';
import { localizedText } from '@/lib/localized';
import { sanitizeHtml } from '@abacus/shared/html/sanitize-html';
import { useLanguage } from '@/lib/use-language';
import { useLesson } from '../api/get-lesson';
import '../lesson.css';

export function LessonPage() {
  const { t } = useTranslation('student');
  const link = useAreaLink();
  const viewed = useViewedStudent();
  const lessonId = Number(useParams().id);
  return (
    <article className="lesson-page" data-testid="lesson-page">
      <Link className="lesson-page__back" to={link('/dashboard-student')}>
        {t('lesson.back')}
      </Link>
      {viewed && <LessonContent lessonId={lessonId} studentId={viewed.studentId} />}
    </article>
  );
}

function LessonContent({ lessonId, studentId }: { lessonId: number; studentId: number }) {
  const { t } = useTranslation('student');
  const lang = useLanguage();
  const { data, isLoading, error } = useLesson(lessonId, studentId);
  const body = useMemo(() => (data ? sanitizeHtml(localizedText(data, 'body', lang)) : ''), [data, lang]);
  if (isLoading) return <Spinner label={t('common:loading')} />;
  if (!data && (statusOf(error) === 404 || !(lessonId > 0)))
    return (
      <p className="lesson-page__unavailable" role="note" data-testid="lesson-unavailable">
        {t('lesson.unavailable')}
      </p>
    );
  if (!data) return null;
  return (
    <>
      <h1 className="lesson-page__title">{localizedText(data, 'name', lang)}</h1>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the body is sanitized on the server and again in the browser (sanitizeHtml) above */}
      <div className="lesson-body" data-testid="lesson-body" dangerouslySetInnerHTML={{ __html: body }} />
    </>
  );
}

// /dashboard/{profile|group}/{id}/homework/create?date=YYYY-MM&order=N[&homework=ID] (spec 002 "Homework editor"):
// reads the day from the address (no valid day: back to the calendar), loads the homework being edited, and hands
// both to the editor. A loaded homework keeps its own day and target. A create address of a day that has its
// target's homework (Back after creating one, an old link) opens that homework instead of an empty form.
import { useTranslation } from '@abacus/shared/i18n-react';
import { Navigate, useSearchParams } from '@abacus/shared/router';
import { failureText } from '@abacus/admin-kit';
import { Spinner } from '@abacus/shared';
import { RouteLink } from '@/components/route-link';
import { useDayHomework } from '../api/get-day-homework';
import { useHomework } from '../api/get-homework';
import { calendarPath, type HomeworkTarget, parseEditorQuery, withHomework } from '../model/editor-query';
import { HomeworkEditor } from './homework-editor';
import '../homework-editor.css';

export function HomeworkEditorPage({ target }: { target: HomeworkTarget }) {
  const { t } = useTranslation('staff');
  const [params] = useSearchParams();
  const query = parseEditorQuery(params);
  const homework = useHomework(query?.homework ?? null);
  const dayHomework = useDayHomework(target, query);
  const calendar = calendarPath(target);

  if (!query) return <Navigate to={calendar} replace />;
  const failure = homework.error ?? dayHomework.error;
  if (failure) {
    return (
      <section className="staff-page">
        <p className="admin-form__error" role="alert">
          {failureText(failure, t)}
        </p>
        <p>
          <RouteLink className="ui-btn ui-btn--ghost" to={calendar}>
            {t('homeworkEditor.back')}
          </RouteLink>
        </p>
      </section>
    );
  }
  if (query.homework === null && typeof dayHomework.data === 'number') {
    return <Navigate to={{ search: withHomework(params, dayHomework.data) }} replace />;
  }
  const loading = query.homework === null ? dayHomework.data === undefined : !homework.data;
  if (loading) return <Spinner label={t('common:loading')} />;

  const stored = homework.data;
  const day = stored ? { year: stored.year, month: stored.month, order: stored.order } : query;
  const owner: HomeworkTarget =
    stored?.user != null
      ? { kind: 'user', id: stored.user }
      : stored?.group != null
        ? { kind: 'group', id: stored.group }
        : target;
  return <HomeworkEditor key={stored?.id ?? 'new'} target={owner} day={day} homework={stored} />;
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { Spinner } from '@abacus/shared';
import { readOnlyFrom, withReadOnly } from '../../wrapper/model/read-only';
import { useLanguage } from '../../../lib/use-language';
import { useLessonGroups } from '../api/get-lesson-groups';
import { initiallyOpen } from '../model/group-state';
import { LessonGroup } from './lesson-group';

/** The learning groups, collapsible; the one in progress starts open. */
export function LessonGroups({ studentId }: { studentId: number }) {
  const { t } = useTranslation('student');
  const lang = useLanguage();
  const { search } = useLocation();
  const query = useLessonGroups(studentId);
  // null: not chosen yet, so the group in progress is open; afterwards the child's choice.
  const [chosen, setChosen] = useState<Set<number> | null>(null);

  if (query.isPending) return <Spinner label={t('common:loading')} />;
  if (query.isError) {
    return (
      <div className="dashboard-note dashboard-note--error" role="alert">
        <p>{t('dashboard.error')}</p>
        <button type="button" className="ui-btn ui-btn--ghost" onClick={() => void query.refetch()}>
          {t('dashboard.retry')}
        </button>
      </div>
    );
  }
  const groups = [...query.data].sort((a, b) => a.order - b.order);
  if (groups.length === 0) return <p className="dashboard-note" data-testid="lessons-empty">{t('dashboard.empty')}</p>;

  const first = initiallyOpen(groups);
  const open = chosen ?? new Set(first === null ? [] : [first]);
  const toggle = (id: number) => {
    const next = new Set(open);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setChosen(next);
  };
  const readOnly = readOnlyFrom(search);

  return (
    <ul className="lesson-groups">
      {groups.map((group) => (
        <LessonGroup
          key={group.id}
          group={group}
          lang={lang}
          open={open.has(group.id)}
          onToggle={() => toggle(group.id)}
          lessonLink={(id) => withReadOnly(`/dashboard-student/lesson/${id}`, readOnly)}
        />
      ))}
    </ul>
  );
}

import { useState } from 'react';
import { useTranslation } from '@abacus/shared/i18n-react';
import { useAreaLink } from '@/lib/viewed-student/use-area-link';
import { ListState } from '@/components/list-state';
import { useLanguage } from '@/lib/use-language';
import { useLessonGroups, type LessonGroup as Group } from '../api/get-lesson-groups';
import { initiallyOpen } from '../model/group-state';
import { LessonGroup } from './lesson-group';

const byOrder = (groups: Group[]) => [...groups].sort((a, b) => a.order - b.order);

/** The learning groups, collapsible; the one in progress starts open. */
export function LessonGroups({ studentId }: { studentId: number }) {
  const { t } = useTranslation('student');
  const query = useLessonGroups(studentId);
  return (
    <ListState
      query={query}
      rows={byOrder}
      emptyText={t('dashboard.empty')}
      errorText={t('dashboard.error')}
      retry
      testId="lessons"
    >
      {(groups) => <GroupList groups={groups} />}
    </ListState>
  );
}

function GroupList({ groups }: { groups: Group[] }) {
  const lang = useLanguage();
  const link = useAreaLink();
  // null: not chosen yet, so the group in progress is open; afterwards the child's choice.
  const [chosen, setChosen] = useState<Set<number> | null>(null);
  const first = initiallyOpen(groups);
  const open = chosen ?? new Set(first === null ? [] : [first]);
  const toggle = (id: number) => {
    const next = new Set(open);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setChosen(next);
  };

  return (
    <ul className="lesson-groups">
      {groups.map((group) => (
        <LessonGroup
          key={group.id}
          group={group}
          lang={lang}
          open={open.has(group.id)}
          onToggle={() => toggle(group.id)}
          lessonLink={(id) => link(`/dashboard-student/lesson/${id}`)}
        />
      ))}
    </ul>
  );
}

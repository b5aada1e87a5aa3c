// The group list's columns (spec 002 section 2 "Lists", "Group table"): the group, its teacher, its student counts
// total/active/blocked (opening the group's students), its parents count, and Add Student. The name opens the
// group's profile.
import type { TFunction } from 'i18next';
import { createColumnHelper } from '@abacus/admin-kit';
import { RouteLink } from '@/components/route-link';
import type { GroupRow } from '../api/get-groups';
import { HomeworkLink } from '../components/homework-link';
import { GroupBlockAction } from '../components/group-block-action';
import { IndigoAction } from '../components/indigo-action';
import { LessonsAction } from '../components/lessons-action';
import { NotificationAction } from '../components/notification-action';
import { personName } from '../components/person-cell';
import { ageText, startMonth } from '../model/group-start';
import { drillDown } from '../model/list-filters';
import { isoToShown } from '@abacus/admin-kit';

const column = createColumnHelper<GroupRow>();

function StartCell({ group, t, language }: { group: GroupRow; t: TFunction; language: string }) {
  const start = startMonth(group.lessons_starts);
  const month = start
    ? new Intl.DateTimeFormat(language === 'ua' ? 'uk' : language, { month: 'short', year: 'numeric' }).format(
        new Date(Date.UTC(start.year, start.month - 1, 15)),
      )
    : '—';
  return (
    <span className={`staff-age staff-age--${group.age}`} title={ageText(group, t)}>
      {month}
    </span>
  );
}

function DetailsCell({ group, t }: { group: GroupRow; t: TFunction }) {
  const days = group.working_days.map((day) => t(`groups.days.${day}`)).join(', ');
  return (
    <dl className="staff-statistic staff-statistic--text">
      <div>
        <dt>{t('groups.fields.age')}</dt>
        <dd>{ageText(group, t)}</dd>
      </div>
      {group.lessons_starts && (
        <div>
          <dt>{t('groups.fields.lessonsStarts')}</dt>
          <dd>{isoToShown(group.lessons_starts)}</dd>
        </div>
      )}
      {group.lesson_time && (
        <div>
          <dt>{t('groups.fields.lessonTime')}</dt>
          <dd dir="ltr">{group.lesson_time}</dd>
        </div>
      )}
      {days && (
        <div>
          <dt>{t('groups.fields.workingDays')}</dt>
          <dd>{days}</dd>
        </div>
      )}
    </dl>
  );
}

export const groupColumns = (t: TFunction, language: string) => [
  column.display({
    id: 'start',
    header: t('lists.columns.start'),
    cell: ({ row: { original: group } }) => <StartCell group={group} t={t} language={language} />,
  }),
  column.accessor('name', {
    header: t('lists.columns.groupName'),
    cell: ({ row: { original: group } }) => (
      <RouteLink to={`/dashboard/group/${group.id}`} className="staff-link">
        <strong>{group.name}</strong>
      </RouteLink>
    ),
  }),
  column.display({
    id: 'details',
    header: t('lists.columns.details'),
    cell: ({ row: { original: group } }) => <DetailsCell group={group} t={t} />,
  }),
  column.display({
    id: 'homework',
    header: t('lists.columns.homework'),
    cell: ({ row: { original: group } }) => <HomeworkLink target={{ group: group.id }} />,
  }),
  column.display({
    id: 'teacher',
    header: t('lists.columns.teacher'),
    cell: ({ row: { original: group } }) =>
      group.teacher ? (
        <RouteLink to={drillDown('group', 'parent', group.teacher.id)} className="staff-link staff-link--name">
          {personName(group.teacher)}
        </RouteLink>
      ) : (
        <span className="staff-muted">—</span>
      ),
  }),
  column.display({
    id: 'students',
    header: t('lists.columns.studentCounts'),
    cell: ({ row: { original: group } }) => (
      <RouteLink to={drillDown('student', 'group', group.id)} className="staff-link">
        {t('lists.statistic.groupCounts', {
          total: group.count_students,
          active: group.count_students_active,
          blocked: group.count_students_inactive,
        })}
      </RouteLink>
    ),
  }),
  column.accessor('count_parents', { header: t('lists.columns.parentsCount') }),
  column.display({
    id: 'actions',
    header: t('lists.columns.actions'),
    cell: ({ row: { original: group } }) => (
      <div className="staff-actions">
        <RouteLink to={`/dashboard/add/student?group=${group.id}`} className="ui-btn ui-btn--ghost staff-action">
          {t('lists.actions.addStudent')}
        </RouteLink>
        <LessonsAction target={{ group: group.id }} name={group.name} />
        <IndigoAction target={{ group: group.id }} name={group.name} />
        <NotificationAction group={group.id} name={group.name} />
        <GroupBlockAction group={group} />
      </div>
    ),
  }),
];

// The History table (spec 002 "Reports screen"): when, whose (a link to their profile), what changed (Blocked,
// Unlocked, Price or First-month price with the old and the new amount) and who changed it (a link, or System).
import type { TFunction } from 'i18next';
import { createColumnHelper } from '@abacus/admin-kit';
import type { ChangeEntry } from '../api/get-report-history';
import { ProfileLink } from '@/lib/profile-link';
import { describeChange } from '../model/change-text';
import { formatDateTime } from '../model/date-time';

const column = createColumnHelper<ChangeEntry>();

function ChangeCell({ entry, t }: { entry: ChangeEntry; t: TFunction }) {
  const change = describeChange(entry);
  return (
    <span className="history-change">
      <strong>{t(`history.actions.${change.kind}`)}</strong>
      {change.from !== undefined && (
        <span className="history-change__values" dir="ltr">
          <span className="history-change__old">{change.from}</span>
          {' → '}
          <span className="history-change__new">{change.to}</span>
        </span>
      )}
    </span>
  );
}

export const historyColumns = (t: TFunction) => [
  column.accessor('modified', {
    header: t('history.columns.date'),
    cell: ({ getValue }) => <time dateTime={getValue()}>{formatDateTime(getValue())}</time>,
    meta: { className: 'history-col-date' },
  }),
  column.display({
    id: 'user',
    header: t('history.columns.user'),
    cell: ({ row: { original } }) => (
      <ProfileLink id={original.user.id}>{original.user_name || original.user.email}</ProfileLink>
    ),
  }),
  column.display({
    id: 'change',
    header: t('history.columns.change'),
    cell: ({ row: { original } }) => <ChangeCell entry={original} t={t} />,
  }),
  column.display({
    id: 'author',
    header: t('history.columns.author'),
    cell: ({ row: { original } }) =>
      original.author ? (
        <ProfileLink id={original.author.id}>{original.author_name || original.author.email}</ProfileLink>
      ) : (
        <span className="history-muted">{t('history.system')}</span>
      ),
  }),
];

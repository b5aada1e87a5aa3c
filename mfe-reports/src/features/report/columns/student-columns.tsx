// The report's student rows (spec 002 sections 2 "Reports screen", 3 "Report, student row"): the name (to the
// profile, and the read-only dashboard), group, teacher, start of study, price mode, the prices, the counted days,
// bonus days, discount, royalty, comment, and Price / Comment / Block for an active student. Sortable: full name,
// group and teacher.
import type { TFunction } from 'i18next';
import { createColumnHelper } from '@abacus/admin-kit';
import type { Currency } from '@abacus/contract/staff';
import type { StudentReportRow } from '../api/get-students';
import { Amount, Figure } from '../components/amount';
import { AppLink } from '../components/app-link';
import { BlockAction } from '../components/block-action';
import { CommentAction } from '../components/comment-action';
import { PriceAction } from '../components/price-action';
import { daysText, formatDay, percent } from '../model/figures';
import { dashboardLink, profileLink } from '../model/links';

const column = createColumnHelper<StudentReportRow>();

export const studentColumns = (t: TFunction, currency: Currency | null | undefined) => [
  column.accessor('full_name', {
    header: t('report.columns.fullName'),
    meta: { sortKey: 'full_name', className: 'report-col-name' },
    cell: ({ row: { original: s } }) => (
      <div className="report-person">
        <AppLink to={profileLink(s.id)} title={s.email}>
          <strong>{s.full_name || s.email}</strong>
        </AppLink>
        {!s.is_active && <span className="report-badge">{t('report.blocked')}</span>}
        <AppLink to={dashboardLink(s.id)}>{t('report.dashboard')}</AppLink>
      </div>
    ),
  }),
  column.accessor('group_name', {
    header: t('report.columns.group'),
    meta: { sortKey: 'group_name' },
    cell: ({ getValue }) => getValue() || '—',
  }),
  column.accessor('teacher', {
    header: t('report.columns.teacher'),
    meta: { sortKey: 'teacher' },
    cell: ({ getValue }) => getValue() || '—',
  }),
  column.display({
    id: 'start',
    header: t('report.columns.start'),
    cell: ({ row: { original: s } }) => <Figure>{formatDay(s.study_period.start)}</Figure>,
  }),
  column.accessor('price_mode', {
    header: t('report.columns.mode'),
    cell: ({ getValue }) => t(`report.mode.${getValue()}`),
  }),
  column.accessor('price', {
    header: t('report.columns.price'),
    cell: ({ getValue }) => <Amount value={getValue()} currency={currency} />,
    meta: { className: 'report-col-number' },
  }),
  column.accessor('price_first_month', {
    header: t('report.columns.priceFirstMonth'),
    cell: ({ getValue }) => <Amount value={getValue()} currency={currency} />,
    meta: { className: 'report-col-number' },
  }),
  column.accessor('study_price', {
    header: t('report.columns.studyPrice'),
    cell: ({ getValue }) => <Amount value={getValue()} currency={currency} />,
    meta: { className: 'report-col-number' },
  }),
  column.display({
    id: 'days',
    header: t('report.columns.days'),
    cell: ({ row: { original: s } }) => <Figure>{daysText(s.days_count, s.days_total)}</Figure>,
    meta: { className: 'report-col-number' },
  }),
  column.accessor('bonus_days', {
    header: t('report.columns.bonusDays'),
    cell: ({ getValue }) => <Figure>{getValue()}</Figure>,
    meta: { className: 'report-col-number' },
  }),
  column.accessor('discount', {
    header: t('report.columns.discount'),
    cell: ({ getValue }) => <Figure>{percent(getValue())}</Figure>,
    meta: { className: 'report-col-number' },
  }),
  column.accessor('student_royalty', {
    header: t('report.columns.royalty'),
    // An English-stream pupil pays the English royalty: said under the figure (a franchise owner met two equal rows
    // with different royalties and no reason shown).
    cell: ({ getValue, row: { original: s } }) => (
      <>
        <Amount value={getValue()} currency={currency} />
        {s.english && (
          <span className="report-cell-note" data-testid="english-royalty">
            {t('report.englishRoyalty')}
          </span>
        )}
      </>
    ),
    meta: { className: 'report-col-number' },
  }),
  column.accessor('comments', {
    header: t('report.columns.comment'),
    cell: ({ getValue }) => (
      <span className="report-comment" title={getValue() || undefined}>
        {getValue()}
      </span>
    ),
  }),
  column.display({
    id: 'actions',
    header: t('report.columns.actions'),
    cell: ({ row: { original: s } }) =>
      s.is_active ? (
        <div className="report-actions">
          <PriceAction student={s} />
          <CommentAction student={s} />
          <BlockAction student={s} />
        </div>
      ) : null,
  }),
];

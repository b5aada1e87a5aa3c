// A day's results (issue 12, beyond the spec): each student of the homework with their status and, per game, right
// answers of answered and the time spent; loading, error and empty states.
import { useTranslation } from '@abacus/shared/i18n-react';
import type { HomeworkSummary } from '@abacus/contract/homework-schema';
import { Modal, Spinner } from '@abacus/shared';
import { useHomeworkResults } from '../api/get-homework-results';
import { clock, type ResultCell, resultColumns, resultRows } from '../model/homework-results';
import { homeworkErrorText } from './error-text';

interface Props {
  homework: HomeworkSummary;
  month: string;
  onClose: () => void;
}

function Cell({ cell }: { cell: ResultCell | null }) {
  const { t } = useTranslation('staff');
  if (!cell) return <span className="staff-muted">{t('homeworkCalendar.results.notPlayed')}</span>;
  return (
    <span className={`hw-results__cell${cell.done ? ' hw-results__cell--done' : ''}`}>
      <span>{t('homeworkCalendar.results.right', { right: cell.right, answered: cell.answered })}</span>
      <span className="staff-muted">{t('homeworkCalendar.results.time', { time: clock(cell.seconds) })}</span>
    </span>
  );
}

export function ResultsDialog({ homework, month, onClose }: Props) {
  const { t } = useTranslation('staff');
  const results = useHomeworkResults(homework.id);
  const title = t('homeworkCalendar.results.title', { order: homework.order, month });
  const columns = results.data ? resultColumns(results.data) : [];
  const rows = results.data ? resultRows(results.data) : [];
  return (
    <Modal title={title} onClose={onClose} testId="homework-results-dialog">
      <div className="hw-results">
        {results.isPending && <Spinner label={t('common:loading')} />}
        {results.isError && (
          <p className="admin-form__error" role="alert">
            {t('homeworkCalendar.results.loadFailed')} {homeworkErrorText(results.error, t)}
          </p>
        )}
        {results.data && rows.length === 0 && <p className="staff-muted">{t('homeworkCalendar.results.empty')}</p>}
        {rows.length > 0 && (
          <>
            {/* Above the scrolling table, not its caption: a caption is as wide as the table, and on a phone only its
                end showed. */}
            <p className="staff-muted hw-results__caption" id={`hw-results-${homework.id}-caption`}>
              {t('homeworkCalendar.results.caption')}
            </p>
            {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a wide table scrolls sideways on a phone; the keyboard needs to reach it */}
            <section className="hw-results__scroll" tabIndex={0} aria-label={title}>
              <table className="hw-results__table" aria-describedby={`hw-results-${homework.id}-caption`}>
                <thead>
                  <tr>
                    <th scope="col">{t('homeworkCalendar.results.student')}</th>
                    <th scope="col">{t('homeworkCalendar.results.status')}</th>
                    {columns.map((column) => (
                      <th scope="col" key={column.id}>
                        {t('homeworkCalendar.results.game', {
                          number: column.number,
                          type: t(`homeworkCalendar.gameTypes.${column.type}`),
                        })}
                        <span className="hw-results__repeat">
                          {t('homeworkCalendar.results.repeat', { count: column.repeat })}
                        </span>
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) => (
                    <tr key={row.id}>
                      <th scope="row">{row.name}</th>
                      <td>
                        <span className={`hw-day__status hw-day__status--${row.status}`}>
                          {t(`homeworkCalendar.days.status.${row.status}`)}
                        </span>
                      </td>
                      {row.cells.map((cell, i) => (
                        <td key={columns[i]?.id ?? i}>
                          <Cell cell={cell} />
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
          </>
        )}
        <div className="admin-confirm__actions">
          <button type="button" className="ui-btn ui-btn--ghost" onClick={onClose}>
            {t('homeworkCalendar.results.close')}
          </button>
        </div>
      </div>
    </Modal>
  );
}

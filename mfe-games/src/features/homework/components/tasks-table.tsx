// The table of tasks (spec 001 "Homework screen"): number, task type, level, complexity, action with number, number
// of expressions, and how far the student is (right answers of the expressions; done ones marked).
import { useTranslation } from '@abacus/shared/i18n-react';
import type { TaskRow } from '../model/task-rows';

interface Props {
  rows: readonly TaskRow[];
  /** The entry Start plays. */
  current: number | null;
}

const DASH = '—';

export function TasksTable({ rows, current }: Props) {
  const { t } = useTranslation('games');
  // On a phone each row is a card; every cell then shows its column's name (data-label).
  const label = (column: string) => ({ 'data-label': t(`homework.columns.${column}`) });
  return (
    <div className="homework-table">
      <table>
        <caption>{t('homework.tasks')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('homework.columns.number')}</th>
            <th scope="col">{t('homework.columns.type')}</th>
            <th scope="col">{t('homework.columns.level')}</th>
            <th scope="col">{t('homework.columns.complexity')}</th>
            <th scope="col">{t('homework.columns.actions')}</th>
            <th scope="col">{t('homework.columns.expressions')}</th>
            <th scope="col">{t('homework.columns.progress')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr
              key={row.id}
              data-testid="homework-task"
              data-done={row.done}
              className={row.done ? 'homework-table__done' : row.id === current ? 'homework-table__current' : undefined}
              aria-current={row.id === current ? 'step' : undefined}
            >
              <th scope="row" {...label('number')}>
                {row.number}
              </th>
              <td {...label('type')}>
                <span>
                  {t(`homework.types.${row.kind}`)}
                  {row.onAbacus && <span className="homework-table__note"> ({t('homework.onAbacus')})</span>}
                </span>
              </td>
              <td {...label('level')}>{row.level ? t(`homework.${row.level}`) : DASH}</td>
              <td {...label('complexity')}>
                <bdi dir="ltr">{row.complexity ?? DASH}</bdi>
              </td>
              <td {...label('actions')}>{row.actions ?? DASH}</td>
              <td {...label('expressions')}>{row.expressions}</td>
              <td {...label('progress')}>
                <span>
                  {row.done && (
                    <span className="homework-table__tick" aria-hidden="true">
                      ✓{' '}
                    </span>
                  )}
                  <span className="ui-visually-hidden">{row.done ? t('homework.done') : t('homework.notDone')} </span>
                  <bdi dir="ltr">{t('homework.rightOf', { right: row.right, total: row.expressions })}</bdi>
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

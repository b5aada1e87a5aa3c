// The task Start plays: its number and type, what it drills, and how many right answers it still needs.
import { useTranslation } from '@abacus/shared/i18n-react';
import type { TaskRow } from '../model/task-rows';

interface Props {
  row: TaskRow;
  total: number;
}

export function CurrentTask({ row, total }: Props) {
  const { t } = useTranslation('games');
  const left = row.expressions - row.right;
  return (
    <section className="homework-current" aria-labelledby="homework-current-title" data-testid="homework-current">
      <h2 id="homework-current-title" className="homework-current__title">
        {t('homework.currentTask', { number: row.number, total })}
      </h2>
      <p className="homework-current__type">
        {t(`homework.types.${row.kind}`)}
        {row.level && ` · ${t(`homework.${row.level}`)}`}
      </p>
      {row.kind !== 'matific' && (
        <p className="homework-current__how">{row.onAbacus ? t('homework.howAbacus') : t('homework.howMental')}</p>
      )}
      {row.kind !== 'matific' && <p className="homework-current__left">{t('homework.leftToDo', { count: left })}</p>}
    </section>
  );
}

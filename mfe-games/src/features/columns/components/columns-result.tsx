// The round's verdict: a win only when every player is right. Try again (same columns) after a loss, Next
// for new columns, the right answers on demand, Back to leave.
import { useTranslation } from 'react-i18next';
import type { ColumnResult } from '../../../engine/play/play-state';

interface Props {
  results: readonly (ColumnResult | null)[];
  win: boolean;
  timeIsOver: boolean;
  saveFailed: boolean;
  showAnswers: boolean;
  onToggleAnswers(): void;
  onRetry(): void;
  onNext(): void;
  onExit(): void;
}

export function ColumnsResult({ results, win, timeIsOver, saveFailed, showAnswers, onToggleAnswers, onRetry, onNext, onExit }: Props) {
  const { t } = useTranslation('games');
  const right = results.filter((r) => r?.correct).length;
  return (
    <section className={`columns-result columns-result--${win ? 'win' : 'lose'}`} data-testid="columns-result" aria-live="polite">
      <p className="columns-result__title">
        <span aria-hidden="true">{win ? '🏆 ' : ''}</span>
        {win ? t('columns.win') : timeIsOver ? t('columns.timeIsOver') : t('columns.lose')}
      </p>
      <p className="columns-result__score">{t('columns.score', { right, total: results.length })}</p>
      {saveFailed && (
        <p className="columns-result__error" role="alert">
          {t('columns.saveFailed')}
        </p>
      )}
      <div className="columns-result__actions">
        {!win && (
          <button type="button" className="ui-btn ui-btn--accent" onClick={onRetry}>
            {t('columns.retry')}
          </button>
        )}
        <button type="button" className={win ? 'ui-btn ui-btn--accent' : 'ui-btn'} onClick={onNext}>
          {t('columns.nextTask')}
        </button>
        <button type="button" className="ui-btn ui-btn--ghost" aria-pressed={showAnswers} onClick={onToggleAnswers}>
          {showAnswers ? t('columns.hideAnswers') : t('columns.showAnswers')}
        </button>
        <button type="button" className="ui-btn ui-btn--ghost" onClick={onExit}>
          {t('common:actions.back')}
        </button>
      </div>
    </section>
  );
}

// The round's verdict: a win only when every player is right (a lone player, a homework's child, is not a team). Try again (same columns) after a loss, Next
// for new columns, the right answers on demand, Back to leave.
import { TrophyIcon } from '@abacus/shared';
import { useTranslation } from '@abacus/shared/i18n-react';
import type { ColumnResult } from '@/engine/play/play-state';
import { ResultActions } from '@/lib/play/components/result-actions';

interface Props {
  results: readonly (ColumnResult | null)[];
  win: boolean;
  timeIsOver: boolean;
  showAnswers: boolean;
  onToggleAnswers(): void;
  onRetry(): void;
  /** Left out where the result offers no Next (homework with no task left after this one). */
  onNext?: () => void;
  onExit(): void;
}

export function ColumnsResult({
  results,
  win,
  timeIsOver,
  showAnswers,
  onToggleAnswers,
  onRetry,
  onNext,
  onExit,
}: Props) {
  const { t } = useTranslation('games');
  const right = results.filter((r) => r?.correct).length;
  const solo = results.length === 1;
  return (
    <section
      className={`columns-result columns-result--${win ? 'win' : 'lose'}`}
      data-testid="columns-result"
      aria-live="polite"
    >
      <p className="columns-result__title">
        {win && <TrophyIcon className="columns-result__trophy" />}
        {win
          ? t(solo ? 'columns.winSolo' : 'columns.win')
          : timeIsOver
            ? t('columns.timeIsOver')
            : t(solo ? 'columns.loseSolo' : 'columns.lose')}
      </p>
      <p className="columns-result__score">{t('columns.score', { right, total: results.length })}</p>
      <ResultActions win={win} onRetry={onRetry} onNext={onNext} onBack={onExit}>
        <button
          type="button"
          className="ui-btn ui-btn--ghost play-btn"
          aria-pressed={showAnswers}
          onClick={onToggleAnswers}
        >
          {showAnswers ? t('columns.hideAnswers') : t('columns.showAnswers')}
        </button>
      </ResultActions>
    </section>
  );
}

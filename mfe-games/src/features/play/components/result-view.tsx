import { useState } from 'react';
import { useTranslation } from '@abacus/shared/i18n-react';
import type { ExpressionItem, GameConfig } from '@/engine/config/game-config';
import { expectedAnswer } from '@/engine/play/answer-rules';
import type { Outcome } from '@/engine/play/play-state';
import { expressionText, formatSigned } from '@/lib/play/model/expression-text';
import { ResultActions } from '@/lib/play/components/result-actions';

interface Props {
  config: GameConfig;
  items: readonly ExpressionItem[];
  answer: string;
  outcome: Outcome;
  onRetry: () => void;
  /** Left out where the result offers no Next (homework with no task left after this one). */
  onNext?: () => void;
  onBack: () => void;
}

/** Win or NOT CORRECT; Try again only after a wrong answer, Next when given, and the expression on demand. */
export function ResultView({ config, items, answer, outcome, onRetry, onNext, onBack }: Props) {
  const { t } = useTranslation('games');
  const [showExpression, setShowExpression] = useState(false);
  const win = outcome === 'win';
  return (
    <div className={`play-result play-result--${outcome}`} data-testid="play-result" data-outcome={outcome}>
      <p className="play-result__title" role="status">
        <span aria-hidden="true" className="play-result__icon">
          {win ? '★' : '✎'}
        </span>
        {win ? t('play.win') : t('play.lose')}
      </p>
      <p className="play-result__answer">
        {t('play.yourAnswer')} <bdi dir="ltr">{formatSigned(Number(answer))}</bdi>
      </p>
      <button
        type="button"
        className="ui-btn ui-btn--link"
        aria-expanded={showExpression}
        onClick={() => setShowExpression((v) => !v)}
      >
        {showExpression ? t('play.hideExpression') : t('play.showExpression')}
      </button>
      {showExpression && (
        <p className="play-result__expression" dir="ltr" data-testid="play-solution">
          {expressionText(config, items)} = {formatSigned(expectedAnswer(config, items))}
        </p>
      )}
      <ResultActions win={win} onRetry={onRetry} onNext={onNext} onBack={onBack} />
    </div>
  );
}

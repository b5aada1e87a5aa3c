import { useTranslation } from 'react-i18next';
import { Abacus } from '../../abacus/components/abacus';

interface Props {
  win: boolean;
  answer: string;
  expected: number;
  rods: number;
  saveFailed: boolean;
  onRetry(): void;
  onNext(): void;
  onExit(): void;
}

/** Right or not; the right number on the abacus; Try again after a wrong answer, Next, Back. */
export function AbacusResult({ win, answer, expected, rods, saveFailed, onRetry, onNext, onExit }: Props) {
  const { t } = useTranslation('games');
  return (
    <section className={`abacus-play__panel abacus-play__result abacus-play__result--${win ? 'win' : 'lose'}`} data-testid="abacus-result" aria-live="polite">
      <p className="abacus-play__verdict">{win ? t('abacusPlay.right') : t('abacusPlay.wrong')}</p>
      <p>{t('abacusPlay.yourAnswer', { answer })}</p>
      {!win && <p className="abacus-play__expected">{t('abacusPlay.expected', { expected })}</p>}
      <Abacus rods={rods} value={expected} showValue disabled />
      {saveFailed && (
        <p className="abacus-play__error" role="alert">
          {t('abacusPlay.saveFailed')}
        </p>
      )}
      <div className="abacus-play__actions">
        {!win && (
          <button type="button" className="ui-btn ui-btn--accent" onClick={onRetry}>
            {t('abacusPlay.retry')}
          </button>
        )}
        <button type="button" className={win ? 'ui-btn ui-btn--accent' : 'ui-btn'} onClick={onNext}>
          {t('abacusPlay.next')}
        </button>
        <button type="button" className="ui-btn ui-btn--ghost" onClick={onExit}>
          {t('common:actions.back')}
        </button>
      </div>
    </section>
  );
}

import { useTranslation } from '@abacus/shared/i18n-react';
import { Abacus } from '@/lib/abacus/components/abacus';
import { ResultActions } from '@/lib/play/components/result-actions';

interface Props {
  win: boolean;
  answer: string;
  expected: number;
  rods: number;
  onRetry(): void;
  /** Left out where the result offers no Next (homework with no task left after this one). */
  onNext?: () => void;
  onExit(): void;
}

/** Right or not; the right number on the abacus; Try again after a wrong answer, Next, Back. */
export function AbacusResult({ win, answer, expected, rods, onRetry, onNext, onExit }: Props) {
  const { t } = useTranslation('games');
  return (
    <section
      className={`abacus-screen__panel abacus-play__result abacus-play__result--${win ? 'win' : 'lose'}`}
      data-testid="abacus-result"
      aria-live="polite"
    >
      <p className="abacus-play__verdict">{win ? t('abacusPlay.right') : t('abacusPlay.wrong')}</p>
      <p>{t('abacusPlay.yourAnswer', { answer })}</p>
      {!win && <p className="abacus-play__expected">{t('abacusPlay.expected', { expected })}</p>}
      <Abacus rods={rods} value={expected} showValue disabled />
      <ResultActions win={win} onRetry={onRetry} onNext={onNext} onBack={onExit} />
    </section>
  );
}

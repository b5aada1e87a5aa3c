import type { Ref } from 'react';
import { useTranslation } from '@abacus/shared/i18n-react';

interface Props {
  displayRef: Ref<HTMLOutputElement>;
  paused: boolean;
  onPause: () => void;
  onResume: () => void;
}

/**
 * The countdown and the numbers. The flash runner writes into the output element itself, on the frame
 * each number is due; React only draws the frame around it.
 */
export function FlashView({ displayRef, paused, onPause, onResume }: Props) {
  const { t } = useTranslation('games');
  return (
    <div className={`play-flash${paused ? ' play-flash--paused' : ''}`}>
      <div className="play-flash__stage">
        <output
          ref={displayRef}
          className="play-flash__number"
          data-testid="flash-number"
          data-kind="blank"
          dir="ltr"
          aria-label={t('play.numbers')}
          // Paused, the number is hidden: a pause must not become time to study it.
          hidden={paused}
        />
        {paused && <p className="play-flash__paused">{t('play.paused')}</p>}
      </div>
      <button
        type="button"
        className="ui-btn ui-btn--ghost play-btn"
        onClick={paused ? onResume : onPause}
        aria-pressed={paused}
      >
        {paused ? t('play.resume') : t('play.pause')}
      </button>
    </div>
  );
}

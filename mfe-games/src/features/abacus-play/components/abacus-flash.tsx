// The random abacus game's numbers, flashed on the abacus at the game's speed after 3-2-1-GO, with an empty
// abacus between two numbers. The abacus reads nothing aloud (no value, no digits): reading it is the game.
import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { browserFlashSources } from '../../../engine/scheduler/browser-sources';
import { createFlashRunner, type FlashDisplay, type FlashRunner } from '../../../engine/scheduler/flash-runner';
import { Abacus } from '../../abacus/components/abacus';

interface Props {
  numbers: readonly number[];
  speed: number;
  rods: number;
  paused: boolean;
  onDone(): void;
}

export function AbacusFlash({ numbers, speed, rods, paused, onDone }: Props) {
  const { t } = useTranslation('games');
  const [display, setDisplay] = useState<FlashDisplay>({ kind: 'blank' });
  const [voided, setVoided] = useState(false);
  const [run, setRun] = useState(0);
  const runner = useRef<FlashRunner | null>(null);
  const done = useRef(onDone);
  done.current = onDone;

  useEffect(() => {
    // The runner changes the screen inside an animation frame: flushSync puts it there in that frame.
    let inFrame = false;
    const flash = createFlashRunner({ numbers, speed, countdown: true }, browserFlashSources, {
      onDisplay: (next) => (inFrame ? flushSync(() => setDisplay(next)) : setDisplay(next)),
      onFinish: () => done.current(),
      onVoid: () => setVoided(true),
    });
    runner.current = flash;
    setVoided(false);
    flash.start();
    inFrame = true;
    return () => flash.cancel();
  }, [numbers, speed, run]);

  useEffect(() => {
    if (paused) runner.current?.pause();
    else runner.current?.resume();
  }, [paused]);

  if (voided) {
    return (
      <div className="abacus-play__panel" role="alert">
        <p>{t('abacusPlay.interrupted')}</p>
        <button type="button" className="ui-btn ui-btn--accent" onClick={() => setRun((n) => n + 1)}>
          {t('abacusPlay.startAgain')}
        </button>
      </div>
    );
  }
  return (
    <div className="abacus-play__flash" data-testid="abacus-flash" data-shown={display.kind === 'number' ? display.value : ''}>
      <p className="abacus-play__countdown" aria-live="off">
        {display.kind === 'countdown' ? display.label : display.kind === 'number' ? t('abacusPlay.numberOf', { n: display.index + 1, total: numbers.length }) : ' '}
      </p>
      <Abacus rods={rods} value={display.kind === 'number' ? display.value : 0} showValue={false} showDigits={false} disabled />
    </div>
  );
}

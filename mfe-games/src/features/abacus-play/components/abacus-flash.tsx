// The random abacus game's numbers, flashed on the abacus at the game's speed after 3-2-1-GO, with an empty
// abacus between two numbers (the play screen's flash runner, see play/hooks/use-flash.ts). The abacus reads
// nothing aloud (no value, no digits): reading it is the game.
import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from '@abacus/shared/i18n-react';
import { browserFlashSources } from '@/engine/scheduler/browser-sources';
import type { FlashDisplay } from '@/engine/scheduler/flash-runner';
import { Abacus } from '@/lib/abacus/components/abacus';
import { VoidedView } from '@/lib/play/components/voided-view';
import { useFlash } from '@/lib/play/hooks/use-flash';
import { countdownText, sameDisplay } from '@/lib/play/model/flash-display';

interface Props {
  numbers: readonly number[];
  speed: number;
  rods: number;
  paused: boolean;
  onDone(): void;
}

const BLANK: FlashDisplay = { kind: 'blank' };

export function AbacusFlash({ numbers, speed, rods, paused, onDone }: Props) {
  const { t } = useTranslation('games');
  const [display, setDisplay] = useState<FlashDisplay>(BLANK);
  const shown = useRef<FlashDisplay>(BLANK);
  const [voided, setVoided] = useState(false);

  const flash = useFlash({
    active: !voided,
    numbers,
    speed,
    sources: browserFlashSources,
    // The beads are React state: flushSync puts each change on the screen in the frame it is due. The blank
    // the runner shows as it starts (inside an effect, where React cannot flush) is already on the screen.
    onDisplay: (next) => {
      if (sameDisplay(shown.current, next)) return;
      shown.current = next;
      flushSync(() => setDisplay(next));
    },
    sound: null,
    onFinish: onDone,
    onVoid: () => setVoided(true),
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: follows the pause switch only; the flash object is new each render but its pause/resume act on one runner
  useEffect(() => {
    if (paused) flash.pause();
    else flash.resume();
  }, [paused]);

  if (voided) {
    const restart = () => {
      shown.current = BLANK;
      setDisplay(BLANK);
      setVoided(false);
    };
    return <VoidedView onRestart={restart} />;
  }
  return (
    <div
      className="abacus-screen__panel"
      data-testid="abacus-flash"
      data-shown={display.kind === 'number' && !paused ? display.value : ''}
    >
      <p className="abacus-play__countdown" aria-live="off">
        {display.kind === 'countdown'
          ? countdownText(display.label, t('countdown.go'))
          : display.kind === 'number'
            ? t('abacusPlay.numberOf', { n: display.index + 1, total: numbers.length })
            : ' '}
      </p>
      <Abacus
        rods={rods}
        // Paused, the abacus is cleared: a pause must not become time to study the number.
        value={display.kind === 'number' && !paused ? display.value : 0}
        showValue={false}
        showDigits={false}
        disabled
      />
    </div>
  );
}

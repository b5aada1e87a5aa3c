// Runs the flash of one attempt while `active`: the 3-2-1-GO countdown and the numbers, shown on the frame
// they are due, with their voice started on the same onset. Leaving the numbers phase (or the screen)
// cancels it. By default each change is written into `displayRef`; `onDisplay` shows it some other way
// (the abacus sets its beads), as long as it changes the screen within that frame.
import { useEffect, useRef, type RefObject } from 'react';
import { useTranslation } from '@abacus/shared/i18n-react';
import {
  createFlashRunner,
  type FlashDisplay,
  type FlashRunner,
  type FlashSources,
} from '@/engine/scheduler/flash-runner';
import type { SoundService } from '@/engine/sound/sound-service';
import { openFlashLog } from '../model/flash-log';
import { writeFlash } from '../model/flash-display';

interface Options {
  active: boolean;
  /** The numbers as flashed, with their signs. */
  numbers: readonly number[];
  speed: number;
  sources: FlashSources;
  /** Where the default onDisplay writes. */
  displayRef?: RefObject<HTMLElement | null>;
  /** Called at the start (blank) and then inside the animation frame of each change. */
  onDisplay?: (display: FlashDisplay) => void;
  sound: SoundService | null;
  onFinish: () => void;
  onVoid: () => void;
}

export function useFlash({ active, numbers, speed, sources, displayRef, onDisplay, sound, onFinish, onVoid }: Options) {
  const runnerRef = useRef<FlashRunner | null>(null);
  const { t } = useTranslation('games');
  const show =
    onDisplay ?? ((display: FlashDisplay) => writeFlash(displayRef?.current ?? null, display, t('countdown.go')));
  const latest = useRef({ show, onFinish, onVoid, sound });
  latest.current = { show, onFinish, onVoid, sound };

  // biome-ignore lint/correctness/useExhaustiveDependencies: one runner per attempt; the numbers, speed and sources do not change while it is active
  useEffect(() => {
    if (!active) return undefined;
    let log: ReturnType<typeof openFlashLog> = null;
    const runner = createFlashRunner({ numbers, speed }, sources, {
      onDisplay: (display) => latest.current.show(display),
      onOnset: (event) => {
        const voice = latest.current.sound;
        if (event.kind === 'countdown') voice?.playCountdown(event.step);
        else voice?.playNumber(event.value);
        if (log) log.records = runner.records();
      },
      onFinish: (records) => {
        if (log) Object.assign(log, { records, state: 'finished' });
        latest.current.onFinish();
      },
      onVoid: () => {
        latest.current.sound?.stop();
        if (log) Object.assign(log, { records: runner.records(), state: 'void' });
        latest.current.onVoid();
      },
    });
    runnerRef.current = runner;
    runner.start();
    if (runner.plan) log = openFlashLog(speed, runner.plan.intervalMs);
    if (log) log.state = runner.state;
    return () => {
      runner.cancel();
      if (log && log.state === 'running') Object.assign(log, { records: runner.records(), state: 'cancelled' });
      latest.current.sound?.stop();
      runnerRef.current = null;
    };
  }, [active]);

  return {
    pause() {
      runnerRef.current?.pause();
      latest.current.sound?.stop();
    },
    resume() {
      runnerRef.current?.resume();
    },
  };
}

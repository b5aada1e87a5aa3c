// The speed stepper and the sound checkbox of the homework screen (spec 001 section 5): "On the homework screen the
// speed input is disabled under the same conditions [as sound is forced off] and the sound checkbox is disabled when
// speed is below 1". The teacher's speed decides the lock, so a child cannot step out of it and back.
import { HOMEWORK_SPEED_MAX, HOMEWORK_SPEED_MIN } from '@abacus/contract/homework';
import type { GameConfig } from '@/engine/config/game-config';
import { soundAvailable, soundForcedOff } from '@/engine/config/settings-rules';
import { isUntimed, showsExpression } from '@/engine/play/play-state';

type Kind = Pick<GameConfig, 'type' | 'mode' | 'complexity'>;

/** Games whose numbers come one by one at the speed (not columns, abacus mode, multiplication or division). */
export const usesSpeed = (config: Pick<GameConfig, 'type' | 'mode'>) => !isUntimed(config) && !showsExpression(config);

/** The speed cannot be changed: the game has no speed, or the teacher's is one sound is forced off at. */
export const speedLocked = (entrySpeed: number, config: Kind) =>
  !usesSpeed(config) || soundForcedOff(entrySpeed, config.complexity);

/** The sound checkbox cannot be ticked: below 1 s per number, too fast to be spoken, or a silent game. */
export const soundLocked = (config: Pick<GameConfig, 'type' | 'mode' | 'complexity' | 'speed'>) =>
  config.speed < 1 || !soundAvailable(config);

/** The stepper's value: tenths of a second between the homework limits (0.1-10); text that is no number keeps it. */
export function homeworkSpeed(value: number, previous: number): number {
  const speed = Number.isFinite(value) ? value : previous;
  return Math.min(HOMEWORK_SPEED_MAX, Math.max(HOMEWORK_SPEED_MIN, Math.round(speed * 10) / 10));
}

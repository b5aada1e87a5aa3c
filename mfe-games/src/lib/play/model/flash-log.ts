// The flash runner's records (planned and actual onsets) exposed for measurement as window.__abacusFlashLog:
// in development builds, or in production when local storage has abacusFlashLog = "1" (a measuring run
// opts in; children's pages never carry it otherwise).
import type { FlashRecord, FlashState } from '@/engine/scheduler/flash-runner';
import { readLocal } from '@/engine/storage/local-json';

export interface FlashLogEntry {
  speed: number;
  intervalMs: number;
  /** The value of each number as flashed, its planned and its actual onset (performance.now() time). */
  records: FlashRecord[];
  state: FlashState;
}

type LogWindow = Window & { __abacusFlashLog?: FlashLogEntry[] };

export const FLASH_LOG_FLAG = 'abacusFlashLog';
/** Older attempts drop out, so a long session does not grow the log without end. */
export const FLASH_LOG_LIMIT = 50;

export const flashLogEnabled = () => process.env.NODE_ENV !== 'production' || readLocal(FLASH_LOG_FLAG) === '1';

/** Starts a log entry for one flash; returns it to be updated in place, or null when the log is off. */
export function openFlashLog(speed: number, intervalMs: number, target: Window = window): FlashLogEntry | null {
  if (!flashLogEnabled()) return null;
  (target as LogWindow).__abacusFlashLog ??= [];
  const log = (target as LogWindow).__abacusFlashLog!;
  const entry: FlashLogEntry = { speed, intervalMs, records: [], state: 'running' };
  log.push(entry);
  if (log.length > FLASH_LOG_LIMIT) log.splice(0, log.length - FLASH_LOG_LIMIT);
  return entry;
}

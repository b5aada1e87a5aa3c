// POST /generator/v1/abacus (spec 001 section 7, "abacus game service": type, digit, numbers): the numbers
// of the abacus games, to set on or read from the abacus one after another. No-Auth, outside /api/v1.
import { api, noAuth } from '@abacus/shared';
import type { ExpressionItem } from '@/engine/config/game-config';
import { fromWire, type WireItem } from '@/engine/play/wire-items';
import { generatorUrl } from './generate';

export const ABACUS_PATH = '/generator/v1/abacus';

export interface AbacusNumbersRequest {
  /** Digit variants: how many digits the numbers have, 1 to 7 (a list mixes them). */
  digit: number | number[];
  /** How many numbers: 1 to 25 (100 for homework). */
  numbers: number;
  homework?: number | null;
  user_id?: number;
}

export async function fetchAbacusNumbers(
  request: AbacusNumbersRequest,
  signal?: AbortSignal,
): Promise<ExpressionItem[]> {
  const { data } = await api.post<{ items: WireItem[] }>(
    generatorUrl(ABACUS_PATH),
    { type: 'abacus_random', ...request },
    noAuth({ signal }),
  );
  return fromWire(data.items);
}

// POST /generator/v1/generate (No-Auth): one expression of a game, or (columns) one per column. The
// generator is not under /api/v1, so the shared client gets an absolute URL (axios then ignores its baseURL).
import { api, noAuth } from '@abacus/shared';
import type { ExpressionItem, GameConfig } from '@/engine/config/game-config';
import { fromWire, type WireItem } from '@/engine/play/wire-items';
import { generatorRequest } from '../model/generator-request';

export const GENERATE_PATH = '/generator/v1/generate';

export const generatorUrl = (path: string) => new URL(path, window.location.origin).href;

interface Generated {
  items: WireItem[];
  /** Only when several tasks were asked for: every task, the first equal to items. */
  tasks?: WireItem[][];
}

async function post(config: GameConfig, userId: number | null, tasks?: number): Promise<Generated> {
  const body = tasks === undefined ? generatorRequest(config, userId) : { ...generatorRequest(config, userId), tasks };
  const { data } = await api.post<Generated>(generatorUrl(GENERATE_PATH), body, noAuth());
  return data;
}

/** One expression; the first item is the starting number. */
export async function generateExpression(config: GameConfig, userId: number | null): Promise<ExpressionItem[]> {
  return fromWire((await post(config, userId)).items);
}

/** `count` expressions from one request (the columns game: one per column). */
export async function generateTasks(
  config: GameConfig,
  userId: number | null,
  count: number,
): Promise<ExpressionItem[][]> {
  const data = await post(config, userId, count);
  return (data.tasks ?? [data.items]).map(fromWire);
}

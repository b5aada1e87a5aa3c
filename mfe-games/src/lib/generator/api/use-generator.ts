// The generator calls as TanStack Query mutations: each is a POST that returns fresh numbers, so nothing is
// cached; the round hooks call `mutateAsync` when a round needs its numbers (and again on Retry).
import { useMutation } from '@abacus/shared/query';
import type { GameConfig } from '@/engine/config/game-config';
import { type AbacusNumbersRequest, fetchAbacusNumbers } from './abacus';
import { generateExpression, generateTasks } from './generate';

interface Generate {
  config: GameConfig;
  userId: number | null;
}

/** POST generator/v1/generate: one expression. */
export const useGenerateExpression = () =>
  useMutation({ mutationFn: ({ config, userId }: Generate) => generateExpression(config, userId) }).mutateAsync;

/** POST generator/v1/generate with `tasks`: one expression per column. */
export const useGenerateTasks = () =>
  useMutation({
    mutationFn: ({ config, userId, count }: Generate & { count: number }) => generateTasks(config, userId, count),
  }).mutateAsync;

/** POST generator/v1/abacus: the numbers of the abacus games. */
export const useAbacusNumbers = () =>
  useMutation({
    mutationFn: ({ request, signal }: { request: AbacusNumbersRequest; signal?: AbortSignal }) =>
      fetchAbacusNumbers(request, signal),
  }).mutateAsync;

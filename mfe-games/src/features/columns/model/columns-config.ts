// How a columns game is judged and recorded. A column of a multiplication game or division ([a, b], or [n] of
// squared) is answered with the product, square or quotient, not the sum, so it is judged and recorded as that
// game played in columns (its type, with_columns): the server then judges it the same way, and counts it among
// the columns statistics.
import type { GameConfig } from '@/engine/config/game-config';
import { taskType } from '@/engine/config/game-kinds';
import type { ColumnResult } from '@/engine/play/play-state';
import type { RecordedExpression } from '@/lib/results/api/record-game';
import type { ColumnAnswer } from '@/lib/results/api/set-columns-answers';

export const columnsJudgingConfig = (config: GameConfig): GameConfig => ({
  ...config,
  type: taskType(config),
  mode: 'columns',
});

/** A player's name, or "Player n" when the name was left empty. */
export const playerName = (config: Pick<GameConfig, 'users'>, index: number, fallback: (number: number) => string) =>
  config.users[index]?.trim() || fallback(index + 1);

/**
 * The answers to send for the recorded rows (in column order, as the server returns them). A column without an
 * answer (time ran out) goes as null, which the server counts wrong.
 */
export function columnAnswers(
  rows: readonly Pick<RecordedExpression, 'id'>[],
  results: readonly ColumnResult[],
): ColumnAnswer[] {
  if (rows.length !== results.length) throw new Error(`${results.length} results for ${rows.length} recorded columns`);
  return rows.map((row, i) => ({
    id: row.id,
    answer: results[i].answer === '' ? null : results[i].answer,
    is_right_answer: results[i].correct,
  }));
}

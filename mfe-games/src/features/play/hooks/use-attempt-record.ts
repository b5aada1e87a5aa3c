// Records each attempt of a signed-in student: the game record is created as soon as the expression is
// ready (POST lessons/games) and the answer is sent to it (PATCH lessons/game/data/{id}). The server judges
// the answer again; its verdict is what the running totals (and so the egg) count. Nothing is sent when
// `enabled` is false (the demo, a read-only viewer, a visitor).
import { useRef } from 'react';
import type { ExpressionItem, GameConfig } from '../../../engine/config/game-config';
import { countAnswer } from '../../../engine/play/answer-totals';
import { answerExpression } from '../../results/api/answer-expression';
import { recordGame } from '../../results/api/record-game';
import { recordGameBody } from '../../results/model/record-body';

interface Options {
  enabled: boolean;
  config: GameConfig;
  user: number | null;
  voiced: boolean;
}

const warn = (what: string) => (error: unknown) => {
  // The child keeps playing; only the statistics miss this attempt.
  console.warn(`The game ${what} was not saved:`, error);
  return null;
};

export function useAttemptRecord({ enabled, config, user, voiced }: Options) {
  /** The data row id of the attempt being played, once the server has answered. */
  const pending = useRef<Promise<number | null> | null>(null);

  return {
    /** A new attempt of `items` starts. */
    open(items: readonly ExpressionItem[]) {
      pending.current = null;
      if (!enabled || user === null) return;
      pending.current = recordGame(recordGameBody(config, [[...items]], { user, voiced }))
        .then((game) => game.data[0]?.id ?? null)
        .catch(warn('record'));
    },
    /** The attempt is answered; each attempt is answered once. */
    answer(answer: string, right: boolean) {
      const row = pending.current;
      pending.current = null;
      if (!row || user === null) return;
      void row
        .then((id) => (id === null ? null : answerExpression(id, answer, right)))
        .then((judged) => judged && countAnswer(user, judged.is_right_answer))
        .catch(warn('answer'));
    },
  };
}

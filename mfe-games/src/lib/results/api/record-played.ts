// Record, answer, count: how every game screen saves what a signed-in student played. The game is recorded
// (POST lessons/games: one row per expression, or per column), its rows are answered once (the server judges
// every answer again), and each row's verdict is counted in the student's running totals, which the
// character egg follows (engine/play/answer-totals.ts).
import { countAnswer } from '@/engine/play/answer-totals';
import type { RecordGameBody } from '../model/record-body';
import { answerExpression, type JudgedAnswer } from './answer-expression';
import { type RecordedExpression, type RecordedGame, recordGame } from './record-game';

/** Sends the answers of a recorded game's rows; resolves with the rows as the server judged them. */
export type SendAnswers = (rows: readonly RecordedExpression[]) => Promise<readonly JudgedAnswer[]>;

export interface RecordedPlay {
  /** Sends the answers (once) and counts every judged row; rejects when recording or answering failed. */
  answer(send: SendAnswers): Promise<readonly JudgedAnswer[]>;
}

/** Sends one answer: PATCH lessons/game/data/{id} (the useSingleAnswer hook passes its mutation). */
export type AnswerOne = (id: number, answer: string, right: boolean) => Promise<JudgedAnswer>;

/** A one-expression game: its only row gets the answer. */
export const singleAnswer =
  (answer: string, right: boolean, send: AnswerOne = answerExpression): SendAnswers =>
  (rows) =>
    Promise.all(rows.slice(0, 1).map((row) => send(row.id, answer, right)));

/** Records the game now (the play screen does so as soon as the expression is ready); answers it later. */
export function recordPlayed(
  body: RecordGameBody,
  record: (body: RecordGameBody) => Promise<RecordedGame> = recordGame,
): RecordedPlay {
  const rows = record(body).then((game) => game.data);
  // An attempt never answered (voided, left) reports nothing; a failed record is reported by answer().
  rows.catch(() => undefined);
  return {
    async answer(send) {
      const judged = await send(await rows);
      for (const row of judged) countAnswer(body.user, row.is_right_answer);
      return judged;
    },
  };
}

// Records each attempt of a signed-in student: the game record is created as soon as the expression is
// ready and the answer is sent to it once given (features/results/api/record-played.ts: record, answer,
// count; the server's verdict is what the running totals, and so the egg, count). Nothing is sent when
// `enabled` is false (the demo, a read-only viewer, a visitor).
import { useRef } from 'react';
import type { ExpressionItem, GameConfig } from '@/engine/config/game-config';
import type { RecordedPlay } from '@/lib/results/api/record-played';
import { useRecordPlayed, useSingleAnswer } from '@/lib/results/api/use-record-played';
import { useSaveFailure } from '@/lib/results/hooks/use-save-failure';
import type { HomeworkTurn } from '@/lib/results/model/homework-turn';
import { recordGameBody } from '@/lib/results/model/record-body';

interface Options {
  enabled: boolean;
  config: GameConfig;
  user: number | null;
  voiced: boolean;
  /** A homework game: recorded for its entry, and the server's verdict handed back. */
  homework?: HomeworkTurn;
}

export function useAttemptRecord({ enabled, config, user, voiced, homework }: Options) {
  /** The record of the attempt being played. */
  const pending = useRef<RecordedPlay | null>(null);
  /** The numbers last recorded: Try again replays them, and a replay is practice, not recorded again. */
  const recorded = useRef<readonly ExpressionItem[] | null>(null);
  const reportSaveFailure = useSaveFailure();
  const recordPlayed = useRecordPlayed();
  const singleAnswer = useSingleAnswer();

  return {
    /** A new attempt of `items` starts. */
    open(items: readonly ExpressionItem[]) {
      const replay = items === recorded.current;
      recorded.current = items;
      pending.current =
        enabled && user !== null && !replay
          ? recordPlayed(recordGameBody(config, [[...items]], { user, voiced, homeworkGame: homework?.entry }))
          : null;
    },
    /** The attempt is answered; each attempt is answered once. */
    answer(answer: string, right: boolean) {
      const played = pending.current;
      pending.current = null;
      played
        ?.answer(singleAnswer(answer, right))
        .then((rows) => homework?.onJudged(rows))
        .catch(reportSaveFailure);
    },
  };
}

// Recording a played game as TanStack Query mutations: the record (POST lessons/games) when the expression is
// ready, and later the answers (PATCH lessons/game/data/{id}, or one POST for the columns). record-played.ts
// chains them and counts the server's verdicts.
import { useMutation } from '@abacus/shared/query';
import { useCallback } from 'react';
import type { RecordGameBody } from '../model/record-body';
import { answerExpression } from './answer-expression';
import { recordGame } from './record-game';
import { recordPlayed, type SendAnswers, singleAnswer } from './record-played';
import { type ColumnAnswer, setColumnsAnswers } from './set-columns-answers';

/** Records a game now and returns the play to answer later. */
export function useRecordPlayed() {
  const record = useMutation({ mutationFn: recordGame }).mutateAsync;
  return useCallback((body: RecordGameBody) => recordPlayed(body, record), [record]);
}

/** The answer of a one-expression game, for RecordedPlay.answer(). */
export function useSingleAnswer() {
  const answer = useMutation({
    mutationFn: ({ id, text, right }: { id: number; text: string; right: boolean }) =>
      answerExpression(id, text, right),
  }).mutateAsync;
  return useCallback(
    (text: string, right: boolean): SendAnswers =>
      singleAnswer(text, right, (id, a, r) => answer({ id, text: a, right: r })),
    [answer],
  );
}

/** The answers of every column in one call, for RecordedPlay.answer(). */
export function useColumnsAnswers() {
  return useMutation({ mutationFn: (answers: readonly ColumnAnswer[]) => setColumnsAnswers(answers) }).mutateAsync;
}

import { api } from '@abacus/shared';
import { getAnswerTotals, resetAnswerTotals, setAnswerTotals } from '@/engine/play/answer-totals';
import { recordPlayed, singleAnswer } from '../api/record-played';
import type { RecordGameBody } from '../model/record-body';

const body = (rows: number): RecordGameBody => ({
  type: 'columns',
  digit_type: null,
  digit: [],
  speed: 1,
  difficult: 1,
  operation_number: 2,
  calculation_method: 'oral',
  is_muted: true,
  numbers: [],
  user: 7,
  with_columns: rows > 1,
  option: null,
  operations: Array.from({ length: rows }, () => [{ number: 1, sign: 1 }]),
});

let posted: string[];
beforeEach(() => {
  posted = [];
  resetAnswerTotals();
  setAnswerTotals({ user: 7, total: 20, totalRight: 15 });
  jest.spyOn(api, 'post').mockImplementation(async (url: string, sent?: unknown) => {
    posted.push(url);
    const rows = (sent as RecordGameBody).operations.map((operations, i) => ({
      id: 300 + i,
      operations,
      player: null,
      answer: null,
      is_right_answer: null,
    }));
    return { data: { id: 30, data: rows } } as never;
  });
  jest.spyOn(api, 'patch').mockImplementation(async (url: string, sent?: unknown) => {
    posted.push(url);
    // The server judges again and disagrees with the screen.
    return { data: { id: 300, answer: (sent as { answer: string }).answer, is_right_answer: false } } as never;
  });
});
afterEach(() => jest.restoreAllMocks());

describe('record, answer, count', () => {
  it("counts the server's verdict of a one-expression game, not the screen's", async () => {
    const judged = await recordPlayed(body(1)).answer(singleAnswer('5', true));
    expect(posted).toEqual(['lessons/games', 'lessons/game/data/300']);
    expect(judged).toEqual([{ id: 300, answer: '5', is_right_answer: false }]);
    expect(getAnswerTotals()).toEqual({ user: 7, total: 21, totalRight: 15 });
  });

  it('counts every judged row of a game with several', async () => {
    await recordPlayed(body(3)).answer(async (rows) =>
      rows.map((row, i) => ({ id: row.id, answer: '1', is_right_answer: i !== 1 })),
    );
    expect(getAnswerTotals()).toEqual({ user: 7, total: 23, totalRight: 17 });
  });

  it('a failed record is reported when the game is answered, and nothing is counted', async () => {
    (api.post as jest.Mock).mockRejectedValue(new Error('offline'));
    const played = recordPlayed(body(1));
    await expect(played.answer(singleAnswer('5', true))).rejects.toThrow('offline');
    expect(api.patch).not.toHaveBeenCalled();
    expect(getAnswerTotals()).toEqual({ user: 7, total: 20, totalRight: 15 });
  });

  it('a game never answered sends no answer and counts nothing', async () => {
    recordPlayed(body(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(posted).toEqual(['lessons/games']);
    expect(getAnswerTotals()).toEqual({ user: 7, total: 20, totalRight: 15 });
  });
});

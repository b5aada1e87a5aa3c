import type { HomeworkGame } from '@abacus/contract/homework-schema';
import { homeworkSaveBody } from '@abacus/contract/homework-schema';
import { newEntry } from '../model/entries';
import { defaultsFor } from '../model/game-defaults';
import { entryFromGame, sameGames, saveBody, toGameInput } from '../model/game-io';

const game: HomeworkGame = {
  id: 12,
  type: 'negative',
  repeat: 2,
  calculation_method: 'abacus',
  option: null,
  digit_type: null,
  digit: [],
  speed: 0.8,
  operation_number: 6,
  difficult: 10,
  difficult_2: null,
  numbers: [],
  with_columns: false,
  link: null,
  is_created: true,
  progress: { right_answers: 1, answered: 2, seconds: 5, done: false },
};

describe('between the stored homework and POST lessons/homeworks', () => {
  it('keeps the stored fields and id of a loaded game, not its progress', () => {
    const entry = entryFromGame(game);
    expect(entry.game).toEqual({
      id: 12,
      type: 'negative',
      repeat: 2,
      calculation_method: 'abacus',
      option: null,
      digit_type: null,
      digit: [],
      speed: 0.8,
      operation_number: 6,
      difficult: 10,
      difficult_2: null,
      numbers: [],
      with_columns: false,
      link: null,
    });
    expect(toGameInput(entry.game)).toMatchObject({ id: 12, type: 'negative' });
    expect(toGameInput(defaultsFor('addition'))).not.toHaveProperty('id');
  });

  it('sends a Matific activity as its trimmed address only', () => {
    expect(toGameInput({ ...defaultsFor('matific'), link: ' https://www.matific.com/a ', speed: 4 })).toEqual({
      type: 'matific',
      repeat: 1,
      link: 'https://www.matific.com/a',
    });
  });

  it('sends the day with its zero-based month, the games in order and the target', () => {
    const entries = [entryFromGame(game), newEntry()];
    const body = saveBody(entries, { year: 2026, month: 2, order: 7 }, { kind: 'group', id: 4 });
    expect(body).toMatchObject({ year: 2026, month: 2, order: 7, group: 4 });
    expect(body).not.toHaveProperty('user');
    expect(body.games.map((g) => g.type)).toEqual(['negative', 'addition']);
    expect(homeworkSaveBody.safeParse(body).success).toBe(true);
    expect(saveBody(entries, { year: 2026, month: 2, order: 7 }, { kind: 'user', id: 9 })).toMatchObject({ user: 9 });
  });

  it('knows when something changed (Save is enabled only then)', () => {
    const a = [entryFromGame(game), entryFromGame({ ...game, id: 13, type: 'abacus_random' })];
    const reloaded = [entryFromGame(game), entryFromGame({ ...game, id: 13, type: 'abacus_random' })];
    expect(sameGames(a, reloaded)).toBe(true); // other keys, same games
    expect(sameGames(a, [a[1]!, a[0]!])).toBe(false); // reordered
    expect(sameGames(a, [a[0]!, { ...a[1]!, game: { ...a[1]!.game, repeat: 3 } }])).toBe(false);
  });
});

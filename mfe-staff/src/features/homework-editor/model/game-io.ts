// Between the stored homework (GET lessons/homeworks/{id}) and the editor, and from the editor to the body of
// POST lessons/homeworks.
import { ANZAN_TYPES } from '@abacus/contract/games';
import type { HomeworkGame, HomeworkGameInput, HomeworkSaveBody } from '@abacus/contract/homework-schema';
import { type HomeworkTarget, targetFields } from './editor-query';
import type { EditorEntry, GameFields } from './game-fields';
import { newKey } from './game-fields';

const isAnzanType = (digitType: string | null) => (ANZAN_TYPES as readonly (string | null)[]).includes(digitType);

/**
 * A stored entry as the editor holds it. "A loaded game with a digit_type of anzan_random, anzan_minus or
 * anzan_plus is shown as anzan": it is kept as an anzan game, so saving it stores what the editor shows.
 */
export function entryFromGame(game: HomeworkGame): EditorEntry {
  const { progress: _progress, is_created: _created, ...fields } = game;
  const type = fields.type === 'addition' && isAnzanType(fields.digit_type) ? 'anzan' : fields.type;
  return { key: newKey(), game: { ...fields, type, digit: [...fields.digit], numbers: [...fields.numbers] } };
}

/** One configuration as POST lessons/homeworks takes it: a Matific activity is its link and nothing else. */
export function toGameInput(game: GameFields): HomeworkGameInput {
  const { id, ...fields } = game;
  const input: HomeworkGameInput =
    fields.type === 'matific'
      ? { type: 'matific', repeat: 1, link: (fields.link ?? '').trim() }
      : { ...fields, link: null };
  return id === null ? input : { id, ...input };
}

export interface HomeworkDay {
  year: number;
  /** Zero-based. */
  month: number;
  order: number;
}

/** POST lessons/homeworks; `onlyNew` from the create form: refused when the day has homework meanwhile. */
export const saveBody = (
  entries: readonly EditorEntry[],
  day: HomeworkDay,
  target: HomeworkTarget,
  onlyNew = false,
): HomeworkSaveBody => ({
  order: day.order,
  year: day.year,
  month: day.month,
  games: entries.map((entry) => toGameInput(entry.game)),
  ...(onlyNew ? { only_new: true } : {}),
  ...targetFields(target),
});

/** Whether two lists of configurations would save the same homework (Save is enabled only when they differ). */
export const sameGames = (a: readonly EditorEntry[], b: readonly EditorEntry[]) =>
  JSON.stringify(a.map((e) => toGameInput(e.game))) === JSON.stringify(b.map((e) => toGameInput(e.game)));

// The list of configurations: add, delete, reorder, and the Matific rule (spec 002 section 4: "Matific homework
// allows one configuration only. A warning asks whether to keep Matific or other games. Matific games can be
// removed, or all non-Matific games removed").
import { type EditorGameType, MAX_HOMEWORK_GAMES, totalSeconds } from '@abacus/contract/homework';
import { defaultsFor } from './game-defaults';
import { type EditorEntry, type GameFields, newKey } from './game-fields';
import { changeType } from './game-rules';

export const newEntry = (): EditorEntry => ({ key: newKey(), game: defaultsFor('addition') });

export const canAdd = (entries: readonly EditorEntry[]) => entries.length < MAX_HOMEWORK_GAMES;

export const removeEntry = (entries: readonly EditorEntry[], key: string) => entries.filter((e) => e.key !== key);

export function updateEntry(
  entries: readonly EditorEntry[],
  key: string,
  change: (game: GameFields) => GameFields,
): EditorEntry[] {
  return entries.map((e) => (e.key === key ? { ...e, game: change(e.game) } : e));
}

/** The list with the entry at `from` moved to `to` (drag and drop). */
export function moveEntry<T>(entries: readonly T[], from: number, to: number): T[] {
  const out = [...entries];
  if (from < 0 || from >= out.length || to < 0 || to >= out.length) return out;
  const [moved] = out.splice(from, 1);
  out.splice(to, 0, moved as T);
  return out;
}

/** Up (-1) or down (+1) by one place; the first cannot go up, the last cannot go down. */
export function moveBy(entries: readonly EditorEntry[], key: string, delta: -1 | 1): EditorEntry[] {
  const from = entries.findIndex((e) => e.key === key);
  return moveEntry(entries, from, from + delta);
}

const isMatific = (entry: EditorEntry) => entry.game.type === 'matific';
export const hasMatific = (entries: readonly EditorEntry[]) => entries.some(isMatific);

/** A change the Matific warning must confirm first. */
export type MatificConflict = { action: 'add' } | { action: 'switch'; key: string };
export type MatificChoice = 'matific' | 'others';

/** Adds a configuration, or asks first when the homework is a Matific activity. */
export function requestAdd(
  entries: readonly EditorEntry[],
): { entries: EditorEntry[] } | { conflict: MatificConflict } {
  if (hasMatific(entries)) return { conflict: { action: 'add' } };
  return { entries: canAdd(entries) ? [...entries, newEntry()] : [...entries] };
}

/** Switches a configuration's type, or asks first when Matific would share the day with other games. */
export function requestTypeChange(
  entries: readonly EditorEntry[],
  key: string,
  kind: EditorGameType,
): { entries: EditorEntry[] } | { conflict: MatificConflict } {
  if (kind === 'matific' && entries.some((e) => e.key !== key)) return { conflict: { action: 'switch', key } };
  return { entries: updateEntry(entries, key, (game) => changeType(game, kind)) };
}

/**
 * The warning's two answers. Keep Matific: the other games are removed (a new game is not added). Keep the other
 * games: the Matific activity is removed (a switch to Matific is not made; an added game takes its place).
 */
export function resolveMatific(
  entries: readonly EditorEntry[],
  conflict: MatificConflict,
  choice: MatificChoice,
): EditorEntry[] {
  if (conflict.action === 'add') {
    return choice === 'matific' ? [...entries] : [...entries.filter((e) => !isMatific(e)), newEntry()];
  }
  if (choice === 'others') return entries.filter((e) => !isMatific(e));
  return entries.filter((e) => e.key === conflict.key).map((e) => ({ ...e, game: changeType(e.game, 'matific') }));
}

/** The shown time of one configuration in seconds; a Matific activity has none. */
export const entrySeconds = (game: GameFields) => (game.type === 'matific' ? null : totalSeconds(game));

/** The shown time of the whole homework. */
export const homeworkSeconds = (entries: readonly EditorEntry[]) =>
  Math.round(entries.reduce((sum, e) => sum + (entrySeconds(e.game) ?? 0), 0) * 10) / 10;

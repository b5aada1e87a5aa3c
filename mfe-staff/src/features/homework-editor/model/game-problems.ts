// What keeps a configuration from being saved, by field: the contract's own rules (the schema the API validates
// with: "A multiply game with no numbers chosen blocks saving and triggers validation on that configuration", the
// length range of each type, places per level, the Matific address), and the division the games cannot play.
// The server's field errors ("games.1.operation_number") land on the same configuration's field.
import { homeworkGameInput } from '@abacus/contract/homework-schema';
import type { EditorEntry, GameFields } from './game-fields';
import { toGameInput } from './game-io';

/** field -> message (a contract message, or one of this editor's own). */
export type Problems = Record<string, string>;

/** The editor's own message: a division whose dividend is not larger than its divisor. */
export const DIVIDEND_TOO_SMALL = 'dividendTooSmall';

export function gameProblems(game: GameFields): Problems {
  const problems: Problems = {};
  const parsed = homeworkGameInput.safeParse(toGameInput(game));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? 'type');
      problems[field] ??= issue.message;
    }
  }
  if (game.type === 'divide' && game.difficult_2 !== null && game.difficult <= game.difficult_2) {
    problems.difficult_2 ??= DIVIDEND_TOO_SMALL;
  }
  return problems;
}

/** The problems of every configuration, by key; configurations without any are left out. */
export function entriesProblems(entries: readonly EditorEntry[]): Record<string, Problems> {
  const out: Record<string, Problems> = {};
  for (const entry of entries) {
    const problems = gameProblems(entry.game);
    if (Object.keys(problems).length > 0) out[entry.key] = problems;
  }
  return out;
}

/**
 * The server's field errors of a save, put on the configurations they name (by their position when it was sent):
 * "games.1.operation_number" is the second configuration's length. "games" and anything else is the homework's.
 */
export function serverProblems(
  fields: Record<string, string>,
  sent: readonly EditorEntry[],
): { byKey: Record<string, Problems>; general: string | undefined } {
  const byKey: Record<string, Problems> = {};
  let general: string | undefined;
  for (const [name, message] of Object.entries(fields)) {
    const match = /^games\.(\d+)(?:\.(\w+))?/.exec(name);
    const entry = match ? sent[Number(match[1])] : undefined;
    if (match && entry) {
      const field = match[2] ?? 'type';
      byKey[entry.key] = { ...byKey[entry.key], [field]: message };
    } else if (name !== 'code') {
      general ??= message;
    }
  }
  return { byKey, general };
}

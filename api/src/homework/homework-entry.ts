// A game recorded for a homework entry (POST lessons/games with `homework_game`): the entry must be of a homework
// set for this student (their own or their group's) and the game must be the kind the entry asks for, so that a
// child cannot finish a hard entry by playing an easy game (nor a Matific activity by playing anything).
import { eq } from 'drizzle-orm';
import { NOT_YOUR_HOMEWORK, WRONG_HOMEWORK_GAME } from '@abacus/contract/homework';
import type { RecordGameBody } from '@abacus/contract/games-schema';
import type { Db } from '../db/client.ts';
import { homeworkGames } from '../db/schema.ts';
import { fieldErrors } from '../http/errors.ts';
import { carriesPlaceValue } from '../games/claimed-level.ts';
import { findHomework, reaches } from './homework-access.ts';

type Entry = typeof homeworkGames.$inferSelect;

type Played = Pick<RecordGameBody, 'type' | 'with_columns' | 'difficult' | 'operations'>;

/**
 * Is the recorded game the entry's kind? A columns entry is any columns game of its type. A game whose numbers show
 * their place value and length (numbersFitSettings checked them against the record) must have the entry's.
 */
export function playsEntry(entry: Entry, b: Played): boolean {
  if (entry.withColumns) return b.with_columns || b.type === 'columns';
  if (b.with_columns || b.type !== entry.type) return false;
  if (!carriesPlaceValue(b)) return true;
  const length = b.operations[0]?.length ?? 0;
  return b.difficult === Math.max(1, entry.difficult) && length === entry.operationNumber;
}

export async function homeworkEntryFor(db: Db, student: number, b: RecordGameBody): Promise<Entry> {
  const [entry] = await db.select().from(homeworkGames).where(eq(homeworkGames.id, b.homework_game!));
  const homework = entry ? await findHomework(db, entry.homeworkId) : null;
  if (!entry || !homework || !(await reaches(db, homework, student))) {
    throw fieldErrors({ homework_game: [NOT_YOUR_HOMEWORK] });
  }
  if (!playsEntry(entry, b)) throw fieldErrors({ homework_game: [WRONG_HOMEWORK_GAME] });
  return entry;
}

// A user_changes row joined with its user and author, as a change history entry (spec 002 section 3): the columns
// to select and the entry they make, for a user's history (block.routes.ts) and a franchise's (reports/history-query).
import { alias } from 'drizzle-orm/pg-core';
import { userChanges, users } from '../db/schema.ts';
import type { ChangedField } from '@abacus/contract/user-changes';
import type { ChangeEntry } from '@abacus/contract/user-changes-schema';

export interface HistoryRow {
  id: number;
  field_name: ChangedField;
  old_value: string | null;
  new_value: string | null;
  modified: Date;
  user_id: number;
  user_first_name: string;
  user_last_name: string;
  user_email: string;
  author_id: number | null;
  author_first_name: string | null;
  author_last_name: string | null;
  author_email: string | null;
}

/** The author of a change: a second alias of users, to left join on user_changes.author_id. */
export const author = alias(users, 'author');

/** The columns of a HistoryRow, for `select` on user_changes joined with users (the user) and `author`. */
export const changeColumns = {
  id: userChanges.id,
  field_name: userChanges.fieldName,
  old_value: userChanges.oldValue,
  new_value: userChanges.newValue,
  modified: userChanges.modified,
  user_id: users.id,
  user_first_name: users.firstName,
  user_last_name: users.lastName,
  user_email: users.email,
  author_id: author.id,
  author_first_name: author.firstName,
  author_last_name: author.lastName,
  author_email: author.email,
};

const nameOf = (p: { first_name: string; last_name: string } | null) =>
  p ? `${p.first_name} ${p.last_name}`.trim() : '';

export function toChangeEntry(row: HistoryRow): ChangeEntry {
  const user = {
    id: row.user_id,
    first_name: row.user_first_name,
    last_name: row.user_last_name,
    email: row.user_email,
  };
  const author =
    row.author_id === null
      ? null
      : {
          id: row.author_id,
          first_name: row.author_first_name ?? '',
          last_name: row.author_last_name ?? '',
          email: row.author_email ?? '',
        };
  return {
    id: row.id,
    field_name: row.field_name,
    old_value: row.old_value,
    new_value: row.new_value,
    user,
    author,
    user_name: nameOf(user),
    author_name: nameOf(author),
    modified: row.modified.toISOString(),
  };
}

// Filters the staff lists of users share: the state (`deactivated=true`, `is_active=true|false`) and the text
// search over names, e-mail, phone and id.
import { eq, sql, type SQL } from 'drizzle-orm';
import type { PeopleQuery } from '@abacus/contract/staff-lists-schema';
import { personSearchText, users } from '../db/schema.ts';
import { containing, searchText } from '../http/paging.ts';

export type StateAsked = 'blocked' | 'active' | 'all';

/** The state asked for: blocked (`deactivated=true`, `is_active=false`), active, or every state when neither is given. */
export function stateAsked(query: Pick<PeopleQuery, 'deactivated' | 'is_active'>): StateAsked {
  if (query.deactivated === 'true' || query.is_active === 'false') return 'blocked';
  if (query.is_active === 'true' || query.deactivated === 'false') return 'active';
  return 'all';
}

/** The condition on the state asked for (none for every state). */
export function stateCondition(state: StateAsked, table = users): SQL | undefined {
  return state === 'all' ? undefined : eq(table.isActive, state === 'active');
}

/** The state asked for as a condition (see stateAsked). */
export const stateFilter = (query: Pick<PeopleQuery, 'deactivated' | 'is_active'>, table = users) =>
  stateCondition(stateAsked(query), table);

/** How a search asks: none, by text, or by text or id (a number). */
export type SearchKind = 'none' | 'text' | 'number';

/** The kind of `?search=`/`?q=` and its values for personSearchOf's placeholders (`pattern`, `searchId`). */
export function searchOf(query: Pick<PeopleQuery, 'search' | 'q'>): {
  kind: SearchKind;
  values: { pattern?: string; searchId?: number };
} {
  const text = searchText(query);
  if (!text) return { kind: 'none', values: {} };
  const pattern = containing(text);
  return /^\d{1,9}$/.test(text)
    ? { kind: 'number', values: { pattern, searchId: Number(text) } }
    : { kind: 'text', values: { pattern } };
}

/** Names (either order), surname, e-mail and phone like `pattern`; or the id, for a number. */
function searchCondition(kind: SearchKind, pattern: unknown, id: unknown, table: typeof users): SQL | undefined {
  if (kind === 'none') return undefined;
  // One expression, the one users_search_trgm_idx indexes: a search over 40,000 students reads the index.
  const byText = sql`${personSearchText(table)} ilike ${pattern}`;
  return kind === 'number' ? sql`(${byText} or ${table.id} = ${id})` : sql`(${byText})`;
}

/** personSearch with its values as placeholders (db/prepared.ts statementByShape). */
export const personSearchOf = (kind: SearchKind, table = users) =>
  searchCondition(kind, sql.placeholder('pattern'), sql.placeholder('searchId'), table);

/** `?search=`/`?q=` over first and last name (either order), surname, e-mail, phone, and the id when it is a number. */
export function personSearch(query: Pick<PeopleQuery, 'search' | 'q'>, table = users): SQL | undefined {
  const { kind, values } = searchOf(query);
  return searchCondition(kind, values.pattern, values.searchId, table);
}

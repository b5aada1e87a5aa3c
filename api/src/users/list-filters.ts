// Filters the staff lists of users share: the state (`deactivated=true`, `is_active=true|false`) and the text
// search over names, e-mail, phone and id.
import { eq, sql, type SQL } from 'drizzle-orm';
import type { PeopleQuery } from '@abacus/contract/staff-lists-schema';
import { personSearchText, users } from '../db/schema.ts';
import { matchesAny, searchText } from '../http/paging.ts';

/** The state asked for: blocked (`deactivated=true`, `is_active=false`), active, or every state when neither is given. */
export function stateFilter(query: Pick<PeopleQuery, 'deactivated' | 'is_active'>, table = users): SQL | undefined {
  if (query.deactivated === 'true' || query.is_active === 'false') return eq(table.isActive, false);
  if (query.is_active === 'true' || query.deactivated === 'false') return eq(table.isActive, true);
  return undefined;
}

/** `?search=`/`?q=` over first and last name (either order), surname, e-mail, phone, and the id when it is a number. */
export function personSearch(query: Pick<PeopleQuery, 'search' | 'q'>, table = users): SQL | undefined {
  const text = searchText(query);
  if (!text) return undefined;
  // One expression, the one users_search_trgm_idx indexes: a search over 40,000 students reads the index.
  const byText = matchesAny(text, [personSearchText(table)]);
  return /^\d{1,9}$/.test(text) ? sql`(${byText} or ${table.id} = ${Number(text)})` : sql`(${byText})`;
}

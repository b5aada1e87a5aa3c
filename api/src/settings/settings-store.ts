// The settings rows (table `settings`, one JSON value per key): `contacts` holds the footer's contact details and
// social links, `background.landing` and `background.games` the URL of each area's background. A key never saved
// reads as its default (contract/src/settings.ts: the values the footer had hard-coded), so nothing changes on the
// site until the owner saves.
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { settings } from '../db/schema.ts';
import {
  BACKGROUND_AREAS,
  type BackgroundArea,
  CONTACT_FIELDS,
  type ContactSettings,
  DEFAULT_CONTACTS,
  type PublicSettings,
} from '@abacus/contract/settings';

export const CONTACTS_KEY = 'contacts';
export const backgroundKey = (area: BackgroundArea) => `background.${area}`;

const KEYS = [CONTACTS_KEY, ...BACKGROUND_AREAS.map(backgroundKey)];

/** Only the known fields, as strings, over the defaults (a value stored by an older version cannot leak out). */
export function contactsOf(value: unknown): ContactSettings {
  const stored = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  const out = { ...DEFAULT_CONTACTS };
  for (const field of CONTACT_FIELDS) if (typeof stored[field] === 'string') out[field] = stored[field];
  return out;
}

/** The URL of a background row's value ({"url": "..."}), or null. */
export function backgroundUrlOf(value: unknown): string | null {
  const url = (value as { url?: unknown } | null)?.url;
  return typeof url === 'string' && url ? url : null;
}

export interface StoredSettings extends PublicSettings {
  updated: string | null;
}

/** Every setting in one query (three rows at most, by primary key). */
export async function readSettings(db: Db): Promise<StoredSettings> {
  const rows = await db.select().from(settings).where(inArray(settings.key, KEYS));
  const byKey = new Map(rows.map((row) => [row.key, row]));
  const updated = rows.reduce<Date | null>(
    (latest, row) => (!latest || row.updated > latest ? row.updated : latest),
    null,
  );
  return {
    ...contactsOf(byKey.get(CONTACTS_KEY)?.value),
    backgrounds: Object.fromEntries(
      BACKGROUND_AREAS.map((area) => [area, backgroundUrlOf(byKey.get(backgroundKey(area))?.value)]),
    ) as Record<BackgroundArea, string | null>,
    updated: updated?.toISOString() ?? null,
  };
}

/** Everything but `updated`: the public answer. */
export function publicPart({ updated: _, ...rest }: StoredSettings): PublicSettings {
  return rest;
}

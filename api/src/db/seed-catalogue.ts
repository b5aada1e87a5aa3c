// What every new school starts with, demo or not (SEED_DEMO=0): the course's lessons in 12 languages, the shop's
// items and the reward clips' library. Seeded once, into a new database: no users yet and none of that content (a
// school that has since rewritten or emptied its shop keeps it that way). Replicas starting together take turns
// (an advisory lock), so the content is never seeded twice.
import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { rowsOf } from './rows.ts';
import { seedVideos } from './seeds/games.ts';
import { seedCourse } from './seeds/lessons.ts';
import { seedShopCatalogue } from './seeds/shop.ts';

/** The advisory lock of the seeding (any constant the application uses for nothing else). */
const SEED_LOCK = 7_160_301;

/** Seeds the catalogue into a new database; true when it did. */
export async function seedCatalogueIfNew(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const [{ fresh }] = rowsOf<{ fresh: boolean }>(
      await tx.execute(sql`select not exists (select 1 from users)
        and not exists (select 1 from lesson_groups)
        and not exists (select 1 from shop_items)
        and not exists (select 1 from videos) as fresh`),
    );
    if (!fresh) return false;
    await seedCourse(tx);
    await seedShopCatalogue(tx);
    await seedVideos(tx);
    return true;
  });
}

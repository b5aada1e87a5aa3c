import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { authTokens, users } from '../db/schema.ts';

/**
 * Blocks or restores a user. Blocking deletes every sign-in token of theirs in the same transaction, so no device
 * stays signed in (the token check refuses inactive users too; this leaves nothing to refuse). The staff screens'
 * block and restore go through here.
 */
export async function setUserActive(db: Db, userId: number, active: boolean): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ isActive: active, dateDeactivated: active ? null : new Date() })
      .where(eq(users.id, userId));
    if (!active) await tx.delete(authTokens).where(eq(authTokens.userId, userId));
  });
}

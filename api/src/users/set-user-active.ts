import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { authTokens, userChanges, users } from '../db/schema.ts';

/**
 * Blocks or restores a user, and records the change in the user's change history with its author (null: the
 * system) when is_active really changed. Blocking deletes every sign-in token of theirs in the same transaction,
 * so no device stays signed in (the token check refuses inactive users too; this leaves nothing to refuse).
 * Every block and restore of the staff screens goes through here; a restore may move the user (`also`: the group
 * or parent chosen in the restore modal). Answers whether anything changed.
 */
export async function setUserActive(
  db: Db,
  userId: number,
  active: boolean,
  authorId: number | null = null,
  also: { groupId?: number; parentId?: number } = {},
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const changed = await tx
      .update(users)
      .set({ ...also, isActive: active, dateDeactivated: active ? null : new Date() })
      .where(and(eq(users.id, userId), eq(users.isActive, !active)))
      .returning({ id: users.id });
    if (!active) await tx.delete(authTokens).where(eq(authTokens.userId, userId));
    if (changed.length === 0) return false;
    await tx.insert(userChanges).values({
      userId,
      authorId,
      fieldName: 'is_active',
      oldValue: String(!active),
      newValue: String(active),
    });
    return true;
  });
}

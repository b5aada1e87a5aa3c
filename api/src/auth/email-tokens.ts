import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { emailTokens } from '../db/schema.ts';
import { generateToken, sha256 } from './tokens.ts';

export type EmailTokenPurpose = 'reset' | 'activate';

/** Creates a single-use e-mail token; only its sha256 is stored. Returns the raw token for the link. */
export async function createEmailToken(db: Db, userId: number, purpose: EmailTokenPurpose, ttlMs: number) {
  const token = generateToken(32);
  await db.insert(emailTokens).values({
    tokenHash: sha256(token),
    userId,
    purpose,
    expires: new Date(Date.now() + ttlMs),
  });
  return token;
}

/** Atomically marks an unused, unexpired token as used. Returns its user id, or null. */
export async function consumeEmailToken(db: Db, token: string, purpose: EmailTokenPurpose, userId?: number) {
  const conditions = [
    eq(emailTokens.tokenHash, sha256(token)),
    eq(emailTokens.purpose, purpose),
    isNull(emailTokens.usedAt),
    gt(emailTokens.expires, new Date()),
  ];
  if (userId !== undefined) conditions.push(eq(emailTokens.userId, userId));
  const rows = await db
    .update(emailTokens)
    .set({ usedAt: new Date() })
    .where(and(...conditions))
    .returning({ userId: emailTokens.userId });
  return rows[0]?.userId ?? null;
}

/** True when the token exists, is unused and unexpired (it is not consumed). */
export async function isEmailTokenOpen(db: Db, token: string, purpose: EmailTokenPurpose): Promise<boolean> {
  const rows = await db
    .select({ id: emailTokens.id })
    .from(emailTokens)
    .where(
      and(
        eq(emailTokens.tokenHash, sha256(token)),
        eq(emailTokens.purpose, purpose),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expires, new Date()),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Marks every open token of that purpose of the user as used. */
export async function burnEmailTokens(db: Db, userId: number, purpose: EmailTokenPurpose) {
  await db
    .update(emailTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt)));
}

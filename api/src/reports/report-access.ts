// Whose reports a viewer may read (spec 002 sections 2 "Reports screen", 6; issue 13 "Server, access"): franchise
// and above read their own reports and those of the franchises and master franchises of their subtree. Teachers,
// parents and students get 403; anyone outside the viewer's subtree (or not a franchise) 404, whether they exist or not.
import { eq } from 'drizzle-orm';
import { inScope, managedUserIds } from '../access/scope.ts';
import type { AuthUser } from '../auth/authenticate.ts';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { detail, NOT_FOUND } from '../http/errors.ts';
import { NO_PERMISSION } from '@abacus/contract/messages';
import { RANK, type Role } from '@abacus/contract/roles';

/** The roles that have reports. */
export const REPORT_OWNER_ROLES = ['franchise', 'master_franchise', 'super_franchise'] as const;
export type ReportOwnerRole = (typeof REPORT_OWNER_ROLES)[number];

/** The owner of a report: their whole users row. */
export type ReportOwner = typeof users.$inferSelect & { role: ReportOwnerRole };

/** May someone of `role` read reports at all (franchise and above)? */
export const readsReports = (role: Role): role is ReportOwnerRole => RANK[role] >= RANK.franchise;

/**
 * The user whose report `idParam` names (`me`: the viewer): 403 for a viewer below franchise, 404 for a user who is
 * not the viewer nor in their subtree, or who is not a franchise, master franchise or super franchise.
 */
export async function reportOwner(
  db: Db,
  viewer: Pick<AuthUser, 'id' | 'role'>,
  idParam: number | 'me',
): Promise<ReportOwner> {
  if (!readsReports(viewer.role)) throw detail(403, NO_PERMISSION);
  const id = idParam === 'me' ? viewer.id : idParam;
  if (id !== viewer.id && !(await inScope(db, managedUserIds(viewer), id))) throw detail(404, NOT_FOUND);
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  if (!user || !readsReports(user.role)) throw detail(404, NOT_FOUND);
  return user as ReportOwner;
}

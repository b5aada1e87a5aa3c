// Who may do what with a franchise's monthly invoices (issue 13; spec 002 section 6): the franchise reads its own
// (read-only); its master franchise and the super franchise read, make, edit, pay and send them. Teachers, parents
// and students get 403; anyone outside the viewer's subtree 404 (report-access.ts decides both).
import { and, eq, isNotNull } from 'drizzle-orm';
import { INVOICES_FOR_FRANCHISES } from '@abacus/contract/finance';
import { NO_PERMISSION } from '@abacus/contract/messages';
import type { Role } from '@abacus/contract/roles';
import type { AuthUser } from '../auth/authenticate.ts';
import type { Db } from '../db/client.ts';
import { invoices } from '../db/schema.ts';
import { detail, fieldErrors, NOT_FOUND } from '../http/errors.ts';
import { type ReportOwner, readsReports, reportOwner } from '../reports/report-access.ts';

type Viewer = Pick<AuthUser, 'id' | 'role'>;
export type InvoiceRow = typeof invoices.$inferSelect;
export type FranchiseOwner = ReportOwner & { role: 'franchise' };

/** The roles that make, edit, pay and send the invoices of the franchises of their subtree. */
const MANAGERS: readonly Role[] = ['master_franchise', 'super_franchise'];

/** May this viewer change the invoices of `ownerId` (whom they can already read)? The screen asks the same. */
export const managesInvoices = (viewer: Viewer, ownerId: number) =>
  viewer.id !== ownerId && MANAGERS.includes(viewer.role);

/** The franchise whose invoices the viewer changes: 403 (below franchise, or the franchise itself), 404, 400. */
export async function managedFranchise(db: Db, viewer: Viewer, franchiseId: number): Promise<FranchiseOwner> {
  const owner = await reportOwner(db, viewer, franchiseId);
  if (!managesInvoices(viewer, owner.id)) throw detail(403, NO_PERMISSION);
  if (owner.role !== 'franchise') throw fieldErrors({ user: [INVOICES_FOR_FRANCHISES] });
  return owner as FranchiseOwner;
}

/** A franchise's invoice the viewer changes, by id: 403 below franchise, 404 for a student's or another tree's. */
export async function managedInvoice(
  db: Db,
  viewer: Viewer,
  id: number,
): Promise<{ invoice: InvoiceRow; owner: FranchiseOwner }> {
  if (!readsReports(viewer.role)) throw detail(403, NO_PERMISSION);
  const [invoice] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, id), isNotNull(invoices.period)))
    .limit(1);
  if (!invoice) throw detail(404, NOT_FOUND);
  return { invoice, owner: await managedFranchise(db, viewer, invoice.userId) };
}

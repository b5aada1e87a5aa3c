// Who changes a franchise's invoices (issue 13, as the API decides in api/src/billing/franchise-invoice-access.ts):
// its master franchise and the super franchise; the franchise itself only reads them. The screen only asks this of
// invoices the API already let the viewer read.
import type { Role } from '@abacus/shared';

const MANAGERS: readonly Role[] = ['master_franchise', 'super_franchise'];

export const managesInvoices = (viewer: { id: number; role: Role }, ownerId: number) =>
  viewer.id !== ownerId && MANAGERS.includes(viewer.role);

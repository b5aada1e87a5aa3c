import type { AuthUser } from '../auth/authenticate.ts';
import { detail } from '../http/errors.ts';
import { NO_PERMISSION } from '@abacus/contract/messages';
import { isStaff } from '@abacus/contract/roles';

/** Only teachers and above may call the staff area's writes: 403 for a student or a parent. */
export function assertStaff(viewer: Pick<AuthUser, 'role'>): void {
  if (!isStaff(viewer.role)) throw detail(403, NO_PERMISSION);
}

import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { idParam } from '@abacus/contract/ids-schema';
import { assertCanViewStudent, assertSelf } from './student-access.ts';

/**
 * preValidation hook of a write on `/:id` (run after requireAuth): 404 when the viewer may not even see that user,
 * 403 when they may only look (a parent, staff). It runs before the body is validated, so a read-only viewer
 * learns nothing from validation errors. A malformed id is left to the params schema (400).
 */
export function selfOnly(ctx: AppContext) {
  return async function assertSelfWrite(req: FastifyRequest): Promise<void> {
    const id = idParam().safeParse((req.params as { id?: unknown }).id);
    if (!id.success) return;
    await assertCanViewStudent(ctx.db, req.user!, id.data);
    assertSelf(req.user!, id.data);
  };
}

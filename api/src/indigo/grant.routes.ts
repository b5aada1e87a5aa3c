// POST indigo_dollars/ (spec 002 sections 2 "Indigo-dollars modal", 7 "Finance"): staff give (or take) i$ to one
// student of their subtree or to every active student of one of their groups. One ledger row per student, all in
// one transaction: all get it or nobody does. A withdrawal never takes a balance below zero.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { inScope, visibleGroupIds, visibleStudentIds } from '../access/scope.ts';
import { assertStaff } from '../access/staff-only.ts';
import { requireAuth } from '../auth/authenticate.ts';
import { API_PREFIX, type AppContext } from '../context.ts';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { detail, NOT_FOUND, nonFieldError } from '../http/errors.ts';
import { appendLedgerEntry, canAfford, indigoBalance, lockLedger, negate } from './ledger.ts';
import { detailError, errorBody } from '@abacus/contract/errors-schema';
import { indigoGrantAnswer, indigoGrantBody, type IndigoShortStudent } from '@abacus/contract/indigo-schema';
import { NO_STUDENTS, NOT_ENOUGH_INDIGO } from '@abacus/contract/messages';

export function registerIndigoGrantRoutes(app: FastifyInstance, ctx: AppContext) {
  app.withTypeProvider<ZodTypeProvider>().post(`${API_PREFIX}/indigo_dollars/`, {
    schema: {
      tags: ['staff'],
      summary: 'Give (or take) i$ to a student of your subtree or to every active student of your group',
      security: [{ token: [] }],
      body: indigoGrantBody,
      response: { 201: indigoGrantAnswer, 400: errorBody, 403: detailError, 404: detailError },
    },
    onRequest: requireAuth(ctx),
    handler: async (req, reply) => {
      const viewer = req.user!;
      assertStaff(viewer);
      const { user, group, amount, reason } = req.body;
      if (user != null) {
        if (!(await inScope(ctx.db, visibleStudentIds(viewer), user))) throw detail(404, NOT_FOUND);
      } else if (!(await inScope(ctx.db, visibleGroupIds(viewer), group!))) throw detail(404, NOT_FOUND);
      const studentIds = await ctx.db.transaction(async (t) => {
        const tx = t as unknown as Db;
        // A group's students are read in the transaction, locked in id order (as lockLedger locks): one moved out of
        // the group meanwhile is neither charged nor named.
        const ids = user != null ? [user] : await lockedGroupStudents(tx, group!);
        if (!ids.length) throw nonFieldError(NO_STUDENTS);
        if (amount.startsWith('-')) {
          if (user != null) await lockLedger(tx, user);
          await assertAllCanAfford(tx, ids, negate(amount));
        }
        for (const id of ids) await appendLedgerEntry(tx, { userId: id, amount, reason, kind: 'manual' });
        return ids;
      });
      return reply.code(201).send({ count: studentIds.length });
    },
  });
}

/** The active students of a group, locked for the transaction in id order (lockLedger's lock: their users rows). */
async function lockedGroupStudents(tx: Db, group: number): Promise<number[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.groupId, group), eq(users.role, 'student'), eq(users.isActive, true)))
    .orderBy(asc(users.id))
    .for('update');
  return rows.map((r) => r.id);
}

/**
 * Refuses a withdrawal of `amount` from each of `ids` (their ledgers locked by the caller) unless every balance holds
 * it, naming in `short` each student whose balance does not, with that balance (a group's withdrawal refused for one
 * child used to say only "Not enough i$", and the teacher had to open every child's balance).
 */
async function assertAllCanAfford(tx: Db, ids: number[], amount: string): Promise<void> {
  const short: number[] = [];
  for (const id of ids) if (!(await canAfford(tx, id, amount))) short.push(id);
  if (!short.length) return;
  const names = await tx
    .select({ id: users.id, first_name: users.firstName, last_name: users.lastName })
    .from(users)
    .where(inArray(users.id, short))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
  const students: IndigoShortStudent[] = [];
  for (const name of names) students.push({ ...name, balance: await indigoBalance(tx, name.id) });
  throw nonFieldError(NOT_ENOUGH_INDIGO, { short: students });
}

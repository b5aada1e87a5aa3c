import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { selfOnly } from '../access/self-only.ts';
import { assertCanViewStudent } from '../access/student-access.ts';
import { requireAuth } from '../auth/authenticate.ts';
import { API_PREFIX, type AppContext } from '../context.ts';
import { users } from '../db/schema.ts';
import { detail, fieldErrors, NOT_FOUND } from '../http/errors.ts';
import { idParams } from '@abacus/contract/ids-schema';
import { INVALID_DATE } from '@abacus/contract/messages';
import { patchUserBody, profileSchema } from '@abacus/contract/users-schema';
import { isValidBirthday } from './birthday.ts';
import { toProfile } from './profile.ts';

export function registerUserRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(`${API_PREFIX}/users/user/:id`, {
    schema: {
      tags: ['users'],
      summary: "A student's profile (yourself, your child, or a student of your subtree); 404 for anyone else",
      security: [{ token: [] }],
      params: idParams,
      response: { 200: profileSchema },
    },
    onRequest: requireAuth(ctx),
    handler: async (req) => {
      await assertCanViewStudent(ctx.db, req.user!, req.params.id);
      const [user] = await ctx.db.select().from(users).where(eq(users.id, req.params.id)).limit(1);
      if (!user) throw detail(404, NOT_FOUND);
      return toProfile(ctx.db, user);
    },
  });

  r.patch(`${API_PREFIX}/users/user/:id`, {
    schema: {
      tags: ['users'],
      summary: 'Change your own birthday (read-only viewers get 403)',
      security: [{ token: [] }],
      params: idParams,
      body: patchUserBody,
      response: { 200: profileSchema },
    },
    onRequest: requireAuth(ctx),
    preValidation: selfOnly(ctx),
    handler: async (req) => {
      const viewer = req.user!;
      const { birthday } = req.body;
      if (!isValidBirthday(birthday, viewer.timezone)) throw fieldErrors({ birthday: [INVALID_DATE] });
      const [user] = await ctx.db.update(users).set({ birthday }).where(eq(users.id, viewer.id)).returning();
      return toProfile(ctx.db, user);
    },
  });
}

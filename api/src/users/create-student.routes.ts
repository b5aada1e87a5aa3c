import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createEmailToken } from '../auth/email-tokens.ts';
import { hashPassword } from '../auth/passwords.ts';
import { API_PREFIX, type AppContext } from '../context.ts';
import { users } from '../db/schema.ts';
import { fieldErrors, sqlState } from '../http/errors.ts';
import { activationMail } from '../mail/templates.ts';
import { activationLink } from './activation-link.ts';
import { EMAIL_TAKEN, PHONE_TAKEN } from '@abacus/contract/messages';
import { createStudentBody, okTrue } from '@abacus/contract/registration-schema';
import { errorBody } from '@abacus/contract/errors-schema';

export function registerCreateStudentRoutes(app: FastifyInstance, ctx: AppContext) {
  app.withTypeProvider<ZodTypeProvider>().post(`${API_PREFIX}/users/create-student`, {
    schema: {
      tags: ['users'],
      summary: 'Public student registration (free tier, no group); sends an activation e-mail',
      body: createStudentBody,
      response: { 201: okTrue, 400: errorBody },
    },
    handler: async (req, reply) => {
      const b = req.body;
      const errors: Record<string, string[]> = {};
      const [byEmail] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, b.email)).limit(1);
      if (byEmail) errors.email = [EMAIL_TAKEN];
      const [byPhone] = await ctx.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.phoneNumber, b.phone_number))
        .limit(1);
      if (byPhone) errors.phone_number = [PHONE_TAKEN];
      if (Object.keys(errors).length) throw fieldErrors(errors);

      const passwordHash = await hashPassword(b.password, ctx.config.argon2);
      let id: number;
      try {
        [{ id }] = await ctx.db
          .insert(users)
          .values({
            email: b.email,
            passwordHash,
            role: 'student',
            firstName: b.first_name,
            lastName: b.last_name,
            phoneNumber: b.phone_number,
            birthYear: b.birth_year,
            parentFirstName: b.parent_first_name,
            parentLastName: b.parent_last_name,
            country: b.country,
            city: b.city,
            school: b.school,
            isFree: true,
            emailVerified: false,
          })
          .returning({ id: users.id });
      } catch (err) {
        // Lost a race with a concurrent registration of the same e-mail.
        if (sqlState(err) === '23505') {
          throw fieldErrors({ email: [EMAIL_TAKEN] });
        }
        throw err;
      }
      const token = await createEmailToken(ctx.db, id, 'activate', ctx.config.activationTokenTtlMs);
      try {
        await ctx.mailer.send(activationMail(b.email, b.first_name, activationLink(ctx.config.publicUrl, id, token)));
      } catch (err) {
        req.log.error({ err }, 'activation mail could not be sent');
      }
      return reply.code(201).send({ ok: true as const });
    },
  });
}

import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createEmailToken } from '../auth/email-tokens.ts';
import { hashPassword } from '../auth/passwords.ts';
import { API_PREFIX, type AppContext } from '../context.ts';
import { users } from '../db/schema.ts';
import { fieldErrors } from '../http/errors.ts';
import { requestLanguage } from '../i18n/request-language.ts';
import { limitMail } from '../mail/mail-limits.ts';
import { activationMail } from '../mail/templates.ts';
import { activationLink } from './activation-link.ts';
import { lockAccountKey } from './family-email.ts';
import { EMAIL_TAKEN, PHONE_TAKEN } from '@abacus/contract/messages';
import { createStudentBody, okTrue } from '@abacus/contract/registration-schema';
import { detailError, errorBody } from '@abacus/contract/errors-schema';
import { dataLanguage } from '@abacus/contract/languages';

/** The first key of the advisory locks that serialize registrations of one e-mail or phone. */

export function registerCreateStudentRoutes(app: FastifyInstance, ctx: AppContext) {
  app.withTypeProvider<ZodTypeProvider>().post(`${API_PREFIX}/users/create-student`, {
    schema: {
      tags: ['users'],
      summary: 'Public student registration (free tier, no group); sends an activation e-mail',
      body: createStudentBody,
      response: { 201: okTrue, 400: errorBody, 429: detailError },
    },
    handler: async (req, reply) => {
      const b = req.body;
      await limitMail(ctx.db, ctx.config.mailLimits, { recipient: null, ip: req.ip });
      const lang = requestLanguage(req);
      const passwordHash = await hashPassword(b.password, ctx.config.argon2);
      // One transaction: the user and their activation token exist together or not at all. Registrations with the
      // same e-mail or phone wait for each other (advisory locks), so of five at once exactly one succeeds.
      const { id, token } = await ctx.db.transaction(async (tx) => {
        await lockAccountKey(tx as typeof ctx.db, b.email);
        await lockAccountKey(tx as typeof ctx.db, b.phone_number);
        const errors: Record<string, string[]> = {};
        const [byEmail] = await tx.select({ id: users.id }).from(users).where(eq(users.email, b.email)).limit(1);
        if (byEmail) errors.email = [EMAIL_TAKEN];
        const [byPhone] = await tx
          .select({ id: users.id })
          .from(users)
          .where(eq(users.phoneNumber, b.phone_number))
          .limit(1);
        if (byPhone) errors.phone_number = [PHONE_TAKEN];
        if (Object.keys(errors).length) throw fieldErrors(errors);
        const [created] = await tx
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
            defaultLanguage: dataLanguage(lang),
          })
          .returning({ id: users.id });
        const activation = await createEmailToken(
          tx as typeof ctx.db,
          created.id,
          'activate',
          ctx.config.activationTokenTtlMs,
        );
        return { id: created.id, token: activation };
      });
      try {
        await ctx.mailer.send(activationMail(b.email, lang, activationLink(ctx.config.publicUrl, id, token)));
      } catch (err) {
        req.log.error({ err }, 'activation mail could not be sent');
      }
      return reply.code(201).send({ ok: true as const });
    },
  });
}

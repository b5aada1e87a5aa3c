// POST users/sendmail (spec 002 sections 2 "Lists": Send email, 7): a staff member writes to users of their
// subtree. The mail really leaves: through SMTP when SMTP_URL is set, else into the outbox. A family sharing one
// e-mail gets it once. Limited per sender, so a stolen staff session cannot become a spam cannon.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { managedUserIds } from '../access/scope.ts';
import { assertStaff } from '../access/staff-only.ts';
import { requireAuth } from '../auth/authenticate.ts';
import { API_PREFIX, type AppContext } from '../context.ts';
import { users } from '../db/schema.ts';
import { ApiError, detail, NOT_FOUND } from '../http/errors.ts';
import { hit } from '../limits/counters.ts';
import { TOO_MANY_MAILS } from '../mail/mail-limits.ts';
import { staffMail } from '../mail/templates.ts';
import { detailError, errorBody } from '@abacus/contract/errors-schema';
import { sendMailAnswer, sendMailBody } from '@abacus/contract/staff-tools-schema';

/** Recipients one staff member may write to per hour. */
export const STAFF_MAIL_PER_HOUR = 300;

export function registerStaffMailRoutes(app: FastifyInstance, ctx: AppContext) {
  app.withTypeProvider<ZodTypeProvider>().post(`${API_PREFIX}/users/sendmail`, {
    schema: {
      tags: ['staff'],
      summary: 'E-mail users of your subtree (once per address); 404 when any of them is not yours',
      security: [{ token: [] }],
      body: sendMailBody,
      response: { 200: sendMailAnswer, 400: errorBody, 403: detailError, 404: detailError, 429: detailError },
    },
    onRequest: requireAuth(ctx),
    handler: async (req) => {
      const viewer = req.user!;
      assertStaff(viewer);
      const ids = [...new Set(req.body.to)];
      const rows = await ctx.db
        .select({ id: users.id, email: users.email })
        .from(users)
        .where(and(inArray(users.id, ids), sql`${users.id} in (${managedUserIds(viewer)})`));
      if (rows.length !== ids.length) throw detail(404, NOT_FOUND);
      const addresses = [...new Set(rows.map((row) => row.email.toLowerCase()))];
      const counted = await hit(ctx.db, `mail:staff:${viewer.id}`, 3600, addresses.length);
      if (counted.count > STAFF_MAIL_PER_HOUR) {
        throw new ApiError(429, { detail: TOO_MANY_MAILS, code: 'mail_limited' }, { 'Retry-After': '3600' });
      }
      const [sender] = await ctx.db
        .select({ first: users.firstName, last: users.lastName, email: users.email })
        .from(users)
        .where(eq(users.id, viewer.id));
      const from = `${sender.first} ${sender.last}`.trim() || sender.email;
      for (const address of addresses) {
        await ctx.mailer.send(staffMail(address, req.body.subject, req.body.body, from));
      }
      return { count: addresses.length };
    },
  });
}

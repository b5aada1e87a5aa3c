import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_PREFIX, type AppContext } from '../context.ts';
import { outboxEmails } from '../db/schema.ts';

/** GET /api/v1/dev/outbox?to=<email>: newest first, at most 20. Registered only when DEV_OUTBOX=1. */
export function registerDevOutboxRoutes(app: FastifyInstance, ctx: AppContext) {
  app.withTypeProvider<ZodTypeProvider>().get(`${API_PREFIX}/dev/outbox`, {
    schema: {
      hide: true,
      querystring: z.object({
        to: z
          .string()
          .max(254)
          .refine((s) => !s.includes('\u0000'))
          .optional(),
      }),
    },
    handler: async (req) => {
      const to = (req.query.to ?? '').trim().toLowerCase();
      const rows = await ctx.db
        .select({
          to: outboxEmails.to,
          subject: outboxEmails.subject,
          text: outboxEmails.text,
          html: outboxEmails.html,
          created: outboxEmails.created,
        })
        .from(outboxEmails)
        .where(to ? eq(outboxEmails.to, to) : undefined)
        .orderBy(desc(outboxEmails.created), desc(outboxEmails.id))
        .limit(20);
      return rows.map((m) => ({ ...m, created: m.created.toISOString() }));
    },
  });
}

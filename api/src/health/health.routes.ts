import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_PREFIX } from '../context.ts';
import { RETRY_AFTER_S, UNAVAILABLE } from '../http/errors.ts';
import type { DatabaseHealth } from './database-health.ts';

// Paths that answer without the database (they stay up while it is down).
const WITHOUT_DATABASE = [/^\/api\/v1\/(livez|healthz|openapi\.json)\/?(\?|$)/, /^\/api\/v1\/(generator|geoip)\//];

/** Whether a request needs the database: every API call but the ones above; not the site's files. */
export function needsDatabase(url: string): boolean {
  return url.startsWith(`${API_PREFIX}/`) && !WITHOUT_DATABASE.some((re) => re.test(url));
}

const status = z.object({ status: z.enum(['ok', 'unavailable']), database: z.enum(['ok', 'unavailable']) });

/**
 * GET livez: the process answers (liveness: restarting the API does not help when the database is down).
 * GET healthz: the process and its database answer (`select 1` within a second), for readiness probes and load
 * balancers: 200 or 503.
 * While the database is marked down, every other call that needs it gets 503 at once.
 */
export function registerHealthRoutes(app: FastifyInstance, health: DatabaseHealth) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(`${API_PREFIX}/livez`, {
    schema: {
      tags: ['health'],
      summary: 'Liveness: the API process answers',
      response: { 200: z.object({ status: z.literal('ok') }) },
    },
    handler: async () => ({ status: 'ok' as const }),
  });
  r.get(`${API_PREFIX}/healthz`, {
    schema: {
      tags: ['health'],
      summary: 'Readiness: the API and its database answer',
      response: { 200: status, 503: status },
    },
    handler: async (_req, reply) => {
      const ok = await health.check();
      if (ok) health.markUp();
      else health.markDown();
      const state = ok ? 'ok' : 'unavailable';
      return reply
        .code(ok ? 200 : 503)
        .header('cache-control', 'no-store')
        .send({ status: state, database: state });
    },
  });
  app.addHook('onRequest', async (req, reply) => {
    if (health.isDown && needsDatabase(req.url)) {
      return reply.code(503).header('retry-after', RETRY_AFTER_S).send({ detail: UNAVAILABLE });
    }
  });
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_PREFIX } from '../context.ts';
import { countryOf } from './lookup.ts';

/** Client address: the socket's, or X-Forwarded-For's when config trustProxy is on (Fastify resolves req.ip). */
export function registerGeoipRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(`${API_PREFIX}/geoip/info`, {
    schema: {
      tags: ['geoip'],
      summary: 'Country of the client address (ISO 3166-1 alpha-2) or null',
      response: { 200: z.object({ country: z.string().nullable() }) },
    },
    handler: async (req) => ({ country: await countryOf(req.ip) }),
  });
}

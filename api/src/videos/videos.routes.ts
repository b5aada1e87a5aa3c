import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../auth/authenticate.ts';
import { API_PREFIX, type AppContext } from '../context.ts';
import { videos } from '../db/schema.ts';
import { detail, NOT_FOUND } from '../http/errors.ts';
import { videoSchema } from '@abacus/contract/games-schema';

export function registerVideoRoutes(app: FastifyInstance, ctx: AppContext) {
  app.withTypeProvider<ZodTypeProvider>().get(`${API_PREFIX}/videos/random`, {
    schema: {
      tags: ['games'],
      summary: 'A random reward video (shown every 20th right answer)',
      security: [{ token: [] }],
      response: { 200: z.object({ data: videoSchema }) },
    },
    onRequest: requireAuth(ctx),
    handler: async () => {
      const [video] = await ctx.db
        .select({ id: videos.id, title: videos.title, mp4: videos.mp4, webm: videos.webm, ogg: videos.ogg })
        .from(videos)
        .orderBy(sql`random()`)
        .limit(1);
      if (!video) throw detail(404, NOT_FOUND);
      return { data: video };
    },
  });
}

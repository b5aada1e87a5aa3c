import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_PREFIX, type AppContext } from '../context.ts';
import { trialLessons } from '../db/schema.ts';
import { errorBody } from '@abacus/contract/errors-schema';
import { okTrue, trialLessonBody } from '@abacus/contract/registration-schema';

export function registerTrialLessonRoutes(app: FastifyInstance, ctx: AppContext) {
  app.withTypeProvider<ZodTypeProvider>().post(`${API_PREFIX}/trial_lessons`, {
    schema: {
      tags: ['trial lessons'],
      summary: 'Request a trial lesson (a manager calls back)',
      body: trialLessonBody,
      response: { 201: okTrue, 400: errorBody },
    },
    handler: async (req, reply) => {
      const b = req.body;
      await ctx.db.insert(trialLessons).values({
        parentName: b.parent_name,
        childAge: b.child_age,
        phoneNumber: b.phone_number,
        country: b.country,
        city: b.city,
      });
      return reply.code(201).send({ ok: true as const });
    },
  });
}

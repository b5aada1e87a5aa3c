import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_PREFIX, type AppContext } from '../context.ts';
import { trialLessons } from '../db/schema.ts';
import { intInRange, okTrue, optionalString, phoneField, requiredString } from '../http/fields.ts';

const REQUIRED = 'Field required';

export const trialLessonBody = z.object({
  parent_name: requiredString(REQUIRED, 200),
  child_age: intInRange(5, 14, 'Select age', REQUIRED).describe('5..14'),
  phone_number: phoneField(REQUIRED).describe('+<country code><national number>, 8-15 digits'),
  country: optionalString(100),
  city: optionalString(100),
});

export function registerTrialLessonRoutes(app: FastifyInstance, ctx: AppContext) {
  app.withTypeProvider<ZodTypeProvider>().post(`${API_PREFIX}/trial_lessons`, {
    schema: {
      tags: ['trial lessons'],
      summary: 'Request a trial lesson (a manager calls back)',
      body: trialLessonBody,
      response: { 201: okTrue },
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

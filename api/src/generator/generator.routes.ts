import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { fieldErrors } from '../http/errors.ts';
import { resolveAbacusConfig, resolveGameConfig, type Resolved } from './game-config.ts';
import { generate } from './generate.ts';
import { abacusBody, generateBody, generateResponse } from '@abacus/contract/generator-schema';

/**
 * The game generator service (spec 001 section 7): its own prefix, outside /api/v1, so it can be deployed alone.
 * No-Auth: the client sends no token; a user_id is accepted and ignored. Bad configurations are 400 field errors.
 */
export const GENERATOR_PREFIX = '/generator/v1';

/** A seed the client can send back to get the same set (every column of a columns game, a retry...). */
const newSeed = () => randomBytes(8).toString('hex');

function configOrThrow(resolved: Resolved) {
  if (!resolved.ok) throw fieldErrors(resolved.errors);
  return resolved.config;
}

export function registerGeneratorRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(`${GENERATOR_PREFIX}/generate`, {
    schema: {
      tags: ['generator'],
      summary: 'One expression of a game (for columns, one task per column) from the game configuration; No-Auth',
      body: generateBody,
      response: { 200: generateResponse },
    },
    handler: async (req) => {
      const config = configOrThrow(resolveGameConfig(req.body));
      const seed = req.body.seed == null || req.body.seed === '' ? newSeed() : String(req.body.seed);
      return { ...generate(config, seed), seed };
    },
  });

  r.post(`${GENERATOR_PREFIX}/abacus`, {
    schema: {
      tags: ['generator'],
      summary: 'Numbers for the abacus random game (type, digit, numbers); No-Auth',
      body: abacusBody,
      response: { 200: generateResponse },
    },
    handler: async (req) => {
      const config = configOrThrow(resolveAbacusConfig(req.body));
      const seed = req.body.seed == null || req.body.seed === '' ? newSeed() : String(req.body.seed);
      return { ...generate(config, seed), seed };
    },
  });
}

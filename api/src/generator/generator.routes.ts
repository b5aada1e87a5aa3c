import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../context.ts';
import { drawOf } from '../games/issued-draw.ts';
import { generatorUserId, rememberIssued } from '../games/issued-expressions.ts';
import { ApiError, fieldErrors } from '../http/errors.ts';
import { hit } from '../limits/counters.ts';
import { resolveAbacusConfig, resolveGameConfig, type Resolved } from './game-config.ts';
import { type Generated, generate } from './generate.ts';
import { abacusBody, type GenerateBody, generateBody, generateResponse } from '@abacus/contract/generator-schema';
import { COLUMN_GAMES } from '@abacus/contract/games';

/**
 * The game generator service (spec 001 section 7): its own prefix, outside /api/v1, so it can be deployed alone.
 * No-Auth: the client sends no token. A user_id names the student who will play: what is issued to them is
 * remembered, and only that can be recorded (games/issued-expressions.ts). Bad configurations are 400 field errors.
 */
export const GENERATOR_PREFIX = '/generator/v1';

/** A seed the client can send back to get the same set (every column of a columns game, a retry...). */
const newSeed = () => randomBytes(8).toString('hex');

function configOrThrow(resolved: Resolved) {
  if (!resolved.ok) throw fieldErrors(resolved.errors);
  return resolved.config;
}

/**
 * What the API adds around the pure generator: a limit of calls per client address, and the memory of what was
 * issued to whom (only that can be recorded). The generator deployed alone has neither (no database).
 */
export interface GeneratorGuard {
  limit(ip: string): Promise<void>;
  /**
   * `type`: the game the numbers are drawn for; only that game can record them. `draw`: the settings they were drawn
   * at (games/issued-draw.ts), which a homework record must match.
   */
  remember(userId: unknown, type: string, generated: Generated, draw: string): Promise<void>;
}

const UNGUARDED: GeneratorGuard = { limit: async () => undefined, remember: async () => undefined };

/**
 * Calls per client address per minute: a class of 30 children starting games together stays far below it; a script
 * asking for 12-column sets in a loop does not get to slow everyone else down.
 */
export function databaseGuard(ctx: AppContext): GeneratorGuard {
  return {
    async limit(ip) {
      const state = await hit(ctx.db, `generator:address:${ip}`, 60);
      if (state.count <= ctx.config.generatorPerMinute) return;
      const seconds = Math.max(1, Math.ceil(((state.resetsAt?.getTime() ?? Date.now()) - Date.now()) / 1000));
      throw new ApiError(
        429,
        { detail: 'Too many games were asked for. Try again in a moment.', code: 'generator_limited' },
        { 'Retry-After': String(seconds) },
      );
    },
    remember: (userId, type, generated, draw) =>
      rememberIssued(ctx.db, generatorUserId(userId), type, generated.tasks ?? [generated.items], draw),
  };
}

/**
 * The game type a record of these numbers names: columns drilling a multiplication game or division are recorded
 * under that game's name (with_columns), other columns as columns.
 */
export const recordedType = (b: Pick<GenerateBody, 'type' | 'digit_type'>): string =>
  b.type === 'columns' && (COLUMN_GAMES as readonly unknown[]).includes(b.digit_type) ? String(b.digit_type) : b.type;

export function registerGeneratorRoutes(app: FastifyInstance, guard: GeneratorGuard = UNGUARDED) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(`${GENERATOR_PREFIX}/generate`, {
    schema: {
      tags: ['generator'],
      summary: 'One expression of a game (for columns, one task per column) from the game configuration; No-Auth',
      body: generateBody,
      response: { 200: generateResponse },
    },
    handler: async (req) => {
      await guard.limit(req.ip);
      const config = configOrThrow(resolveGameConfig(req.body));
      const seed = req.body.seed == null || req.body.seed === '' ? newSeed() : String(req.body.seed);
      const generated = generate(config, seed);
      await guard.remember(req.body.user_id, recordedType(req.body), generated, drawOf(config));
      return { ...generated, seed };
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
      await guard.limit(req.ip);
      const config = configOrThrow(resolveAbacusConfig(req.body));
      const seed = req.body.seed == null || req.body.seed === '' ? newSeed() : String(req.body.seed);
      const generated = generate(config, seed);
      await guard.remember(req.body.user_id, 'abacus_random', generated, drawOf(config));
      return { ...generated, seed };
    },
  });
}

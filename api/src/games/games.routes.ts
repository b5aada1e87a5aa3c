import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { registerAnswerRoutes } from './answer.routes.ts';
import { registerRecordGameRoutes } from './record-game.routes.ts';
import { registerStatisticRoutes } from './statistic.routes.ts';

/** Game results and statistics (spec 001 section 7, spec 000 statistics). */
export function registerGameRoutes(app: FastifyInstance, ctx: AppContext) {
  registerRecordGameRoutes(app, ctx);
  registerAnswerRoutes(app, ctx);
  registerStatisticRoutes(app, ctx);
}

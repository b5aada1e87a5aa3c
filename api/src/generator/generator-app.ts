import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { installErrorHandlers, NOT_FOUND } from '../http/errors.ts';
import { registerGeneratorRoutes } from './generator.routes.ts';

/**
 * The generator service alone (no database, no other routes): how it can be deployed by itself, and what the
 * benchmark measures. The main app registers the same routes (app.ts).
 */
export async function buildGeneratorApp(opts: { logger?: boolean } = {}): Promise<FastifyInstance> {
  const app = Fastify({ logger: opts.logger ?? false, routerOptions: { ignoreTrailingSlash: true } });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandlers(app);
  app.setNotFoundHandler(async (_req, reply) => reply.code(404).send({ detail: NOT_FOUND }));
  registerGeneratorRoutes(app);
  await app.ready();
  return app;
}

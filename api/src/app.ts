import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { registerPasswordResetRoutes } from './auth/password-reset.routes.ts';
import { registerSignInRoutes } from './auth/sign-in.routes.ts';
import { SignInChallenges } from './auth/challenge.ts';
import { SignInGuard } from './auth/sign-in-guard.ts';
import { registerInvoiceRoutes } from './billing/invoices.routes.ts';
import { registerFinanceRoutes } from './reports/finance.routes.ts';
import type { Config } from './config.ts';
import { API_PREFIX, type AppContext } from './context.ts';
import type { Db } from './db/client.ts';
import { registerEshopRoutes } from './eshop/eshop.routes.ts';
import { registerGameRoutes } from './games/games.routes.ts';
import { databaseGuard, registerGeneratorRoutes } from './generator/generator.routes.ts';
import { registerStaticSite, spaFallback } from './gateway/static-site.ts';
import { registerGeoipRoutes } from './geoip/geoip.routes.ts';
import { registerGroupNotificationRoutes } from './groups/group-notification.routes.ts';
import { registerGroupRoutes } from './groups/group.routes.ts';
import { registerGroupsListRoutes } from './groups/groups-list.routes.ts';
import { DatabaseHealth } from './health/database-health.ts';
import { registerHealthRoutes } from './health/health.routes.ts';
import { installErrorHandlers, NOT_FOUND } from './http/errors.ts';
import { installDjangoMessages } from '@abacus/contract/zod-messages-schema';
import { acceptEmptyJsonBody } from './http/json-body.ts';
import { installAnswerCompression } from './http/compress-answers.ts';
import { installSecurityHeaders } from './http/security-headers.ts';
import { registerBalanceRoutes } from './indigo/balance.routes.ts';
import { registerIndigoGrantRoutes } from './indigo/grant.routes.ts';
import { registerAssignLessonRoutes } from './lessons/assign-lessons.routes.ts';
import { registerLessonRoutes } from './lessons/lessons.routes.ts';
import { registerLessonAdminRoutes } from './lessons/lesson-admin.routes.ts';
import { blobStoreFromEnv, type BlobStore } from './storage/blob-store.ts';
import { registerStorageRoutes } from './storage/storage.routes.ts';
import { registerStaticPageRoutes } from './pages/pages.routes.ts';
import { registerContentMediaRoutes } from './content-media/content-media.routes.ts';
import { registerSettingsRoutes } from './settings/settings.routes.ts';
import { registerHomeworkRoutes } from './homework/homework.routes.ts';
import { registerHomeworkToolRoutes } from './homework/homework-tools.routes.ts';
import { registerPuzzleImageRoutes } from './homework/puzzle-image.routes.ts';
import { sweepExpired } from './limits/counters.ts';
import { sweepIssued } from './games/issued-expressions.ts';
import { registerDevOutboxRoutes } from './mail/dev-outbox.routes.ts';
import { outboxMailer, type Mailer } from './mail/mailer.ts';
import { registerMediaRoutes } from './media/media.routes.ts';
import { registerTrialLessonRoutes } from './trial-lessons/trial-lessons.routes.ts';
import { registerActivateRoutes } from './users/activate.routes.ts';
import { registerAvatarRoutes } from './users/avatar.routes.ts';
import { registerCreateStudentRoutes } from './users/create-student.routes.ts';
import { registerCreateUserRoutes } from './users/create-user.routes.ts';
import { registerUsersDropdownRoutes } from './users/users-dropdown.routes.ts';
import { registerStaffProfileRoutes } from './users/staff-profile.routes.ts';
import { registerMeRoutes } from './users/me.routes.ts';
import { registerStudentsListRoutes } from './users/students-list.routes.ts';
import { registerStaffListRoutes } from './users/staff-list.routes.ts';
import { registerParentsListRoutes } from './users/parents-list.routes.ts';
import { registerBlockRoutes } from './users/block.routes.ts';
import { registerBonusRoutes } from './users/bonus.routes.ts';
import { registerDiscountRoutes } from './users/discounts.routes.ts';
import { registerDocumentRoutes } from './users/documents.routes.ts';
import { registerRestoreRoutes } from './users/restore.routes.ts';
import { registerStaffMailRoutes } from './users/staff-mail.routes.ts';
import { registerStudentTermsRoutes } from './users/student-terms.routes.ts';
import { registerUserRoutes } from './users/user.routes.ts';
import { registerVideoRoutes } from './videos/videos.routes.ts';
import { registerReleaseRoutes } from './releases/release.routes.ts';

export interface BuildAppOptions {
  db: Db;
  config: Config;
  /** Default: the dev outbox (outbox_emails table). */
  mailer?: Mailer;
  /** Where uploaded materials go; default: what the environment configures (storage/blob-store.ts). */
  blobs?: BlobStore;
  /** Folder of the built frontend to serve (the gateway); omitted = API only. */
  staticRoot?: string | null;
  logger?: FastifyServerOptions['logger'];
}

export async function buildApp(opts: BuildAppOptions): Promise<FastifyInstance> {
  const { db, config } = opts;
  const app = Fastify({
    logger: opts.logger ?? { level: config.logLevel },
    trustProxy: config.trustProxy.length ? config.trustProxy : false,
    requestTimeout: config.requestTimeoutMs,
    connectionTimeout: config.requestTimeoutMs,
    keepAliveTimeout: config.keepAliveTimeoutMs,
    bodyLimit: config.bodyLimit,
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true, maxParamLength: 200 },
    // Errors raised by the router itself (e.g. a bad percent-encoding in the URL).
    frameworkErrors: (err, _req, reply) => {
      const body = { detail: err.code === 'FST_ERR_BAD_URL' ? 'Malformed URL.' : 'Bad request.' };
      void (reply as unknown as FastifyReply).code(400).send(body);
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  acceptEmptyJsonBody(app);
  installSecurityHeaders(app);
  installAnswerCompression(app);
  const health = new DatabaseHealth(db);
  app.addHook('onClose', async () => health.stop());
  // Ended counter windows (sign-in failures, mails, used challenges) are swept now and then, never on a request's path.
  const sweep = () => Promise.all([sweepExpired(db), sweepIssued(db)]).catch(() => undefined);
  const sweeper = setInterval(() => void sweep(), 10 * 60_000).unref();
  app.addHook('onClose', async () => clearInterval(sweeper));
  installDjangoMessages();
  installErrorHandlers(app, { onDatabaseUnavailable: () => health.markDown() });

  const ctx: AppContext = {
    db,
    config,
    mailer: opts.mailer ?? outboxMailer(db, app.log),
    blobs: opts.blobs ?? blobStoreFromEnv(process.env, config.mediaDir),
    signIn: {
      guard: new SignInGuard(db, config.signInPolicy),
      challenges: new SignInChallenges(db, config.challenge),
    },
  };

  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: { title: 'Abacus school API', version: '1.0.0' },
      components: {
        securitySchemes: {
          token: { type: 'apiKey', in: 'header', name: 'Authorization', description: 'Token <token>' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });

  const staticRoot = opts.staticRoot ?? null;
  app.setNotFoundHandler(async (req, reply) => {
    if (staticRoot && (await spaFallback(staticRoot, req, reply))) return reply;
    return reply.code(404).send({ detail: NOT_FOUND });
  });

  registerHealthRoutes(app, health);
  registerSignInRoutes(app, ctx);
  registerPasswordResetRoutes(app, ctx);
  registerMeRoutes(app, ctx);
  registerCreateStudentRoutes(app, ctx);
  registerActivateRoutes(app, ctx);
  registerTrialLessonRoutes(app, ctx);
  registerGeoipRoutes(app);
  registerGeneratorRoutes(app, databaseGuard(ctx));
  registerUserRoutes(app, ctx);
  registerStudentsListRoutes(app, ctx);
  registerStaffListRoutes(app, ctx);
  registerParentsListRoutes(app, ctx);
  registerBlockRoutes(app, ctx);
  registerStudentTermsRoutes(app, ctx);
  registerRestoreRoutes(app, ctx);
  registerBonusRoutes(app, ctx);
  registerDiscountRoutes(app, ctx);
  registerDocumentRoutes(app, ctx);
  registerStaffMailRoutes(app, ctx);
  registerGroupsListRoutes(app, ctx);
  registerGroupRoutes(app, ctx);
  registerGroupNotificationRoutes(app, ctx);
  registerCreateUserRoutes(app, ctx);
  registerUsersDropdownRoutes(app, ctx);
  registerStaffProfileRoutes(app, ctx);
  registerAvatarRoutes(app, ctx);
  registerBalanceRoutes(app, ctx);
  registerIndigoGrantRoutes(app, ctx);
  registerLessonRoutes(app, ctx);
  registerAssignLessonRoutes(app, ctx);
  registerLessonAdminRoutes(app, ctx);
  registerStorageRoutes(app, ctx);
  registerStaticPageRoutes(app, ctx);
  registerContentMediaRoutes(app, ctx);
  registerSettingsRoutes(app, ctx);
  registerHomeworkRoutes(app, ctx);
  registerHomeworkToolRoutes(app, ctx);
  registerPuzzleImageRoutes(app, ctx);
  registerInvoiceRoutes(app, ctx);
  registerFinanceRoutes(app, ctx);
  registerMediaRoutes(app, ctx);
  registerEshopRoutes(app, ctx);
  registerGameRoutes(app, ctx);
  registerVideoRoutes(app, ctx);
  registerReleaseRoutes(app, ctx);
  if (config.devOutbox) registerDevOutboxRoutes(app, ctx);
  app.get(`${API_PREFIX}/openapi.json`, { schema: { hide: true } }, async () => app.swagger());
  if (staticRoot) registerStaticSite(app, staticRoot);

  await app.ready();
  return app;
}

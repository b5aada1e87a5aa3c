// The shell's remote map per browser (issue 14 "Canary"): GET remotes/map answers the version of each remote this
// browser loads and its fallback, from the release state in the site root; GET remotes/testers?join=1|0 sets or
// clears the testers' opt-in cookie; POST remotes/failures is the shell's report of a version that failed to load
// (logged, at most once a minute per remote and version and client address).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PREVIEW_COOKIE, TESTER_COOKIE, type Remote } from '@abacus/contract/releases';
import { remoteFailure, remoteMap, remoteMapQuery, testersQuery } from '@abacus/contract/releases-schema';
import { requireAuth } from '../auth/authenticate.ts';
import { ownerOf } from '@abacus/contract/remote-paths';
import { API_PREFIX, type AppContext } from '../context.ts';
import { detail } from '../http/errors.ts';
import { firstFilesReader, withFirstFiles } from './first-files.ts';
import { parsePreviews, remoteMapFor } from './remote-choice.ts';
import { isPublished, stateReader } from './release-store.ts';

const TESTER_DAYS = 30;
const REPORT_GAP_MS = 60_000;

export function cookiesOf(req: FastifyRequest): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const part of String(req.headers.cookie ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0) cookies[part.slice(0, at).trim()] = decodeURIComponent(part.slice(at + 1).trim());
  }
  return cookies;
}

/** The signed-in user's id, or null: a missing, wrong or expired token still gets the stable map. */
async function userIdOf(ctx: AppContext, req: FastifyRequest): Promise<number | null> {
  if (!req.headers.authorization) return null;
  try {
    await requireAuth(ctx)(req);
    return req.user?.id ?? null;
  } catch {
    return null;
  }
}

export function registerReleaseRoutes(app: FastifyInstance, ctx: AppContext) {
  const siteRoot = ctx.config.staticRoot;
  const state = stateReader(siteRoot);
  const firstFiles = firstFilesReader(siteRoot);
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(`${API_PREFIX}/remotes/map`, {
    schema: {
      tags: ['releases'],
      summary: 'The version of each remote this browser loads (stable, canary or preview) and its fallback',
      querystring: remoteMapQuery,
      response: { 200: remoteMap },
    },
    handler: async (req, reply) => {
      const current = state();
      if (!current) throw detail(503, 'No release state in the site root.');
      const cookies = cookiesOf(req);
      const previews = Object.fromEntries(
        Object.entries(parsePreviews(cookies[PREVIEW_COOKIE])).filter(([remote, version]) =>
          isPublished(siteRoot, remote as Remote, version),
        ),
      );
      reply.header('Cache-Control', 'no-store');
      const map = remoteMapFor(current, {
        userId: await userIdOf(ctx, req),
        tester: cookies[TESTER_COOKIE] === '1',
        previews,
      });
      const { first, path, lang } = req.query;
      return withFirstFiles(map, firstFiles, {
        first: first ?? (path ? (ownerOf(path) ?? undefined) : undefined),
        path,
        lang,
      });
    },
  });

  typed.get(`${API_PREFIX}/remotes/testers`, {
    schema: {
      tags: ['releases'],
      summary: "Join (1) or leave (0) the testers who get every remote's canary; then back to the site",
      querystring: testersQuery,
    },
    handler: async (req, reply) => {
      const secure = req.protocol === 'https' ? '; Secure' : '';
      const cookie =
        req.query.join === '1'
          ? `${TESTER_COOKIE}=1; Path=/; Max-Age=${TESTER_DAYS * 86_400}; SameSite=Lax; HttpOnly${secure}`
          : `${TESTER_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax; HttpOnly${secure}`;
      return reply.header('Set-Cookie', cookie).header('Cache-Control', 'no-store').redirect('/', 303);
    },
  });

  const lastReport = new Map<string, number>();
  typed.post(`${API_PREFIX}/remotes/failures`, {
    schema: {
      tags: ['releases'],
      summary: 'A remote version failed to load in a browser (and what it fell back to)',
      body: remoteFailure,
      response: { 204: z.null() },
    },
    handler: async (req, reply) => {
      const { remote, version, fallback, message } = req.body;
      const key = `${remote}@${version}:${req.ip}`;
      const now = Date.now();
      if (now - (lastReport.get(key) ?? 0) > REPORT_GAP_MS) {
        if (lastReport.size > 10_000) lastReport.clear();
        lastReport.set(key, now);
        req.log.warn({ remote, version, fallback, message, ip: req.ip }, 'remote version failed to load in a browser');
      }
      return reply.code(204).send(null);
    },
  });
}

import type { FastifyInstance } from 'fastify';
import { API_PREFIX } from '../context.ts';

/** The video players lessons may embed (the same hosts the sanitizers keep in `<iframe src>`). */
const VIDEO_FRAMES = [
  'https://www.youtube.com',
  'https://youtube.com',
  'https://www.youtube-nocookie.com',
  'https://youtube-nocookie.com',
  'https://player.vimeo.com',
];

/**
 * The Content-Security-Policy of the site and the API. Scripts come only from this origin (the shell, the remotes'
 * entries and chunks): no inline script, no eval. Styles allow inline because the remotes' CSS is injected as
 * `<style>` elements (style-loader) and React writes `style` attributes; CSS cannot run script in today's browsers.
 * Images and media also take data: and blob: (avatar previews, generated sounds). Nothing may frame the site
 * (a framed shop could trick a child into buying).
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "media-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  `frame-src ${VIDEO_FRAMES.join(' ')}`,
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Headers every answer carries, page or API. */
const ALWAYS: Record<string, string> = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  // The password-reset and activation tokens are in the URL: never send it to another site.
  'referrer-policy': 'no-referrer',
  'cross-origin-opener-policy': 'same-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
};

/**
 * Adds the security headers to every answer, and `Cache-Control: no-store` to every API answer (they carry a child's
 * data or a token; health checks and the OpenAPI document included, which costs nothing).
 */
export function installSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (req, reply, payload) => {
    // A route's own, stricter header wins (uploaded SVGs get a sandboxing CSP of their own).
    for (const [name, value] of Object.entries(ALWAYS)) if (!reply.hasHeader(name)) reply.header(name, value);
    if (req.url.startsWith(`${API_PREFIX}/`) && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store');
    return payload;
  });
}

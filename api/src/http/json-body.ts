import type { FastifyInstance } from 'fastify';
import { fieldErrors } from './errors.ts';
import { unstorableText } from './text-guard.ts';

/**
 * Every request of the frontend carries `Content-Type: application/json` (spec 000 "Session and global behaviour"),
 * also the calls that send nothing: logout, purchase, activate/deactivate. Fastify answers 400 to a JSON content type
 * with an empty body; here an empty (or blank) body is no body, and everything else goes to Fastify's own parser,
 * which keeps its protection against `__proto__` and `constructor` poisoning. A text no column can store (a NUL, a
 * lone surrogate) is refused here, for every route that takes a body, with the field it is in.
 */
export function acceptEmptyJsonBody(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(req, text, (err, value) => {
      if (err) return done(err, undefined);
      // A route that takes no body ignores it, and may answer 400 without field errors (a purchase, a delete).
      const unstorable = req.routeOptions.schema?.body ? unstorableText(value) : null;
      done(unstorable ? fieldErrors(unstorable) : null, unstorable ? undefined : value);
    });
  });
}

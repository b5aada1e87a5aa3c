import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { INVALID_VALUE } from '@abacus/contract/messages';
import { isDatabaseUnavailable, sqlState } from '../db/sql-errors.ts';

export { sqlState };

/** Django REST error bodies: {"detail"}, {"field": [..]}, {"non_field_errors": [..]} (+ optional "code"). */
export type ErrorBody = Record<string, unknown>;

/** Throw from a handler to answer with a DRF-shaped error. */
export class ApiError extends Error {
  statusCode: number;
  body: ErrorBody;
  headers: Record<string, string>;

  constructor(statusCode: number, body: ErrorBody, headers: Record<string, string> = {}) {
    super(typeof body.detail === 'string' ? body.detail : `HTTP ${statusCode}`);
    this.statusCode = statusCode;
    this.body = body;
    this.headers = headers;
  }
}

export const detail = (statusCode: number, message: string, extra: ErrorBody = {}) =>
  new ApiError(statusCode, { detail: message, ...extra });

export const fieldErrors = (errors: Record<string, string[]>, extra: ErrorBody = {}) =>
  new ApiError(400, { ...errors, ...extra });

export const nonFieldError = (message: string, extra: ErrorBody = {}) =>
  new ApiError(400, { non_field_errors: [message], ...extra });

export { NOT_FOUND } from '@abacus/contract/messages';
export const SERVER_ERROR = 'Server error.';

/**
 * Zod issues -> {"field": ["message"]}: the FIRST issue of each field only (checks after a failed one,
 * e.g. the phone format after "Field required", would only add noise). Root issues -> non_field_errors.
 */
export function validationBody(issues: { instancePath?: string; message?: string }[]): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of issues) {
    const key = (issue.instancePath ?? '').split('/').filter(Boolean)[0] ?? 'non_field_errors';
    const msg = issue.message || INVALID_VALUE;
    if (!out[key]) out[key] = [msg];
  }
  return out;
}

/**
 * Like `validationBody`, but keyed by the whole path ("games.1.operation_number"): for forms made of a list of
 * parts, so that the screen shows the message on the part's own field. Use with a route's `attachValidation`.
 */
export function nestedValidationBody(issues: { instancePath?: string; message?: string }[]): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of issues) {
    const key = (issue.instancePath ?? '').split('/').filter(Boolean).join('.') || 'non_field_errors';
    if (!out[key]) out[key] = [issue.message || INVALID_VALUE];
  }
  return out;
}

// PostgreSQL error classes caused by input we failed to reject earlier (bad encoding, out of range...).
const PG_INPUT_ERROR = /^(22|23)/;

export const UNAVAILABLE = 'The service is temporarily unavailable. Please try again in a moment.';
/** Seconds a client is asked to wait before trying again while the database is down. */
export const RETRY_AFTER_S = '5';

export interface ErrorHandlerOptions {
  /** Called when a request failed because the database cannot be reached (it is answered 503). */
  onDatabaseUnavailable?: () => void;
}

export function installErrorHandlers(app: FastifyInstance, options: ErrorHandlerOptions = {}): void {
  app.setErrorHandler((err: FastifyError & { code?: string }, req: FastifyRequest, reply: FastifyReply) => {
    if (err instanceof ApiError) {
      return reply.code(err.statusCode).headers(err.headers).send(err.body);
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const body = validationBody(err.validation);
      if (err.validationContext && err.validationContext !== 'body') {
        // A bad query string or path parameter is not a form error.
        return reply.code(400).send({ detail: 'Invalid request parameters.', errors: body });
      }
      if (Object.keys(body).length === 1 && body.non_field_errors && req.body == null) {
        return reply.code(400).send({ detail: 'Request body is required.' });
      }
      return reply.code(400).send(body);
    }
    if (err.validation) {
      return reply.code(400).send({ detail: err.message });
    }
    const status = typeof err.statusCode === 'number' ? err.statusCode : 500;
    if (status >= 400 && status < 500) {
      // Fastify's own 4xx: malformed JSON, wrong content type, body too large, bad URL...
      const message =
        err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
          ? `Unsupported media type "${String(req.headers['content-type'] ?? '')}" in request.`
          : err.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
            ? 'Request body is too large.'
            : err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || err instanceof SyntaxError
              ? 'JSON parse error.'
              : err.message || 'Bad request.';
      return reply.code(status).send({ detail: message });
    }
    if (isDatabaseUnavailable(err)) {
      req.log.warn({ err }, 'database unavailable');
      options.onDatabaseUnavailable?.();
      return reply.code(503).header('retry-after', RETRY_AFTER_S).send({ detail: UNAVAILABLE });
    }
    const pgCode = sqlState(err);
    if (pgCode && PG_INPUT_ERROR.test(pgCode)) {
      req.log.warn({ err }, 'database rejected input');
      return reply.code(400).send({ detail: 'Invalid input.' });
    }
    req.log.error({ err }, 'unhandled error');
    return reply.code(500).send({ detail: SERVER_ERROR });
  });
}

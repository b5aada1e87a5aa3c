// A response serializer compiled from the contract's zod schema (issue 16), for the hot reads whose answers are
// large: fast-json-stringify writes only the properties the schema names, in its types, without zod building a
// checked copy of the answer first (the curriculum of lessons/grouped: 13 % of the route's CPU was that copy).
// The handlers' return types are the contract's (the type provider checks them at compile time);
// compiled-serializer.test.ts checks that the compiled serializer writes what zod's would for the routes using it.
import fastJson from 'fast-json-stringify';
import { type ZodType, z } from 'zod';

type RouteSchema = { schema: unknown };

/** Fastify `serializerCompiler` route option: the response schema compiled to a serializer, once per route. */
export function compiledSerializer({ schema }: RouteSchema): (data: unknown) => string {
  return fastJson(z.toJSONSchema(schema as ZodType, { io: 'output', target: 'draft-7' }) as fastJson.AnySchema);
}

/**
 * `compiledSerializer` for a route whose handler answers kept, frozen objects (the same object for every caller who
 * gets the same answer): each is written once, to UTF-8 bytes kept beside it for as long as the object lives.
 * Bytes, not text: Node writes a text answer by joining it to the headers and encoding the whole again on every
 * request, and Fastify measures its length in bytes first; the kept curriculum of lessons/grouped (9 KB) cost the
 * API 92 µs a request as text and 75 as bytes (`pnpm bench api`, 2026-12-03). compress-answers.ts keeps the gzip of
 * kept bytes beside them too.
 */
export function keptAnswersSerializer(route: RouteSchema): (data: unknown) => string | Buffer {
  const write = compiledSerializer(route);
  const written = new WeakMap<object, Buffer>();
  return (data) => {
    if (typeof data !== 'object' || data === null || !Object.isFrozen(data)) return write(data);
    let bytes = written.get(data);
    if (bytes === undefined) {
      bytes = Buffer.from(write(data));
      written.set(data, bytes);
    }
    return bytes;
  };
}

/**
 * keptAnswersSerializer as the route option `serializerCompiler`: Fastify's types have a serializer answer text, but
 * it sends bytes as they are (a Buffer payload is written and measured as such, fastify/lib/reply.js `onSendEnd`).
 */
export const compiledSerializerOfKeptAnswers = keptAnswersSerializer as (
  route: RouteSchema,
) => (data: unknown) => string;

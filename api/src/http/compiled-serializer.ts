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
 * gets the same answer): each is written once and its text kept beside it, for as long as the object lives.
 */
export function compiledSerializerOfKeptAnswers(route: RouteSchema): (data: unknown) => string {
  const write = compiledSerializer(route);
  const written = new WeakMap<object, string>();
  return (data) => {
    if (typeof data !== 'object' || data === null || !Object.isFrozen(data)) return write(data);
    let text = written.get(data);
    if (text === undefined) {
      text = write(data);
      written.set(data, text);
    }
    return text;
  };
}

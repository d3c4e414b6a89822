import type { FastifySerializerCompiler } from 'fastify';
import fastJson from 'fast-json-stringify';
import { z } from 'zod';

/** The serializers not compiled yet, to compile at once in a test (`compileWaitingSerializers`). */
const waiting = new Set<() => void>();

/**
 * Responses are serialised by fast-json-stringify (Fastify's own serializer) compiled from each route's
 * zod response schema: fields outside the schema never leak, and it is several times faster than
 * encoding through zod on every response. API tests parse responses with the zod schemas themselves.
 *
 * Each serializer is compiled on its first response, not when the route is added: compiling every route's
 * took about half a second of the server's start, before it could build the catalogue's indexes, for routes
 * that may not be asked for in a long while.
 */
export const serializerCompiler: FastifySerializerCompiler<z.ZodType> = ({ schema }) => {
  let serialize: ((data: unknown) => string) | undefined;
  const ready = () => {
    serialize ??= compile(schema);
    waiting.delete(ready);
    return serialize;
  };
  waiting.add(ready);
  return (data: unknown) => (serialize ?? ready())(data);
};

/**
 * A serializer of one schema for a route that assembles its JSON answer from parts (catalog/list-json.ts),
 * compiled on its first use as the routes' are.
 */
export function jsonSerializer<T>(schema: z.ZodType<T>): (data: T) => string {
  let serialize: ((data: unknown) => string) | undefined;
  return (data: T) => (serialize ??= compile(schema))(data);
}

function compile(schema: z.ZodType): (data: unknown) => string {
  const jsonSchema = z.toJSONSchema(schema, { target: 'draft-07', io: 'output', unrepresentable: 'any' });
  return fastJson(jsonSchema as Parameters<typeof fastJson>[0]) as (data: unknown) => string;
}

/** Compiles every serializer of the routes added so far that has not answered yet: throws as a start would have. */
export function compileWaitingSerializers(): number {
  const all = [...waiting];
  for (const ready of all) ready();
  return all.length;
}

import type { FastifySerializerCompiler } from 'fastify';
import fastJson from 'fast-json-stringify';
import { z } from 'zod';

/**
 * Responses are serialised by fast-json-stringify (Fastify's own serializer) compiled from each route's
 * zod response schema: fields outside the schema never leak, and it is several times faster than
 * encoding through zod on every response. API tests parse responses with the zod schemas themselves.
 */
export const serializerCompiler: FastifySerializerCompiler<z.ZodType> = ({ schema }) => {
  const jsonSchema = z.toJSONSchema(schema, { target: 'draft-07', io: 'output', unrepresentable: 'any' });
  return fastJson(jsonSchema as Parameters<typeof fastJson>[0]) as (data: unknown) => string;
};

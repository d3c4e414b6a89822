import { Readable } from 'node:stream';
import { chatAnswerSchema, chatConversationSchema, chatRequestSchema } from '@cartwise/domain/chat/schemas';
import { errorResponseSchema, RateLimitedError } from '@cartwise/domain/errors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentShopper, privateNoStore, requireShopper } from '../../plugins/session.ts';
import type { ChatRoutesOptions } from './plugin.ts';
import { RateLimiter } from './rate-limiter.ts';
import type { TurnEvent } from './service.ts';

export const DEFAULT_MESSAGES_PER_MINUTE = 20;
export const RATE_LIMIT_MESSAGE = "You're sending messages a little too fast. Please wait a moment and try again.";

/**
 * The stream's first event, written as soon as the message passed its checks (the body, the shopper's limit),
 * before the conversation is read and the reply worked out: the message is taken and the assistant is
 * answering it. It says nothing more, so it never has to be taken back: what follows ends in `done` or `error`.
 * Clients that know no `accepted` skip it (the web app's reader skips events it does not know).
 */
const ACCEPTED = 'event: accepted\ndata: {}\n\n';

function sse(event: TurnEvent, served: <T>(payload: T) => T): string {
  const { type, ...data } = served(event);
  return `event: ${type}\ndata: ${JSON.stringify(data)}\n\n`;
}

/** JSON when the client asks for it and not for an event stream; the event stream otherwise. */
function wantsJson(request: FastifyRequest): boolean {
  const accept = request.headers.accept ?? '';
  return accept.includes('application/json') && !accept.includes('text/event-stream');
}

/** The shopping assistant: POST /api/chat streams a reply; GET reads the conversation; DELETE clears it. */
export async function chatRoutes(app: FastifyInstance, options: ChatRoutesOptions) {
  const service = app.chat;
  const api = app.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', privateNoStore);

  const shoppers = new WeakMap<FastifyRequest, string>();
  const limiter = new RateLimiter(options.messagesPerMinute ?? DEFAULT_MESSAGES_PER_MINUTE, 60_000, app.rateCounter);

  api.post(
    '/api/chat',
    {
      // Per shopper; starting a session counts against the address, so fresh cookies do not reset the limit.
      // A 429 says in Retry-After when the shopper's minute is over.
      preHandler: async (request, reply) => {
        const take = async (key: string) => {
          const retryAfterMs = await limiter.take(key);
          if (retryAfterMs > 0) throw new RateLimitedError(RATE_LIMIT_MESSAGE, retryAfterMs);
        };
        let shopper = await currentShopper(request, reply);
        if (!shopper) {
          await take(`ip:${request.ip}`);
          shopper = await requireShopper(request, reply);
        }
        await take(`shopper:${shopper}`);
        shoppers.set(request, shopper);
      },
      schema: {
        summary: "Send the shopper's message; the reply streams as server-sent events, or comes whole with Accept: application/json",
        description:
          'Events: `accepted` {} as soon as the message is taken, then `text` {text} (many), `products` {products}, `suggestions` {suggestions}, `actions` {actions}, then `done` ' +
          '{message} with the stored reply, or `error` {message} with the stored apology when the reply failed as a whole.',
        tags: ['assistant'],
        body: chatRequestSchema,
        response: { 200: chatAnswerSchema, 400: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const sessionId = shoppers.get(request) ?? (await requireShopper(request, reply));
      const controller = new AbortController();
      request.raw.on('close', () => {
        if (!reply.raw.writableFinished) controller.abort(new Error('the shopper went away'));
      });
      if (wantsJson(request)) return service.answer(sessionId, request.body.message, controller.signal);
      const turn = service.turn(sessionId, request.body.message, controller.signal);
      async function* stream() {
        yield ACCEPTED;
        // The event goes out on the socket before the turn's work, not with its first text: the response's first
        // write is flushed on the next tick. Not setImmediate, which would let the catalogue's background
        // preparation (a step can take a second) run in the middle of the reply.
        await new Promise((resolve) => process.nextTick(resolve));
        for await (const event of turn) yield sse(event, app.servedPictures);
      }
      reply.header('content-type', 'text/event-stream; charset=utf-8');
      reply.header('x-accel-buffering', 'no');
      // A stream is sent as it is, past the JSON serializer; the typed reply only knows the JSON answer.
      return reply.send(Readable.from(stream(), { objectMode: false }) as never);
    },
  );

  api.get(
    '/api/chat',
    { schema: { summary: 'The conversation, starting with the greeting', tags: ['assistant'], response: { 200: chatConversationSchema } } },
    async (request, reply) => service.conversation(await currentShopper(request, reply)),
  );

  api.delete(
    '/api/chat',
    { schema: { summary: 'Clear the conversation back to the greeting', tags: ['assistant'], response: { 200: chatConversationSchema } } },
    async (request, reply) => service.reset(await currentShopper(request, reply)),
  );
}

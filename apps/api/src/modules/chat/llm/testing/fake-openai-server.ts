/**
 * A small OpenAI-compatible chat-completions server for tests: it listens on 127.0.0.1, checks requests
 * the way the real API does (model, bearer key, messages, tools, tool-call answers) and answers each one
 * with the next scripted reply, streamed as `chat.completion.chunk` server-sent events exactly as OpenAI
 * streams them: a role delta, content deltas, tool calls split across chunks by index, a finish_reason
 * and `data: [DONE]`. Each event is written in two pieces so clients must reassemble them.
 */
import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setImmediate as nextTurn } from 'node:timers/promises';

export interface FakeToolCall {
  name: string;
  /** The arguments as the model writes them: an object is sent as JSON, a string as it is (even broken). */
  arguments: string | Record<string, unknown>;
  id?: string;
}

export type FakeReply =
  /** A text answer, streamed a word at a time. */
  | { kind: 'text'; text: string }
  /** Tool calls (optionally after some text), finishing with `finish_reason: 'tool_calls'`. */
  | { kind: 'tool-calls'; calls: FakeToolCall[]; text?: string }
  /** An HTTP error with OpenAI's error body. */
  | { kind: 'status'; status: number; message?: string }
  /** Any body, as `text/event-stream`: for streams that are not OpenAI's. */
  | { kind: 'raw'; body: string }
  /** Some text, then the connection ends without finish_reason or [DONE]. */
  | { kind: 'cut'; text: string }
  /** Starts the stream and then sends nothing more until the client gives up or the server closes. */
  | { kind: 'hang' };

export interface FakeChatMessage {
  role: string;
  content?: string | null;
  tool_calls?: { id: string; type: string; function: { name: string; arguments: string } }[];
  tool_call_id?: string;
}

export interface FakeChatRequest {
  headers: IncomingHttpHeaders;
  body: {
    model: string;
    messages: FakeChatMessage[];
    tools?: { type: string; function: { name: string; description?: string; parameters: Record<string, unknown> } }[];
    stream?: boolean;
    [key: string]: unknown;
  };
}

/** A reply, or a function of the request that returns one (to look at what the client sent). */
export type FakeScript = FakeReply | ((request: FakeChatRequest) => FakeReply);

export interface FakeOpenAiServer {
  /** Like `http://127.0.0.1:PORT/v1`: what ASSISTANT_LLM_BASE_URL would be. */
  baseUrl: string;
  /** Every chat-completions request that passed the checks, in order. */
  requests: FakeChatRequest[];
  /** Requests the server refused (as OpenAI would), with the reason. */
  refused: { status: number; message: string }[];
  /** Queues replies: each request takes the next one. */
  reply(...scripts: FakeScript[]): void;
  close(): Promise<void>;
}

export const text = (value: string): FakeReply => ({ kind: 'text', text: value });
export const toolCalls = (...calls: FakeToolCall[]): FakeReply => ({ kind: 'tool-calls', calls });
export const toolCall = (name: string, args: FakeToolCall['arguments']): FakeReply => toolCalls({ name, arguments: args });

class Refusal extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly type = 'invalid_request_error',
    readonly code: string | null = null,
  ) {
    super(message);
  }
}

/** The checks OpenAI makes that a client of ours could get wrong. */
function checkRequest(request: FakeChatRequest, model: string) {
  const { body } = request;
  if (body.model !== model) throw new Refusal(404, `The model \`${String(body.model)}\` does not exist or you do not have access to it.`, 'invalid_request_error', 'model_not_found');
  if (body.stream !== true) throw new Refusal(400, 'This test server only streams: send stream: true');
  if (!Array.isArray(body.messages) || body.messages.length === 0) throw new Refusal(400, "'messages' must be a non-empty array");
  for (const tool of body.tools ?? []) {
    if (tool.type !== 'function' || typeof tool.function?.name !== 'string' || tool.function.parameters?.type !== 'object') {
      throw new Refusal(400, `Invalid tool: ${JSON.stringify(tool).slice(0, 200)}`);
    }
  }
  if (body.tool_choice !== undefined && !body.tools?.length) throw new Refusal(400, "'tool_choice' is only allowed when 'tools' are specified.");
  let pending: string[] = [];
  for (const [i, message] of body.messages.entries()) {
    if (!['system', 'user', 'assistant', 'tool'].includes(message.role)) throw new Refusal(400, `Invalid value for 'messages[${i}].role'`);
    if (message.role === 'tool') {
      if (!pending.includes(message.tool_call_id ?? '')) {
        throw new Refusal(400, "Invalid parameter: messages with role 'tool' must be a response to a preceeding message with 'tool_calls'.");
      }
      if (typeof message.content !== 'string') throw new Refusal(400, `Invalid type for 'messages[${i}].content'`);
      pending = pending.filter((id) => id !== message.tool_call_id);
      continue;
    }
    if (pending.length > 0) {
      throw new Refusal(400, `An assistant message with 'tool_calls' must be followed by tool messages responding to each 'tool_call_id'. The following tool_call_ids did not have response messages: ${pending.join(', ')}`);
    }
    if (message.role === 'assistant' && message.tool_calls) pending = message.tool_calls.map((call) => call.id);
    else if (typeof message.content !== 'string') throw new Refusal(400, `Invalid type for 'messages[${i}].content': expected a string`);
  }
  if (pending.length > 0) throw new Refusal(400, `The following tool_call_ids did not have response messages: ${pending.join(', ')}`);
}

/** A word at a time, spaces kept, as tokens arrive. */
const pieces = (value: string) => value.match(/\s*\S+\s*/g) ?? [value];
/** Arguments arrive in small fragments that split keys and values. */
const fragments = (value: string) => value.match(/[\s\S]{1,7}/g) ?? [''];

let completions = 0;

async function stream(res: ServerResponse, model: string, reply: Extract<FakeReply, { kind: 'text' | 'tool-calls' | 'cut' | 'hang' }>) {
  const id = `chatcmpl-fake${++completions}`;
  const created = Math.floor(Date.now() / 1000);
  res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache', connection: 'keep-alive' });
  const send = async (data: string) => {
    const event = `data: ${data}\n\n`;
    const half = Math.ceil(event.length / 2);
    res.write(event.slice(0, half));
    await nextTurn();
    res.write(event.slice(half));
    await nextTurn();
  };
  const chunk = (delta: Record<string, unknown>, finishReason: string | null = null) =>
    send(
      JSON.stringify({
        id,
        object: 'chat.completion.chunk',
        created,
        model,
        system_fingerprint: 'fp_fake',
        choices: [{ index: 0, delta, logprobs: null, finish_reason: finishReason }],
      }),
    );

  const leadingText = reply.kind === 'tool-calls' ? (reply.text ?? '') : reply.kind === 'hang' ? '' : reply.text;
  await chunk({ role: 'assistant', content: reply.kind === 'tool-calls' && !leadingText ? null : '', refusal: null });
  if (reply.kind === 'hang') return; // the response stays open
  if (leadingText) for (const piece of pieces(leadingText)) await chunk({ content: piece });
  if (reply.kind === 'cut') {
    res.destroy();
    return;
  }
  if (reply.kind === 'tool-calls') {
    for (const [index, call] of reply.calls.entries()) {
      const args = typeof call.arguments === 'string' ? call.arguments : JSON.stringify(call.arguments);
      await chunk({
        tool_calls: [{ index, id: call.id ?? `call_fake${completions}_${index}`, type: 'function', function: { name: call.name, arguments: '' } }],
      });
      for (const fragment of fragments(args)) await chunk({ tool_calls: [{ index, function: { arguments: fragment } }] });
    }
    await chunk({}, 'tool_calls');
  } else {
    await chunk({}, 'stop');
  }
  await send('[DONE]');
  res.end();
}

function sendError(res: ServerResponse, refusal: Refusal) {
  res.writeHead(refusal.status, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ error: { message: refusal.message, type: refusal.type, param: null, code: refusal.code } }));
}

export async function startFakeOpenAiServer(options: { model: string; apiKey?: string }): Promise<FakeOpenAiServer> {
  const scripts: FakeScript[] = [];
  const requests: FakeChatRequest[] = [];
  const refused: FakeOpenAiServer['refused'] = [];

  const server = createServer(async (req, res) => {
    res.socket?.setNoDelay(true);
    try {
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') throw new Refusal(404, `Invalid URL (${req.method} ${req.url})`);
      if (options.apiKey && req.headers.authorization !== `Bearer ${options.apiKey}`) {
        throw new Refusal(401, 'Incorrect API key provided.', 'invalid_request_error', 'invalid_api_key');
      }
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      let body: FakeChatRequest['body'];
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as FakeChatRequest['body'];
      } catch {
        throw new Refusal(400, 'We could not parse the JSON body of your request.');
      }
      const request = { headers: req.headers, body };
      checkRequest(request, options.model);
      requests.push(request);
      const script = scripts.shift();
      if (!script) throw new Refusal(500, 'The test scripted no reply for this request', 'server_error');
      const reply = typeof script === 'function' ? script(request) : script;
      if (reply.kind === 'status') {
        throw new Refusal(reply.status, reply.message ?? 'The server had an error while processing your request. Sorry about that!', 'server_error');
      }
      if (reply.kind === 'raw') {
        res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8' });
        res.end(reply.body);
        return;
      }
      await stream(res, options.model, reply);
    } catch (error) {
      if (!(error instanceof Refusal)) {
        res.destroy(error as Error);
        return;
      }
      refused.push({ status: error.status, message: error.message });
      sendError(res, error);
    }
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    refused,
    reply: (...more) => void scripts.push(...more),
    close: async () => {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}

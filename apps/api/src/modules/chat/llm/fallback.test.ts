import v8 from 'node:v8';
import vm from 'node:vm';
import { CHAT_GREETING } from '@cartwise/domain/policy';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, ENGINES, type TestContext } from '../../../../test/test-app.ts';
import { Resolver } from '../assistant/resolver.ts';
import type { ChatEngine, ChatEvent, ChatReply, ChatTurnContext } from '../engine.ts';
import { withFallback } from './fallback.ts';
import { createLlmEngine, LlmUnavailableError } from './index.ts';
import { startFakeOpenAiServer, toolCall, type FakeOpenAiServer } from './testing/fake-openai-server.ts';

// A full garbage collection on demand, without starting the test process with --expose-gc.
v8.setFlagsFromString('--expose-gc');
const collectGarbage = vm.runInNewContext('gc') as () => void;

const context = (signal = new AbortController().signal): ChatTurnContext => ({
  sessionId: 'session',
  message: 'hello',
  history: [{ sender: 'bot', content: CHAT_GREETING, productIds: [] }],
  state: { lastQuery: 'before' },
  signal,
});

/** An engine that sends the given events, then fails with `error` if one is given. */
function scripted(name: ChatEngine['name'], events: ChatEvent[], error?: Error): ChatEngine & { calls: number } {
  const engine = {
    name,
    calls: 0,
    async *answer(turn: ChatTurnContext): AsyncGenerator<ChatEvent, ChatReply, void> {
      engine.calls++;
      for (const event of events) yield event;
      if (error) throw error;
      return { state: { lastQuery: `${name}: ${turn.message}` } };
    },
  };
  return engine;
}

async function collect(engine: ChatEngine, turn: ChatTurnContext) {
  const events: ChatEvent[] = [];
  const answer = engine.answer(turn);
  let next = await answer.next();
  while (!next.done) {
    events.push(next.value);
    next = await answer.next();
  }
  return { events, state: next.value.state };
}

const offlineReply: ChatEvent[] = [
  { type: 'text', text: 'Here is what I found offline.' },
  { type: 'suggestions', suggestions: ['show trending products'] },
];

describe('withFallback', () => {
  it("passes the primary's reply through when it succeeds", async () => {
    const primary = scripted('llm', [{ type: 'text', text: 'Hi' }, { type: 'text', text: ' there' }, { type: 'suggestions', suggestions: ['a'] }]);
    const offline = scripted('offline', offlineReply);
    const answer = await collect(withFallback(primary, offline), context());
    expect(answer.events).toEqual([{ type: 'text', text: 'Hi' }, { type: 'text', text: ' there' }, { type: 'suggestions', suggestions: ['a'] }]);
    expect(answer.state).toEqual({ lastQuery: 'llm: hello' });
    expect(offline.calls).toBe(0);
  });

  it('answers with the fallback when the primary fails before any text, dropping what the primary held', async () => {
    const failure = new LlmUnavailableError('http-status', 'The language model answered 500');
    const primary = scripted('llm', [{ type: 'suggestions', suggestions: ['from the failed reply'] }], failure);
    const offline = scripted('offline', offlineReply);
    const logged: unknown[] = [];
    const answer = await collect(withFallback(primary, offline, (error) => logged.push(error)), context());
    expect(answer.events).toEqual(offlineReply);
    expect(answer.state).toEqual({ lastQuery: 'offline: hello' });
    expect(logged).toEqual([failure]);
  });

  it('rethrows when the primary fails after its text started, without running the fallback', async () => {
    const primary = scripted('llm', [{ type: 'text', text: 'The best' }], new LlmUnavailableError('timeout', 'too slow'));
    const offline = scripted('offline', offlineReply);
    const seen: ChatEvent[] = [];
    const answer = withFallback(primary, offline).answer(context());
    await expect(
      (async () => {
        for (let next = await answer.next(); !next.done; next = await answer.next()) seen.push(next.value);
      })(),
    ).rejects.toThrow('too slow');
    expect(seen).toEqual([{ type: 'text', text: 'The best' }]);
    expect(offline.calls).toBe(0);
  });

  it('rethrows when the shopper went away, rather than answering nobody', async () => {
    const controller = new AbortController();
    controller.abort();
    const primary = scripted('llm', [], new LlmUnavailableError('aborted', 'The reply was cancelled'));
    const offline = scripted('offline', offlineReply);
    await expect(collect(withFallback(primary, offline), context(controller.signal))).rejects.toThrow('The reply was cancelled');
    expect(offline.calls).toBe(0);
  });
});

describe.each(ENGINES)('withFallback over the LLM engine on %s and a real socket', (dialect) => {
  let llm: FakeOpenAiServer;
  let ctx: TestContext;
  let catalog: TestContext['app']['catalog'];
  let resolver: Resolver;
  beforeAll(async () => {
    ctx = await createTestApp(dialect);
    catalog = ctx.app.catalog;
    resolver = new Resolver({ catalog, cart: ctx.app.cart, orders: ctx.app.orders });
  });
  afterAll(async () => ctx?.close());
  beforeEach(async () => {
    llm = await startFakeOpenAiServer({ model: 'llama3.2' });
  });
  afterEach(async () => llm.close());

  it.each([
    ['answers 500', { kind: 'status', status: 500 } as const],
    ['sends garbage', { kind: 'raw', body: 'data: {"choices": [\n\n' } as const],
    ['cuts the stream off', { kind: 'cut', text: '' } as const],
  ])('answers offline when the model server %s', async (_name, reply) => {
    llm.reply(reply);
    const logged: unknown[] = [];
    const llmEngine = createLlmEngine({ baseUrl: llm.baseUrl, model: 'llama3.2', catalog, resolver });
    const answer = await collect(withFallback(llmEngine, scripted('offline', offlineReply), (e) => logged.push(e)), context());
    expect(answer.events).toEqual(offlineReply);
    expect(logged[0]).toBeInstanceOf(LlmUnavailableError);
    // No key configured (a local Ollama): no Authorization header is sent.
    expect(llm.requests[0]?.headers.authorization).toBeUndefined();
  });

  it('answers offline when the model does not finish in time', async () => {
    llm.reply({ kind: 'hang' });
    const logged: unknown[] = [];
    const llmEngine = createLlmEngine({ baseUrl: llm.baseUrl, model: 'llama3.2', catalog, resolver, timeoutMs: 150 });
    const offline = scripted('offline', offlineReply);
    const started = Date.now();
    const answer = await collect(withFallback(llmEngine, offline, (e) => logged.push(e)), context());
    expect(answer.events).toEqual(offlineReply);
    expect(answer.state).toEqual({ lastQuery: 'offline: hello' });
    expect(offline.calls).toBe(1);
    expect((logged[0] as LlmUnavailableError).reason).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('answers offline when the model keeps calling tools past the cap, dropping the tool rounds', async () => {
    llm.reply(...Array.from({ length: 3 }, () => toolCall('store_policy', { topics: ['returns'] })));
    const logged: unknown[] = [];
    const llmEngine = createLlmEngine({ baseUrl: llm.baseUrl, model: 'llama3.2', catalog, resolver, maxToolRounds: 2 });
    const offline = scripted('offline', offlineReply);
    const answer = await collect(withFallback(llmEngine, offline, (e) => logged.push(e)), context());
    expect(answer.events).toEqual(offlineReply);
    expect(offline.calls).toBe(1);
    expect((logged[0] as LlmUnavailableError).reason).toBe('too-many-rounds');
    expect(llm.requests).toHaveLength(3);
  });

  it('answers offline when the model times out after only blank text before its tool calls', async () => {
    llm.reply({ kind: 'tool-calls', text: '\n', calls: [{ name: 'store_policy', arguments: { topics: ['returns'] } }] }, { kind: 'hang' });
    const logged: unknown[] = [];
    // Long enough for the first round on a busy machine: the deadline must strike the second, which hangs.
    const llmEngine = createLlmEngine({ baseUrl: llm.baseUrl, model: 'llama3.2', catalog, resolver, timeoutMs: 1_500 });
    const answer = await collect(withFallback(llmEngine, scripted('offline', offlineReply), (e) => logged.push(e)), context());
    expect(answer.events).toEqual(offlineReply);
    expect((logged[0] as LlmUnavailableError).reason).toBe('timeout');
    expect(llm.requests).toHaveLength(2);
  });

  it('keeps its deadline through garbage collection while the model hangs (nodejs/node#57736)', async () => {
    llm.reply({ kind: 'hang' });
    const logged: unknown[] = [];
    const llmEngine = createLlmEngine({ baseUrl: llm.baseUrl, model: 'llama3.2', catalog, resolver, timeoutMs: 500 });
    const collecting = setInterval(collectGarbage, 25);
    const answer = await collect(withFallback(llmEngine, scripted('offline', offlineReply), (e) => logged.push(e)), context()).finally(() =>
      clearInterval(collecting),
    );
    expect(answer.events).toEqual(offlineReply);
    expect((logged[0] as LlmUnavailableError).reason).toBe('timeout');
  });

  it('does not fall back once the model has streamed text (the route ends with its apology)', async () => {
    llm.reply({ kind: 'cut', text: 'The best laptop for you is' });
    const llmEngine = createLlmEngine({ baseUrl: llm.baseUrl, model: 'llama3.2', catalog, resolver });
    const offline = scripted('offline', offlineReply);
    const error = await collect(withFallback(llmEngine, offline), context()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LlmUnavailableError);
    expect((error as LlmUnavailableError).reason).toBe('bad-stream');
    expect(offline.calls).toBe(0);
  });

  it('fails with a 401 when the key is wrong, and answers offline', async () => {
    const keyed = await startFakeOpenAiServer({ model: 'gpt-4o-mini', apiKey: 'sk-right' });
    try {
      const llmEngine = createLlmEngine({ baseUrl: keyed.baseUrl, model: 'gpt-4o-mini', apiKey: 'sk-wrong', catalog, resolver });
      const logged: unknown[] = [];
      const answer = await collect(withFallback(llmEngine, scripted('offline', offlineReply), (e) => logged.push(e)), context());
      expect(answer.events).toEqual(offlineReply);
      expect((logged[0] as LlmUnavailableError).message).toBe('The language model answered 401: Incorrect API key provided.');
      expect(keyed.refused).toEqual([{ status: 401, message: 'Incorrect API key provided.' }]);
    } finally {
      await keyed.close();
    }
  });
});

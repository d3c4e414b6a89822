/**
 * The one client of an OpenAI-compatible chat-completions endpoint (OpenAI, Ollama, llama.cpp's server,
 * vLLM): a streamed `POST {baseUrl}/chat/completions`, read as server-sent events. Text deltas are handed
 * on as they arrive; tool-call fragments are put together by index, as OpenAI streams them.
 */
import { createParser, type EventSourceMessage } from 'eventsource-parser';

/** Why the model could not answer; the route falls back to the offline engine when nothing was streamed. */
export type LlmUnavailableReason = 'network' | 'http-status' | 'bad-stream' | 'timeout' | 'aborted' | 'too-many-rounds';

export class LlmUnavailableError extends Error {
  constructor(
    readonly reason: LlmUnavailableReason,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'LlmUnavailableError';
  }
}

export interface ToolCall {
  id: string;
  type: 'function';
  function: { name: string; arguments: string };
}

export type ChatMessage =
  | { role: 'system'; content: string }
  | { role: 'user'; content: string }
  | { role: 'assistant'; content: string | null; tool_calls?: ToolCall[] }
  | { role: 'tool'; tool_call_id: string; content: string };

export interface ToolDefinition {
  type: 'function';
  function: { name: string; description: string; parameters: Record<string, unknown> };
}

export interface ChatCompletionRequest {
  model: string;
  messages: ChatMessage[];
  tools?: ToolDefinition[];
}

export interface Endpoint {
  baseUrl: string;
  apiKey?: string;
  fetch: typeof fetch;
}

/** What one streamed completion ended with. */
export interface CompletionResult {
  content: string;
  toolCalls: ToolCall[];
  finishReason: string;
}

/** The fields of a `chat.completion.chunk` this client reads; everything else is ignored. */
interface Chunk {
  choices?: {
    delta?: {
      content?: string | null;
      tool_calls?: { index?: number; id?: string; function?: { name?: string; arguments?: string } }[];
    };
    finish_reason?: string | null;
  }[];
  error?: { message?: string };
}

/** Turns a fetch failure into the reason the route logs: the time budget, the shopper leaving, or the network. */
export function failure(error: unknown, signal: AbortSignal, reading = false): LlmUnavailableError {
  if (error instanceof LlmUnavailableError) return error;
  if (signal.aborted) {
    const timedOut = (signal.reason as { name?: string } | undefined)?.name === 'TimeoutError';
    return timedOut
      ? new LlmUnavailableError('timeout', 'The language model did not finish in time', { cause: error })
      : new LlmUnavailableError('aborted', 'The reply was cancelled', { cause: error });
  }
  if (reading) return new LlmUnavailableError('bad-stream', 'The language model stream broke off', { cause: error });
  return new LlmUnavailableError('network', `The language model could not be reached: ${(error as Error).message}`, {
    cause: error,
  });
}

async function errorText(response: Response): Promise<string> {
  const body = await response.text().catch(() => '');
  try {
    const message = (JSON.parse(body) as Chunk).error?.message;
    if (message) return message;
  } catch {
    // not JSON: show the start of the text
  }
  return body.slice(0, 200);
}

/**
 * Streams one completion: yields each piece of text as it arrives and returns the whole message. Throws
 * LlmUnavailableError for a non-2xx answer, a stream that is not OpenAI's, a timeout or a network error.
 */
export async function* streamCompletion(
  endpoint: Endpoint,
  request: ChatCompletionRequest,
  signal: AbortSignal,
): AsyncGenerator<string, CompletionResult, void> {
  let response: Response;
  try {
    response = await endpoint.fetch(`${endpoint.baseUrl.replace(/\/+$/, '')}/chat/completions`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'text/event-stream',
        ...(endpoint.apiKey ? { authorization: `Bearer ${endpoint.apiKey}` } : {}),
      },
      body: JSON.stringify({
        ...request,
        ...(request.tools?.length ? { tool_choice: 'auto' } : {}),
        stream: true,
      }),
      signal,
    });
  } catch (error) {
    throw failure(error, signal);
  }
  if (!response.ok) {
    const text = await errorText(response);
    throw new LlmUnavailableError('http-status', `The language model answered ${response.status}: ${text}`);
  }
  if (!response.body) throw new LlmUnavailableError('bad-stream', 'The language model answered without a body');

  const events: EventSourceMessage[] = [];
  const parser = createParser({ onEvent: (event) => events.push(event) });
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let content = '';
  const calls: { id: string; name: string; arguments: string }[] = [];
  let finishReason: string | undefined;
  let done = false;

  try {
    while (!done) {
      let read: Awaited<ReturnType<typeof reader.read>>;
      try {
        read = await reader.read();
      } catch (error) {
        throw failure(error, signal, true);
      }
      if (read.done) break;
      parser.feed(decoder.decode(read.value, { stream: true }));
      for (const event of events.splice(0)) {
        if (event.data === '[DONE]') {
          done = true;
          break;
        }
        let chunk: Chunk;
        try {
          chunk = JSON.parse(event.data) as Chunk;
        } catch (error) {
          throw new LlmUnavailableError('bad-stream', `The language model sent an event that is not JSON: ${event.data.slice(0, 100)}`, {
            cause: error,
          });
        }
        if (chunk.error) throw new LlmUnavailableError('bad-stream', `The language model failed: ${chunk.error.message ?? 'unknown error'}`);
        const choice = chunk.choices?.[0];
        if (!choice) continue; // e.g. the usage chunk
        const delta = choice.delta ?? {};
        if (typeof delta.content === 'string' && delta.content !== '') {
          content += delta.content;
          yield delta.content;
        }
        for (const fragment of delta.tool_calls ?? []) {
          const index = fragment.index ?? calls.length;
          const call = (calls[index] ??= { id: '', name: '', arguments: '' });
          if (fragment.id) call.id = fragment.id;
          call.name += fragment.function?.name ?? '';
          call.arguments += fragment.function?.arguments ?? '';
        }
        if (choice.finish_reason) finishReason = choice.finish_reason;
      }
    }
  } finally {
    await reader.cancel().catch(() => {});
  }

  if (!done && finishReason === undefined) {
    throw new LlmUnavailableError('bad-stream', 'The language model stream ended before the reply was complete');
  }
  const toolCalls = calls.filter(Boolean).map((call, i) => {
    if (!call.name) throw new LlmUnavailableError('bad-stream', 'The language model sent a tool call without a name');
    return { id: call.id || `call_${i}`, type: 'function' as const, function: { name: call.name, arguments: call.arguments } };
  });
  // Some servers (older Ollama) end a tool-calling message with 'stop': the calls decide, not the reason.
  return { content, toolCalls, finishReason: toolCalls.length > 0 ? 'tool_calls' : (finishReason ?? 'stop') };
}

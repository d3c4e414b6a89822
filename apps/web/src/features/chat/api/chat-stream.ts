import { EventSourceParserStream } from 'eventsource-parser/stream';
import type { ChatStreamEvent } from '../chat-contract';

const EVENTS: ReadonlySet<string> = new Set(['text', 'products', 'suggestions', 'actions', 'done', 'error']);

/**
 * The events of a streamed reply (`text/event-stream` bytes), in order, as they arrive. Events of other
 * names are skipped, so the server may add some; data that is not JSON is a broken stream and throws.
 */
export async function* readChatEvents(body: ReadableStream<BufferSource>): AsyncGenerator<ChatStreamEvent> {
  const reader = body.pipeThrough(new TextDecoderStream()).pipeThrough(new EventSourceParserStream()).getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      if (value.event === undefined || !EVENTS.has(value.event)) continue;
      yield { event: value.event, data: JSON.parse(value.data) } as ChatStreamEvent;
    }
  } finally {
    reader.releaseLock();
  }
}

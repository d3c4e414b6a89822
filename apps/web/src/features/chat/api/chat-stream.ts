import {
  chatStreamEventSchemas,
  parseChatStreamEvent,
  type ChatStreamEvent,
} from '@cartwise/domain/chat/schemas';
import { EventSourceParserStream } from 'eventsource-parser/stream';

/**
 * The events of a streamed reply (`text/event-stream` bytes), in order, as they arrive, each checked with
 * the domain's schema. Events of other names are skipped, so the server may add some; an event that does
 * not match its schema is a broken stream and throws.
 */
export async function* readChatEvents(body: ReadableStream<BufferSource>): AsyncGenerator<ChatStreamEvent> {
  const reader = body.pipeThrough(new TextDecoderStream()).pipeThrough(new EventSourceParserStream()).getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      if (value.event === undefined || !Object.hasOwn(chatStreamEventSchemas, value.event)) continue;
      yield parseChatStreamEvent(value.event, value.data);
    }
  } finally {
    reader.releaseLock();
  }
}

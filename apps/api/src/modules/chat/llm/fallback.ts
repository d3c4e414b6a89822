import type { ChatEngine, ChatEvent, ChatReply, ChatTurnContext } from '../engine.ts';

/**
 * The primary engine, or the fallback when the primary fails before the shopper saw any of its text.
 * Cards, actions and suggestions the primary sends before its first text are held back until then, so a
 * fallback reply never carries the failed reply's pieces; so is blank text (a model's "\n" before its tool
 * calls), which shows the shopper nothing. Once visible text has streamed, a failure is rethrown (the route
 * ends the reply with its apology), and so is one after the shopper went away.
 */
export function withFallback(primary: ChatEngine, fallback: ChatEngine, log?: (error: unknown) => void): ChatEngine {
  async function* answer(context: ChatTurnContext): AsyncGenerator<ChatEvent, ChatReply, void> {
    const held: ChatEvent[] = [];
    let streamed = false;
    const events = primary.answer(context);
    try {
      for (let next = await events.next(); ; next = await events.next()) {
        if (next.done) {
          yield* held.splice(0);
          return next.value;
        }
        if (!streamed && (next.value.type !== 'text' || next.value.text.trim() === '')) {
          held.push(next.value);
          continue;
        }
        if (!streamed) {
          streamed = true;
          yield* held.splice(0);
        }
        yield next.value;
      }
    } catch (error) {
      if (streamed || context.signal.aborted) throw error;
      log?.(error);
    } finally {
      // Also when the route stops reading: the primary closes its model stream.
      await events.return(undefined as never);
    }
    return yield* fallback.answer(context);
  }
  return { name: primary.name, answer };
}

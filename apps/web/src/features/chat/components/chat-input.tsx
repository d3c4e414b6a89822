import { CHAT_MESSAGE_MAX_LENGTH, CHAT_TEXTAREA_MAX_HEIGHT_PX } from '@cartwise/domain/policy';
import Send from 'lucide-react/icons/send';
import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';

interface ChatInputProps {
  /** The assistant is answering: the input is disabled and nothing is sent. */
  disabled: boolean;
  onSend: (text: string) => void;
}

/**
 * Spec §2: a textarea that grows up to 120px; Enter sends, Shift+Enter adds a line. A message is sent
 * only when its trimmed text is non-empty and no reply is pending. Focus comes back when the reply is in.
 */
export function ChatInput({ disabled, onSend }: ChatInputProps) {
  const [text, setText] = useState('');
  const textarea = useRef<HTMLTextAreaElement>(null);
  const canSend = !disabled && text.trim() !== '';

  useLayoutEffect(() => {
    const element = textarea.current;
    if (!element) return;
    element.style.height = 'auto';
    element.style.height = `${Math.min(element.scrollHeight, CHAT_TEXTAREA_MAX_HEIGHT_PX)}px`;
  }, [text]);

  // A disabled textarea loses focus; give it back once the reply is in, unless the shopper moved on.
  useEffect(() => {
    const element = textarea.current;
    if (!disabled && element && (document.activeElement === document.body || document.activeElement === null)) {
      element.focus();
    }
  }, [disabled]);

  const send = () => {
    if (!canSend) return;
    onSend(text);
    setText('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };

  return (
    <form
      className="flex items-end gap-2 border-t border-gray-200 p-3"
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <label htmlFor="chat-input" className="sr-only">
        Message the assistant
      </label>
      <textarea
        id="chat-input"
        ref={textarea}
        rows={1}
        value={text}
        maxLength={CHAT_MESSAGE_MAX_LENGTH}
        disabled={disabled}
        placeholder="Ask me anything about products..."
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        style={{ maxHeight: CHAT_TEXTAREA_MAX_HEIGHT_PX }}
        className="min-h-10 flex-1 resize-none rounded-xl border border-gray-300 px-3 py-2 text-sm text-gray-900 placeholder:text-gray-500 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none disabled:bg-gray-100"
      />
      <button
        type="submit"
        aria-label="Send message"
        disabled={!canSend}
        className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-600 text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-50"
      >
        <Send aria-hidden="true" className="size-5" />
      </button>
    </form>
  );
}

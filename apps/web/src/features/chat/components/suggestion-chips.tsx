import { useSelector } from 'react-redux';
import { selectChatIsTyping, selectChatMessages, selectChatSuggestions, showsSuggestionChips } from '../chat-slice';

/** Spec §2: the suggestions as chips, only while there are some and at most 2 messages; a chip sends itself. */
export function SuggestionChips({ onSend }: { onSend: (text: string) => void }) {
  const messages = useSelector(selectChatMessages);
  const suggestions = useSelector(selectChatSuggestions);
  const isTyping = useSelector(selectChatIsTyping);
  if (!showsSuggestionChips({ messages, suggestions })) return null;
  return (
    <ul aria-label="Suggestions" className="flex flex-wrap gap-2 px-4 pb-3">
      {suggestions.map((suggestion) => (
        <li key={suggestion}>
          <button
            type="button"
            disabled={isTyping}
            onClick={() => onSend(suggestion)}
            className="rounded-full border border-brand-100 bg-brand-50 px-3 py-1 text-xs font-medium text-brand-700 hover:bg-brand-100 disabled:cursor-not-allowed disabled:opacity-60"
          >
            {suggestion}
          </button>
        </li>
      ))}
    </ul>
  );
}

import { useSelector } from 'react-redux';
import { selectChatIsTyping, selectChatMessages, selectChatSuggestions, selectChatSuggestionsFor, showsSuggestionChips } from '../chat-slice';

interface ChipsProps {
  /** The list's accessible name. */
  label: string;
  suggestions: string[];
  disabled?: boolean;
  onSend: (text: string) => void;
  className?: string;
}

/** Suggestions as chips: pressing one sends it as the shopper's message. */
function Chips({ label, suggestions, disabled = false, onSend, className = '' }: ChipsProps) {
  return (
    <ul aria-label={label} className={`flex flex-wrap gap-2 ${className}`}>
      {suggestions.map((suggestion) => (
        <li key={suggestion}>
          <button
            type="button"
            disabled={disabled}
            onClick={() => onSend(suggestion)}
            className="rounded-full border border-brand-100 bg-brand-50 px-3 py-1 text-left text-xs font-medium text-brand-700 hover:bg-brand-100 disabled:cursor-not-allowed disabled:opacity-60"
          >
            {suggestion}
          </button>
        </li>
      ))}
    </ul>
  );
}

/** Spec §2: the suggestions as chips, only while there are some and at most 2 messages; a chip sends itself. */
export function SuggestionChips({ onSend }: { onSend: (text: string) => void }) {
  const messages = useSelector(selectChatMessages);
  const suggestions = useSelector(selectChatSuggestions);
  const suggestionsFor = useSelector(selectChatSuggestionsFor);
  const isTyping = useSelector(selectChatIsTyping);
  if (!showsSuggestionChips({ messages, suggestions, suggestionsFor })) return null;
  return <Chips label="Suggestions" suggestions={suggestions} disabled={isTyping} onSend={onSend} className="px-4 pb-3" />;
}

/** The latest reply's follow-ups, under that reply: a chip sends itself. */
export function FollowUpChips({ suggestions, onSend }: { suggestions: string[]; onSend: (text: string) => void }) {
  if (suggestions.length === 0) return null;
  return <Chips label="Suggested follow-ups" suggestions={suggestions} onSend={onSend} />;
}

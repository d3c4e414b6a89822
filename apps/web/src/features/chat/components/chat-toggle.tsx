import MessageCircle from 'lucide-react/icons/message-circle';
import { useDispatch, useSelector } from 'react-redux';
import { selectChatIsOpen, toggled } from '../chat-slice';

export const CHAT_PANEL_ID = 'chat-panel';

/** The header's chat button: opens and closes the AI shopping assistant. */
export function ChatToggle({ className }: { className: string }) {
  const isOpen = useSelector(selectChatIsOpen);
  const dispatch = useDispatch();
  return (
    <button
      type="button"
      className={className}
      aria-label={isOpen ? 'Close AI shopping assistant' : 'Open AI shopping assistant'}
      aria-expanded={isOpen}
      aria-controls={isOpen ? CHAT_PANEL_ID : undefined}
      onClick={() => dispatch(toggled())}
    >
      <MessageCircle aria-hidden="true" className="size-6" />
    </button>
  );
}

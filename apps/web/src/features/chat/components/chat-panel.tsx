import Bot from 'lucide-react/icons/bot';
import X from 'lucide-react/icons/x';
import { useDispatch, useSelector } from 'react-redux';
import { closed, selectChatMessages } from '../chat-slice';
import { CHAT_PANEL_ID } from './chat-toggle';

/**
 * The assistant's panel. The conversation itself arrives with the chat issue (POST /api/chat); until
 * then the panel greets the shopper and says so.
 */
export function ChatPanel() {
  const dispatch = useDispatch();
  const [greeting] = useSelector(selectChatMessages);
  return (
    <section
      id={CHAT_PANEL_ID}
      aria-labelledby="chat-panel-heading"
      className="fixed right-4 bottom-4 z-50 flex w-[min(24rem,calc(100vw-2rem))] flex-col overflow-hidden rounded-2xl border border-gray-200 bg-white shadow-2xl"
    >
      <div className="flex items-center gap-3 bg-brand-600 px-4 py-3 text-white">
        <Bot aria-hidden="true" className="size-6" />
        <h2 id="chat-panel-heading" className="flex-1 font-semibold">
          AI Shopping Assistant
        </h2>
        <button
          type="button"
          aria-label="Close AI shopping assistant"
          onClick={() => dispatch(closed())}
          className="flex size-8 items-center justify-center rounded-full hover:bg-white/20"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
      <div className="flex flex-col gap-3 p-4 text-sm">
        {greeting && <p className="max-w-[85%] rounded-2xl rounded-tl-sm bg-gray-100 px-4 py-2 text-gray-800">{greeting.content}</p>}
        <p className="text-gray-600">
          The assistant is getting ready: chatting about products arrives very soon. Meanwhile, search and filters find
          everything in the shop.
        </p>
      </div>
    </section>
  );
}

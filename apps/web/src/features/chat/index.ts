// What other features may use of the chat: signing out clears the conversation on the page at once.
export { messagesCleared } from './chat-slice';

/** What other modules may use of the message centre. */
export { notify, MessageKind, type MessageText, type MessageKindValue } from './message.service.ts';

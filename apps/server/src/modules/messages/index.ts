/** What other modules may use of the message centre. */
import { defineModule } from '../module-services.ts';
import { messageRoutes } from './message.routes.ts';
export { notify, MessageKind, type MessageText, type MessageKindValue } from './message.service.ts';

export const messagesModule = defineModule({ name: 'messages', register: messageRoutes });

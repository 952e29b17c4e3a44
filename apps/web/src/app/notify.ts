import { notification } from 'antd';
import type { NotificationInstance } from 'antd/es/notification/interface';

/**
 * Error notifications from outside React (the request layer). The antd App component hands its context-aware
 * instance over at start-up (so notifications follow the theme and language); the same text is shown once at a
 * time, because parallel calls failing together would otherwise stack identical boxes.
 */
let instance: NotificationInstance | null = null;
export const setNotificationInstance = (api: NotificationInstance) => {
  instance = api;
};

export function notifyError(message: string): void {
  (instance ?? notification).error({ title: message, key: `error:${message}`, placement: 'topRight', duration: 4.5 });
}

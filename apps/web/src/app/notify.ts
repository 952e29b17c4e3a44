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

/**
 * Bottom right: the top right is where every screen keeps its actions (save, approve, print in the card header), and
 * a box there covered them for 4.5 s after each refused save (issue 12 item 8).
 */
export const notificationPlacement = 'bottomRight' as const;

export function notifyError(message: string): void {
  (instance ?? notification).error({ title: message, key: `error:${message}`, placement: notificationPlacement, duration: 4.5 });
}

import type { Language } from '@zf/shared';

/**
 * What the request layer needs from the app, registered once at start-up (app/bootstrap). Keeps the client free of
 * imports from stores and the router, so it has no cycles and can be tested on its own.
 */
export interface RequestBridge {
  token(): string | null;
  language(): Language;
  /** 4001/4002: clear the token and local storage and go to /login. */
  endSession(): void;
  /** 5000: accounting is not initialized, go to the initialization guide. */
  notInitialized(): void;
  /** Shows an error notification (antd, inside the app's theme). */
  notifyError(message: string): void;
  /** Translated fallbacks: 'requestError' | 'requestFailed'. */
  text(key: 'requestError' | 'requestFailed'): string;
}

export const bridge: RequestBridge = {
  token: () => null,
  language: () => 'zh-CN',
  endSession: () => undefined,
  notInitialized: () => undefined,
  notifyError: (message) => console.error(message),
  text: (key) => (key === 'requestError' ? 'request error, please try again later' : 'request failed, please try again later'),
};

export function configureRequest(parts: Partial<RequestBridge>): void {
  Object.assign(bridge, parts);
}

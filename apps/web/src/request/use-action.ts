import { App } from 'antd';
import { useState } from 'react';
import { ApiError } from './outcome.ts';

export interface Action { busy: boolean; act(call: () => Promise<unknown>, success: string): Promise<void> }

/**
 * One action at a time on a screen: busy while it runs, a success message, then `changed` (reload what it touched).
 * An API refusal was already shown by the request layer; anything else is a bug and is thrown on.
 */
export function useAction(changed: () => Promise<unknown>): Action {
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const act = async (call: () => Promise<unknown>, success: string) => {
    setBusy(true);
    try {
      await call();
      message.success(success);
      await changed();
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
    } finally {
      setBusy(false);
    }
  };
  return { busy, act };
}

import { App } from 'antd';
import { useState } from 'react';
import { ApiError } from '../../request/index.ts';
import { assetsChanged } from './assets-api.ts';

/**
 * One asset action at a time: busy while it runs, a success message, every asset view reloaded; an API refusal was
 * already shown by the request layer, anything else is a bug and is thrown on.
 */
export function useAssetAction(): { busy: boolean; act(call: () => Promise<unknown>, success: string): Promise<void> } {
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const act = async (call: () => Promise<unknown>, success: string) => {
    setBusy(true);
    try {
      await call();
      message.success(success);
      await assetsChanged();
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
    } finally {
      setBusy(false);
    }
  };
  return { busy, act };
}

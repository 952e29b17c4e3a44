import { App } from 'antd';
import { ApiError } from '../../request/index.ts';
import { useResourceText } from './labels.ts';

/** Codes a save asks the request layer to leave to it: field errors and conflicts (a stale version among them). */
export const saveQuiet = [4220, 4090];

/**
 * A save refused because the record changed after it was loaded (4090 with `data.stale`, server record-version.ts):
 * the message says who changed it and when.
 */
export const isStaleSave = (e: unknown): boolean => e instanceof ApiError && e.code === 4090 && (e.data as { stale?: unknown } | null)?.stale === true;

/**
 * What a form does with a 4090 it asked to handle: a stale save opens a dialog that offers to reload the record
 * (the user's typed values stay on screen until they choose; "keep" leaves them there), any other conflict is shown
 * as the server's message. Answers false for anything else, which the caller handles.
 */
export function useConflictHandler() {
  const t = useResourceText();
  const { modal, message } = App.useApp();
  return (e: unknown, reload: () => Promise<void> | void): boolean => {
    if (!(e instanceof ApiError) || e.code !== 4090) return false;
    if (!isStaleSave(e)) {
      void message.error(e.message);
      return true;
    }
    modal.confirm({ title: t('stale.title'), content: e.message, okText: t('stale.reload'), cancelText: t('stale.keep'), onOk: reload });
    return true;
  };
}

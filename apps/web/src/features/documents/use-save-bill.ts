import type { BillCreated, BillMeta } from '@zf/shared';
import { App } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConflictHandler } from '../../engines/resource/index.ts';
import { api, ApiError } from '../../request/index.ts';
import type { Bill } from './bill-api.ts';

/**
 * What the clerk asked for with the save: 保存 (then the bill's detail), 保存并新增 (then a blank editor) or 保存并审核
 * (saved and approved in one transaction, API.md `audit: true`: when the approval is refused nothing is stored, the
 * refusal is shown and the editor keeps what was typed, so a retry never makes a second document).
 */
export type SaveAction = 'save' | 'new' | 'audit';

/**
 * Saves a bill (POST new, PUT while pending or rejected) and hands its id on; the server's refusals are shown by the
 * request layer, except a stale version: then a dialog offers to reload the bill (`onReload` gets it as it is now),
 * and until the user chooses the editor keeps what they typed.
 */
export function useSaveBill(meta: BillMeta, onDone: (id?: number, action?: SaveAction) => void, onReload?: (bill: Bill) => void) {
  const { t } = useTranslation('documents');
  const { message } = App.useApp();
  const onConflict = useConflictHandler();
  const [saving, setSaving] = useState<SaveAction | false>(false);
  /** The server's field messages of the last refused save (4220 `data.fields`), shown on their fields. */
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const save = async (id: number | undefined, body: object, action: SaveAction = 'save') => {
    setSaving(action);
    setFieldErrors({});
    const sent = action === 'audit' ? { ...body, audit: true } : body;
    try {
      const saved = id
        ? (await api.put(`/bills/${meta.type}/${id}`, sent, { quiet: [4090] }), { id })
        : await api.post<BillCreated>(`/bills/${meta.type}`, sent);
      void message.success(t(action === 'audit' ? 'savedApproved' : 'saved'));
      onDone(saved.id, action);
    } catch (e) {
      if (e instanceof ApiError) setFieldErrors(e.fields);
      // The request layer has shown the server's message (4220 names the field); conflicts of an edit are ours.
      if (id) onConflict(e, async () => onReload?.(await api.get<Bill>(`/bills/${meta.type}/${id}`)));
    } finally {
      setSaving(false);
    }
  };
  return { saving, save, fieldErrors, setFieldErrors };
}

import type { BillMeta } from '@zf/shared';
import { App } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../request/index.ts';

/** Saves a bill (POST new, PUT while pending or rejected) and hands its id on; the server's refusals are shown by the request layer. */
export function useSaveBill(meta: BillMeta, onDone: (id?: number) => void) {
  const { t } = useTranslation('documents');
  const { message } = App.useApp();
  const [saving, setSaving] = useState(false);
  const save = async (id: number | undefined, body: object) => {
    setSaving(true);
    try {
      const saved = id
        ? (await api.put(`/bills/${meta.type}/${id}`, body), { id })
        : await api.post<{ id: number }>(`/bills/${meta.type}`, body);
      void message.success(t('saved'));
      onDone(saved.id);
    } catch {
      // The request layer has shown the server's message (4220 names the field).
    } finally {
      setSaving(false);
    }
  };
  return { saving, save };
}

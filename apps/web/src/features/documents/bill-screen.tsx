import { billMetaOf } from '@zf/shared';
import { useState } from 'react';
import type { Draft } from './bill-api.ts';
import { BillEditor } from './bill-editor.tsx';
import { BillList } from './bill-list.tsx';
import { BillView } from './bill-view.tsx';

/** Where the screen is; `type` when it shows another type's bill (a receipt made from this order). */
export type BillMode = { mode: 'list' } | { mode: 'edit'; draft?: Draft; type?: string } | { mode: 'view'; id: number; type?: string };

/** One bill type's screen: the list, the editor (new, edit, or made from a source bill) and the detail. */
export function BillScreen({ type }: { type: string }) {
  const [mode, setMode] = useState<BillMode>({ mode: 'list' });
  const meta = billMetaOf(mode.mode === 'list' ? type : mode.type ?? type)!;
  if (mode.mode === 'edit') {
    return <BillEditor key={meta.type} meta={meta} draft={mode.draft} onDone={(id) => setMode(id ? { mode: 'view', id, type: meta.type } : { mode: 'list' })} />;
  }
  if (mode.mode === 'view') return <BillView key={`${meta.type}:${mode.id}`} meta={meta} id={mode.id} go={setMode} />;
  return <BillList meta={meta} go={setMode} />;
}

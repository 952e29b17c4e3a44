import { billMetaOf } from '@zf/shared';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { Draft } from './bill-api.ts';
import { BillEditor } from './bill-editor.tsx';
import { BillList } from './bill-list.tsx';
import { BillView } from './bill-view.tsx';
import { ListLinks } from './list-links.tsx';
import { MoneyEditor } from './money-editor.tsx';
import type { SaveAction } from './use-save-bill.ts';
import { InvoiceEditor } from '../invoices/invoice-editor.tsx';
import { InvoiceListTabs } from '../invoices/invoice-list-tabs.tsx';

/** Where the screen is; `type` when it shows another type's bill (a receipt made from this order). */
export type BillMode = { mode: 'list' } | { mode: 'edit'; draft?: Draft; type?: string; fresh?: number } | { mode: 'view'; id: number; type?: string };

/**
 * One bill type's screen: the list, the editor (new, edit, or made from a source bill) and the detail. `page` is the
 * menu page it was opened from when that is another page of the same type (sales receipts open receipts): its
 * function codes decide the buttons there.
 */
export function BillScreen({ type, page }: { type: string; page?: string }) {
  // A link to one bill (a query screen's row, a detail page) opens it: ?id=<bill id>.
  const [search] = useSearchParams();
  const linked = Number(search.get('id'));
  const [mode, setMode] = useState<BillMode>(linked > 0 ? { mode: 'view', id: linked } : { mode: 'list' });
  // The tab stays alive between visits: a later link to another bill of this type still opens that bill.
  const [opened, setOpened] = useState(linked);
  if (linked !== opened) {
    setOpened(linked);
    if (linked > 0) setMode({ mode: 'view', id: linked });
  }
  const shown = billMetaOf(mode.mode === 'list' ? type : mode.type ?? type)!;
  const via = shown.alsoOn?.find((a) => a.page === page);
  const meta = via ? { ...shown, page: via.page, funPrefix: via.funPrefix } : shown;
  if (mode.mode === 'edit') {
    const Editor = meta.money ? MoneyEditor : meta.invoice ? InvoiceEditor : BillEditor;
    // 保存并新增: a blank editor of the same type (a new key, so nothing of the saved bill stays in it).
    const done = (id?: number, action?: SaveAction) => {
      if (action === 'new') return setMode({ mode: 'edit', type: meta.type, fresh: (mode.fresh ?? 0) + 1 });
      setMode(id ? { mode: 'view', id, type: meta.type } : { mode: 'list' });
    };
    return <Editor key={`${meta.type}:${mode.fresh ?? 0}`} meta={meta} draft={mode.draft} onDone={done} />;
  }
  if (mode.mode === 'view') return <BillView key={`${meta.type}:${mode.id}`} meta={meta} id={mode.id} go={setMode} />;
  // Invoices: the register (the bill list of the type) and the uninvoiced documents of its side.
  if (meta.invoice) return <InvoiceListTabs meta={meta} list={<BillList meta={meta} go={setMode} extra={<ListLinks type={meta.type} />} />} edit={(draft) => setMode({ mode: 'edit', draft, type: meta.type })} />;
  return <BillList meta={meta} go={setMode} extra={<ListLinks type={meta.type} />} />;
}

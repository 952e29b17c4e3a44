import { DeleteOutlined, LeftOutlined, RightOutlined } from '@ant-design/icons';
import { printFieldLabels, printFieldsOf, widthsTotal, type PrintLayout, type PrintLineField } from '@zf/shared';
import { Alert, Button, Input, InputNumber, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../engines/resource/index.ts';
import { fieldLabel } from './kinds.ts';
import { dropZone, Palette } from './Palette.tsx';

type Column = PrintLayout['columns'][number];

/** The line table: columns of the kind's fields (a voucher's, an invoice's, a bill's) dropped from the palette, their labels and widths, with the 100 % rule shown as you type (SPEC §5). */
export function ColumnDesigner({ kind, columns, onChange }: { kind: string; columns: Column[]; onChange: (c: Column[]) => void }) {
  const { t } = useTranslation('print-design');
  const language = useLanguage();
  const total = widthsTotal(columns);
  const add = (f: string) => onChange([...columns, { field: f as PrintLineField, label: printFieldLabels[f as PrintLineField], width: Math.max(1, 100 - total) }]);
  const set = (i: number, patch: Partial<Column>) => onChange(columns.map((c, j) => (j === i ? { ...c, ...patch } : c)));
  const move = (i: number, by: number) => {
    const next = [...columns];
    const [c] = next.splice(i, 1);
    next.splice(Math.min(Math.max(0, i + by), next.length), 0, c!);
    onChange(next);
  };
  return (
    <div>
      <Palette fields={printFieldsOf(kind).columns} label={(f) => fieldLabel(f as PrintLineField, language)} onAdd={add} testId="pd-column-palette" />
      <div className="zf-pd-drop zf-pd-columns" data-testid="pd-columns" {...dropZone(add)}>
        {columns.map((c, i) => (
          <div key={i} className="zf-pd-column" style={{ flexBasis: `${c.width}%` }} data-testid={`pd-column-${c.field}`}>
            <Input size="small" value={c.label.zh} placeholder="中文" aria-label={t('labelZh')} onChange={(e) => set(i, { label: { ...c.label, zh: e.target.value } })} />
            <Input size="small" value={c.label.en} placeholder="English" aria-label={t('labelEn')} onChange={(e) => set(i, { label: { ...c.label, en: e.target.value } })} />
            <InputNumber size="small" min={1} max={100} precision={0} value={c.width} suffix="%" aria-label={t('width')} data-testid={`pd-width-${c.field}`}
              onChange={(v) => set(i, { width: v ?? 1 })} style={{ width: '100%' }} />
            <Space.Compact size="small">
              <Button size="small" icon={<LeftOutlined />} aria-label={t('left')} disabled={i === 0} onClick={() => move(i, -1)} />
              <Button size="small" icon={<RightOutlined />} aria-label={t('right')} disabled={i === columns.length - 1} onClick={() => move(i, 1)} />
              <Button size="small" danger icon={<DeleteOutlined />} aria-label={t('remove')} onClick={() => onChange(columns.filter((_, j) => j !== i))} />
            </Space.Compact>
          </div>
        ))}
        {columns.length ? null : <span className="zf-pd-hint">{t('dropColumns')}</span>}
      </div>
      <Alert style={{ marginTop: 8 }} showIcon type={total === 100 ? 'success' : 'error'} data-testid="pd-widths-total"
        message={total === 100 ? t('widthsOk') : t('widthsBad', { total })} />
    </div>
  );
}

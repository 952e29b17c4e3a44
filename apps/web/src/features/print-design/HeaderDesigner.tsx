import { DeleteOutlined } from '@ant-design/icons';
import { printFieldLabels, printFieldsOf, type PrintHeaderField, type PrintLayout } from '@zf/shared';
import { Button, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../engines/resource/index.ts';
import { fieldLabel } from './kinds.ts';
import { dropZone, Palette } from './Palette.tsx';

type Field = PrintLayout['header'][number];

/** The header: bill fields dropped from the palette onto a four-column grid, each with its labels and width. */
export function HeaderDesigner({ kind, header, onChange }: { kind: string; header: Field[]; onChange: (h: Field[]) => void }) {
  const { t } = useTranslation('print-design');
  const language = useLanguage();
  const add = (f: string) => onChange([...header, { field: f as PrintHeaderField, label: printFieldLabels[f as PrintHeaderField], width: 1 }]);
  const set = (i: number, patch: Partial<Field>) => onChange(header.map((h, j) => (j === i ? { ...h, ...patch } : h)));
  return (
    <div>
      <Palette fields={printFieldsOf(kind).header} label={(f) => fieldLabel(f as PrintHeaderField, language)} onAdd={add} testId="pd-header-palette" />
      <div className="zf-pd-drop zf-pd-header" data-testid="pd-header" {...dropZone(add)}>
        {header.map((h, i) => (
          <div key={i} className="zf-pd-field" style={{ gridColumn: `span ${h.width}` }} data-testid={`pd-header-${h.field}`}>
            <Input size="small" value={h.label.zh} placeholder={fieldLabel(h.field, 'zh-CN')} aria-label={t('labelZh')} onChange={(e) => set(i, { label: { ...h.label, zh: e.target.value } })} />
            <Input size="small" value={h.label.en} placeholder={fieldLabel(h.field, 'en-US')} aria-label={t('labelEn')} onChange={(e) => set(i, { label: { ...h.label, en: e.target.value } })} />
            <Select size="small" value={h.width} aria-label={t('span')} onChange={(v) => set(i, { width: v })} options={[1, 2, 3, 4].map((n) => ({ value: n, label: t('spanN', { n }) }))} style={{ width: '100%' }} />
            <Button size="small" danger icon={<DeleteOutlined />} aria-label={t('remove')} onClick={() => onChange(header.filter((_, j) => j !== i))} />
          </div>
        ))}
        {header.length ? null : <span className="zf-pd-hint">{t('dropHeader')}</span>}
      </div>
    </div>
  );
}

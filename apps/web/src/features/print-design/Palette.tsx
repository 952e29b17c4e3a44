import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** Draggable fields (HTML5 drag and drop; a click adds one too): `text/zf-field` carries the field. */
export function Palette({ fields, label, onAdd, testId }: { fields: readonly string[]; label: (f: string) => string; onAdd: (f: string) => void; testId: string }) {
  const { t } = useTranslation('print-design');
  return (
    <div className="zf-pd-palette" data-testid={testId}>
      <span className="zf-pd-hint">{t('palette')}</span>
      {fields.map((f) => (
        <Tag key={f} draggable data-testid={`${testId}-${f}`} style={{ cursor: 'grab' }} onClick={() => onAdd(f)}
          onDragStart={(e) => { e.dataTransfer.setData('text/zf-field', f); e.dataTransfer.effectAllowed = 'copy'; }}>
          + {label(f)}
        </Tag>
      ))}
    </div>
  );
}

/** A drop zone for palette fields. */
export function dropZone(onDrop: (field: string) => void) {
  return {
    onDragOver: (e: React.DragEvent) => { e.preventDefault(); e.dataTransfer.dropEffect = 'copy'; },
    onDrop: (e: React.DragEvent) => {
      e.preventDefault();
      const f = e.dataTransfer.getData('text/zf-field');
      if (f) onDrop(f);
    },
  };
}

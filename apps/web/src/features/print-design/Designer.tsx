import { CopyOutlined, DeleteOutlined, DownloadOutlined, PlusOutlined, SaveOutlined, UploadOutlined } from '@ant-design/icons';
import { billMetaOf, builtinPrintTemplate, printTemplateFileName, type PrintLayout, type PrintTemplate, type PrintTemplateList } from '@zf/shared';
import { Alert, App, Button, Card, Checkbox, Col, Empty, Input, List, Popconfirm, Row, Select, Space, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../engines/permission/Auth.tsx';
import { useLanguage } from '../../engines/resource/index.ts';
import { send, settle } from '../../request/client.ts';
import { api, ApiError, saveBlob, useApiQuery } from '../../request/index.ts';
import { ColumnDesigner } from './ColumnDesigner.tsx';
import { ExtrasDesigner } from './ExtrasDesigner.tsx';
import { HeaderDesigner } from './HeaderDesigner.tsx';
import { kindOptions } from './kinds.ts';
import { PaperFields } from './PaperFields.tsx';
import { TemplatePreview } from './TemplatePreview.tsx';
import './print-design.css';

const page = 'printTemplateDesigner';

/** Downloads a template's file (GET /print-templates/:id/export: the layout with its logo image) as <name>.zftpl.json. */
async function exportFile(x: PrintTemplate) {
  const response = await send('GET', `/print-templates/${x.id}/export`);
  const json = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  if (!json || !('format' in json)) return void settle(json);
  saveBlob(new Blob([JSON.stringify(json, null, 2)], { type: 'application/json' }), printTemplateFileName(x.name));
}

/**
 * The print template designer: the templates of a kind (left), the chosen one's paper, header fields, line columns
 * and extras (drag fields from the palettes), and a live preview with the latest bill of that kind. `only` fixes
 * the kind (product labels on the goods print template page).
 */
export function Designer({ only }: { only?: string }) {
  const { t } = useTranslation('print-design');
  const language = useLanguage();
  const { message } = App.useApp();
  const can = useCan(page);
  const [kind, setKind] = useState(only ?? 'sale-bills');
  const templates = useApiQuery<PrintTemplateList>('/print-templates', { kind }, { staleTime: 0 });
  const [selected, setSelected] = useState<number | null>(null);
  const [fresh, setFresh] = useState<PrintTemplate | null>(null);
  const list = templates.data?.list ?? [];
  const saved = list.find((x) => x.id === selected) ?? list.find((x) => x.is_default) ?? list[0];
  const current = fresh ?? saved;

  const reload = async (id?: number) => {
    setFresh(null);
    if (id !== undefined) setSelected(id);
    await templates.refetch();
  };
  const [importError, setImportError] = useState('');
  // A picked file, read here only as JSON; the server says what else is wrong with it (and where) in the reader's language.
  const importFile = async (f: File) => {
    setImportError('');
    let json: unknown;
    try {
      json = JSON.parse(await f.text());
    } catch {
      return setImportError(t('fileNotJson'));
    }
    try {
      const x = await api.post<PrintTemplate>('/print-templates/import', json, { quiet: [4220] });
      setKind(x.kind);
      await reload(x.id);
      message.success(t('imported', { name: x.name }));
    } catch (e) {
      if (e instanceof ApiError && !e.handled) setImportError(e.message);
    }
  };

  return (
    <Row gutter={12} className="zf-pd">
      <Col xs={24} lg={5}>
        <Card size="small" title={t('templates')} variant="borderless">
          <Select value={kind} options={kindOptions(language, only)} disabled={Boolean(only)} showSearch optionFilterProp="label" style={{ width: '100%', marginBottom: 8 }}
            aria-label={t('kind')} data-testid="pd-kind" onChange={(k) => { setKind(k); setSelected(null); }} />
          <List size="small" loading={templates.isLoading} dataSource={list} renderItem={(x) => (
            <List.Item className={x.id === current?.id ? 'zf-pd-current' : ''} onClick={() => { setFresh(null); setSelected(x.id); }} style={{ cursor: 'pointer' }} data-testid={`pd-template-${x.name}`}>
              {x.name}{x.is_default ? <span className="zf-pd-hint"> · {t('default')}</span> : null}
            </List.Item>
          )} />
          <Space wrap style={{ marginTop: 8 }}>
            {can('print_template_add') && <Button size="small" icon={<PlusOutlined />} onClick={() => setFresh({ ...builtinPrintTemplate(kind), name: t('newName'), is_default: false, builtin: false })}>{t('new')}</Button>}
            {can('print_template_copy') && saved?.id ? <Button size="small" icon={<CopyOutlined />} onClick={async () => { const c = await api.post<PrintTemplate>(`/print-templates/${saved.id}/copy`); await reload(c.id); }}>{t('copy')}</Button> : null}
            {can('print_template_del') && saved?.id ? (
              <Popconfirm title={t('deleteConfirm', { name: saved.name })} onConfirm={async () => { await api.delete(`/print-templates/${saved.id}`); await reload(0); }}>
                <Button size="small" danger icon={<DeleteOutlined />}>{t('delete')}</Button>
              </Popconfirm>
            ) : null}
            {saved && !saved.builtin ? <Button size="small" icon={<DownloadOutlined />} data-testid="pd-export" onClick={() => void exportFile(saved).catch(() => undefined)}>{t('export')}</Button> : null}
            {can('print_template_add') && (
              <Upload accept=".json,application/json" showUploadList={false} beforeUpload={(f) => { void importFile(f); return false; }}>
                <Button size="small" icon={<UploadOutlined />} data-testid="pd-import">{t('import')}</Button>
              </Upload>
            )}
          </Space>
          {importError ? <Alert type="error" showIcon closable={{ onClose: () => setImportError('') }} title={importError} style={{ marginTop: 8 }} data-testid="pd-import-error" /> : null}
        </Card>
      </Col>
      <Col xs={24} lg={19}>
        {current ? <TemplateEditor key={`${current.id}-${templates.dataUpdatedAt}-${fresh ? 'new' : ''}`} initial={current} onSaved={(id) => void reload(id)} /> : <Card variant="borderless"><Empty /></Card>}
      </Col>
    </Row>
  );
}

/** One template's editor: name, default, title, paper, header, columns and extras, and its live preview. */
function TemplateEditor({ initial, onSaved }: { initial: PrintTemplate; onSaved: (id: number) => void }) {
  const { t } = useTranslation('print-design');
  const { message } = App.useApp();
  const can = useCan(page);
  const [draft, setDraft] = useState(() => structuredClone(initial));
  const kind = draft.kind;
  const layout = (patch: Partial<PrintLayout>) => setDraft((d) => ({ ...d, layout: { ...d.layout, ...patch } }));
  const save = async () => {
    const saved = await api.post<PrintTemplate>('/print-templates', {
      ...(draft.id ? { id: draft.id } : {}), kind, name: draft.name, is_default: draft.is_default, paper: draft.paper, layout: draft.layout,
    });
    message.success(t('saved'));
    onSaved(saved.id);
  };
  const editable = can(draft.id ? 'print_template_edit' : 'print_template_add');
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Card size="small" variant="borderless" title={draft.builtin ? t('builtin') : draft.name} extra={
        <Button type="primary" icon={<SaveOutlined />} disabled={!editable} onClick={() => void save()} data-testid="pd-save">{draft.builtin ? t('saveAsNew') : t('save')}</Button>
      }>
        <Space direction="vertical" style={{ width: '100%' }}>
          <Space wrap>
            <Input size="small" value={draft.name} addonBefore={t('name')} style={{ width: 260 }} data-testid="pd-name" onChange={(e) => setDraft({ ...draft, name: e.target.value })} />
            <Checkbox data-testid="pd-default" checked={draft.is_default} onChange={(e) => setDraft({ ...draft, is_default: e.target.checked })}>{t('isDefault')}</Checkbox>
            <Input size="small" value={draft.layout.title.zh} addonBefore={t('titleZh')} placeholder={billMetaOf(kind)?.label['zh-CN']} style={{ width: 220 }} data-testid="pd-title-zh" onChange={(e) => layout({ title: { ...draft.layout.title, zh: e.target.value } })} />
            <Input size="small" value={draft.layout.title.en} addonBefore={t('titleEn')} placeholder={billMetaOf(kind)?.label['en-US']} style={{ width: 240 }} data-testid="pd-title-en" onChange={(e) => layout({ title: { ...draft.layout.title, en: e.target.value } })} />
          </Space>
          <PaperFields paper={draft.paper} onChange={(paper) => setDraft({ ...draft, paper })} />
        </Space>
      </Card>
      <Card size="small" variant="borderless" title={t('header')}><HeaderDesigner kind={kind} header={draft.layout.header} onChange={(header) => layout({ header })} /></Card>
      <Card size="small" variant="borderless" title={t('columns')}><ColumnDesigner kind={kind} columns={draft.layout.columns} onChange={(columns) => layout({ columns })} /></Card>
      <Card size="small" variant="borderless" title={t('extras')}><ExtrasDesigner layout={draft.layout} onChange={layout} /></Card>
      <Card size="small" variant="borderless" title={t('preview')}><TemplatePreview template={draft} /></Card>
    </Space>
  );
}

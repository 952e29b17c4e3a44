import { DownloadOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { SubjectStatus, type PageOf, type Subject, type SubjectImportAnswer } from '@zf/shared';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Card, Input, Popconfirm, Select, Space, Table, Tabs, Tag, Upload } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { postFile } from '../../engines/resource/upload.ts';
import { Auth, PageRights } from '../../engines/permission/Auth.tsx';
import { api, ApiError, downloadXlsx, queryClient } from '../../request/index.ts';
import { CashFlowItems } from './CashFlowItems.tsx';
import { SubjectForm, type SubjectFormMode } from './SubjectForm.tsx';
import { subjectTree, type SubjectNode } from './subject-types.ts';

const categories = [1, 2, 3, 4, 5] as const;

/**
 * Chart of accounts (subjectList): the enterprise's chart as a tree by code — add a sub-account (next code offered),
 * edit, enable/disable, delete (a used account is disabled instead), Excel import/export — and the cash-flow items.
 */
export default function SubjectListPage() {
  const { t } = useTranslation('finance');
  return (
    <PageRights page="subjectList">
      <Card variant="borderless" data-testid="subject-list">
        <Tabs items={[
          { key: 'chart', label: t('subjects.title'), children: <Chart /> },
          { key: 'cashFlow', label: t('cashFlow.title'), children: <CashFlowItems /> },
        ]} />
      </Card>
    </PageRights>
  );
}

function Chart() {
  const { t } = useTranslation('finance');
  const { message, modal } = App.useApp();
  const [keyword, setKeyword] = useState('');
  const [category, setCategory] = useState<number | undefined>();
  const [form, setForm] = useState<SubjectFormMode | null>(null);
  const params = { page_size: 2000, keyword: keyword || undefined, category };
  const list = useQuery({ queryKey: ['/subjects', params], queryFn: ({ signal }) => api.get<PageOf<Subject>>('/subjects', params, { signal }) });
  const rows = useMemo(() => list.data?.list ?? [], [list.data]);
  // A filtered list is flat (matches sit at any level); the whole chart reads as a tree.
  const data: SubjectNode[] = useMemo(() => (keyword ? rows : subjectTree(rows)), [rows, keyword]);
  // Every account with sub-accounts is open unless the user closed it, so a new sub-account shows at once.
  const [collapsed, setCollapsed] = useState<ReadonlySet<number>>(new Set());
  const parents = useMemo(() => rows.filter((r) => !r.leaf).map((r) => r.id), [rows]);
  const expanded = parents.filter((id) => !collapsed.has(id));
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['/subjects'] });

  const setStatus = async (s: Subject, status: number) => {
    await api.put(`/subjects/${s.id}`, { status, version: s.version });
    message.success(t(status === SubjectStatus.enabled ? 'subjects.enabledDone' : 'subjects.disabledDone', { code: s.code }));
    await refresh();
  };
  const remove = async (s: Subject) => {
    try {
      await api.delete(`/subjects/${s.id}`, undefined, { quiet: [4090] });
      message.success(t('subjects.deleted', { code: s.code }));
    } catch (e) {
      if (e instanceof ApiError) modal.warning({ title: t('subjects.notDeleted'), content: e.message });
    }
    await refresh();
  };
  const importFile = async (file: File) => {
    const r = await postFile<SubjectImportAnswer>('/subjects/import', file, file.name);
    modal.info({
      title: t('subjects.imported', { created: r.created, updated: r.updated }),
      content: r.errors.length ? <ul style={{ paddingLeft: 16 }}>{r.errors.slice(0, 20).map((e) => <li key={e.row}>{e.message}</li>)}</ul> : null,
    });
    await refresh();
  };

  return (
    <>
      <Space wrap style={{ marginBottom: 12 }}>
        <Input.Search allowClear placeholder={t('subjects.keyword')} style={{ width: 260 }} onSearch={(v) => setKeyword(v.trim())} data-testid="subject-search" />
        <Select allowClear placeholder={t('subjects.all')} style={{ width: 160 }} value={category} onChange={setCategory}
          options={categories.map((c) => ({ value: c, label: t(`subjects.categories.${c}`) }))} />
        <Auth code="subject_add">
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setForm({ kind: 'add' })}>{t('subjects.addLevelOne')}</Button>
        </Auth>
        <Auth code="subject_import">
          <Upload accept=".xlsx" showUploadList={false} beforeUpload={(f) => { void importFile(f); return false; }}>
            <Button icon={<UploadOutlined />}>{t('subjects.import')}</Button>
          </Upload>
        </Auth>
        <Auth code="subject_export">
          <Button icon={<DownloadOutlined />} onClick={() => void downloadXlsx('/subjects/export', {}, t('subjects.title'))}>{t('subjects.export')}</Button>
        </Auth>
      </Space>
      <Table<SubjectNode>
        rowKey="id"
        size="small"
        bordered
        loading={list.isFetching}
        dataSource={data}
        pagination={false}
        scroll={{ x: 980, y: 'calc(100vh - 330px)' }}
        expandable={{
          indentSize: 16,
          expandedRowKeys: expanded,
          onExpand: (open, r) => setCollapsed((c) => { const next = new Set(c); if (open) next.delete(r.id); else next.add(r.id); return next; }),
        }}
        columns={[
          { title: t('subjects.code'), dataIndex: 'code', width: 170 },
          { title: t('subjects.name'), dataIndex: 'name', render: (v: string, r) => <span data-testid={`subject-${r.code}`}>{v}</span> },
          { title: t('subjects.category'), dataIndex: 'category', width: 110, render: (v: number) => t(`subjects.categories.${v}`) },
          { title: t('subjects.direction'), dataIndex: 'direction', width: 80, align: 'center', render: (v: number) => t(v === 1 ? 'subjects.debit' : 'subjects.credit') },
          { title: t('subjects.aux'), dataIndex: 'aux_types', width: 150, render: (v: string[]) => v.map((a) => <Tag key={a}>{t(`subjects.auxTypes.${a}`)}</Tag>) },
          { title: t('subjects.status'), dataIndex: 'status', width: 80, render: (v: number) => (v === 1 ? <Tag color="green">{t('subjects.enabled')}</Tag> : <Tag>{t('subjects.disabled')}</Tag>) },
          {
            title: t('subjects.actions'), key: 'actions', width: 250, fixed: 'right',
            render: (_: unknown, r) => (
              <Space size={0} wrap>
                <Auth code="subject_add"><Button type="link" size="small" onClick={() => setForm({ kind: 'add', parent: r })} data-testid={`add-child-${r.code}`}>{t('subjects.addChild')}</Button></Auth>
                <Auth code="subject_edit"><Button type="link" size="small" onClick={() => setForm({ kind: 'edit', subject: r })}>{t('subjects.edit')}</Button></Auth>
                <Auth code={['subject_enable', 'subject_edit']}>
                  <Button type="link" size="small" onClick={() => void setStatus(r, r.status === SubjectStatus.enabled ? SubjectStatus.disabled : SubjectStatus.enabled)}>{t(r.status === SubjectStatus.enabled ? 'subjects.disable' : 'subjects.enable')}</Button>
                </Auth>
                <Auth code="subject_del">
                  <Popconfirm title={t('subjects.confirmDelete', { code: r.code })} onConfirm={() => remove(r)}>
                    <Button type="link" size="small" danger>{t('subjects.delete')}</Button>
                  </Popconfirm>
                </Auth>
              </Space>
            ),
          },
        ]}
      />
      {form && <SubjectForm mode={form} onClose={() => setForm(null)} onSaved={() => { setForm(null); message.success(t('subjects.saved')); void refresh(); }} />}
    </>
  );
}

import { DeleteOutlined, PlusOutlined, ReloadOutlined, UndoOutlined, UploadOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { App, Button, Space, Table, Tooltip, Typography, type TableColumnsType, type TableProps } from 'antd';
import { useMemo, useState, type ReactNode } from 'react';
import type { Resource } from '@zf/shared';
import { queryClient } from '../../request/index.ts';
import { Auth, useCan, usePagePermission } from '../permission/Auth.tsx';
import { alignOf, renderCell, widthOf } from './cells.tsx';
import { withheldColumns } from './column-model.ts';
import { ColumnSettings } from './ColumnSettings.tsx';
import { ExportButton } from './ExportButton.tsx';
import { ImportDialog } from './ImportDialog.tsx';
import { columnLabel, useLanguage, useResourceText } from './labels.ts';
import { ListToolbar, type ExtraFilter, type Filters } from './ListToolbar.tsx';
import type { OptionLabel } from './RefSelect.tsx';
import { listAll, resourceApi, type ListParams, type ResourceRecord } from './resource-api.ts';
import { ResourceForm, type FormExtension } from './ResourceForm.tsx';
import { filterKeys, recordName, rightsOf, sortableKeys } from './resource-rights.ts';
import { buildTree } from './tree.ts';
import { useColumnSettings } from './use-column-settings.ts';

export interface ResourceTableProps {
  resource: Resource;
  /** Live records, or the recycle bin (deleted=1, restore). */
  view: 'live' | 'recycle';
  /** Values the screen fixes: list filters, and set on every record it creates (partners' type, a value's attribute). */
  fixed: Record<string, string | number>;
  /** localStorage key part of the column settings. */
  screen: string;
  extraFilters?: ExtraFilter[];
  formExtension?: FormExtension;
  optionLabels?: Record<string, OptionLabel>;
  /** Query parameters narrowing a ref field's choices in the form and the filters (`{ partner_id: { type: 2 } }`). */
  refParams?: Record<string, Record<string, string | number>>;
  /** Extra row actions (open a detail screen…). */
  rowActions?: (record: ResourceRecord) => ReactNode;
  /** Custom cells by column key. */
  cells?: Record<string, (record: ResourceRecord) => ReactNode>;
  /** Function code that may restore from the recycle bin (default: the delete code, which the server checks). */
  restoreCode?: string;
}

/** The list of one resource: search, filters, sort, paging, column settings and rights, create/edit, delete, Excel. */
export function ResourceTable(props: ResourceTableProps) {
  const { resource: r, view, fixed, screen, extraFilters = [], rowActions, cells = {}, refParams = {} } = props;
  const t = useResourceText();
  const language = useLanguage();
  const { message, modal } = App.useApp();
  const rights = rightsOf(r, fixed);
  const can = useCan();
  const perm = usePagePermission();
  const withheld = useMemo(() => withheldColumns(r, perm), [r, perm]);
  const columnsState = useColumnSettings(r, screen, withheld);
  const recycle = view === 'recycle';

  const [keyword, setKeyword] = useState('');
  const [applied, setApplied] = useState<{ keyword: string; filters: Filters }>({ keyword: '', filters: {} });
  const [paging, setPaging] = useState({ page: 1, page_size: 20 });
  const [sort, setSort] = useState<{ key?: string; order?: 'asc' | 'desc' }>({});
  const [selected, setSelected] = useState<number[]>([]);
  const [editing, setEditing] = useState<ResourceRecord | null | undefined>(undefined);
  const [importing, setImporting] = useState(false);

  const query: Omit<ListParams, 'page' | 'page_size'> = {
    ...fixed,
    ...applied.filters,
    keyword: applied.keyword || undefined,
    sort: sort.key,
    order: sort.key ? sort.order : undefined,
    ...(recycle ? { deleted: '1' as const } : {}),
  };
  // A tree shows whole while nothing narrows it; a search shows the matching nodes flat.
  const asTree = !!r.tree && !recycle && !applied.keyword && Object.values(applied.filters).every((v) => v === undefined);
  const list = useQuery({
    queryKey: ['resource', r.name, asTree ? 'tree' : 'list', query, asTree ? null : paging],
    queryFn: async ({ signal }) => {
      if (!asTree) return resourceApi(r.name).list({ ...query, ...paging }, signal);
      const rows = await listAll(r.name, query, signal);
      return { list: rows, total: rows.length, ...paging };
    },
    placeholderData: keepPreviousData,
  });
  const rows = useMemo(() => (asTree ? buildTree(list.data?.list ?? []) : (list.data?.list ?? [])), [asTree, list.data]);

  const refresh = async () => {
    setSelected([]);
    await Promise.all([queryClient.invalidateQueries({ queryKey: ['resource', r.name] }), queryClient.invalidateQueries({ queryKey: ['ref', r.name] })]);
  };
  const search = (nextKeyword = keyword, filters = applied.filters) => {
    setApplied({ keyword: nextKeyword.trim(), filters });
    setPaging((p) => ({ ...p, page: 1 }));
    setSelected([]);
  };

  const namesOf = (ids: number[]) => {
    const byId = new Map((list.data?.list ?? []).map((x) => [x.id, recordName(x)]));
    const names = ids.slice(0, 3).map((id) => byId.get(id) ?? String(id)).join('、');
    return ids.length > 3 ? t('confirm.many', { names, count: ids.length }) : names;
  };
  // SPEC §8: deleting asks 'You will delete … Delete it?'; a referenced record is refused by the server with a 4090
  // naming what refers to it, which the request layer shows.
  const confirmDelete = (ids: number[]) =>
    modal.confirm({
      title: t('confirm.deleteTitle'),
      content: t('confirm.delete', { names: namesOf(ids) }),
      okText: t('confirm.ok'),
      cancelText: t('confirm.cancel'),
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          await resourceApi(r.name).remove(ids);
          message.success(t('done.deleted'));
          await refresh();
        } catch {}
      },
    });
  const confirmRestore = (ids: number[]) =>
    modal.confirm({
      title: t('confirm.restoreTitle'),
      content: t('confirm.restore', { names: namesOf(ids) }),
      okText: t('confirm.ok'),
      cancelText: t('confirm.cancel'),
      onOk: async () => {
        try {
          await resourceApi(r.name).restore(ids);
          message.success(t('done.restored'));
          await refresh();
        } catch {}
      },
    });

  const sortable = sortableKeys(r);
  const labelOf = (key: string) => columnLabel(r, key, language, t);
  const restoreCode = props.restoreCode ?? rights.remove;
  const columns: TableColumnsType<ResourceRecord> = [
    ...columnsState.visible.map((key) => {
      const f = r.allFields[key];
      return {
        key,
        dataIndex: key,
        title: labelOf(key),
        width: widthOf(f, key),
        align: alignOf(f),
        ellipsis: f?.kind === 'textarea' || f?.kind === 'text' ? { showTitle: true } : undefined,
        sorter: sortable.has(key),
        sortOrder: sort.key === key ? (sort.order === 'desc' ? 'descend' as const : 'ascend' as const) : null,
        render: (_: unknown, rec: ResourceRecord) => (cells[key] ? cells[key](rec) : renderCell(key, f, rec, language, [t('value.yes'), t('value.no')])),
      };
    }),
    ...(recycle ? [{ key: 'deleted_time', dataIndex: 'deleted_time', title: labelOf('deleted_time'), width: 170, render: (_: unknown, rec: ResourceRecord) => renderCell('deleted_time', undefined, rec, language, ['', '']) }] : []),
    {
      key: '__actions',
      title: t('actions.operation'),
      fixed: 'right' as const,
      width: 150,
      render: (_: unknown, rec: ResourceRecord) => (
        <Space size={4} wrap>
          {recycle ? (
            <Auth code={restoreCode}><Typography.Link onClick={() => confirmRestore([rec.id])}>{t('actions.restore')}</Typography.Link></Auth>
          ) : (
            <>
              <Auth code={rights.update}><Typography.Link onClick={() => setEditing(rec)}>{t('actions.edit')}</Typography.Link></Auth>
              <Auth code={rights.remove}><Typography.Link type="danger" onClick={() => confirmDelete([rec.id])}>{t('actions.delete')}</Typography.Link></Auth>
              {rowActions?.(rec)}
            </>
          )}
        </Space>
      ),
    },
  ];

  const onTableChange: TableProps<ResourceRecord>['onChange'] = (pagination, _filters, sorter) => {
    const s = Array.isArray(sorter) ? sorter[0] : sorter;
    const next: { key?: string; order?: 'asc' | 'desc' } = s?.order ? { key: String(s.columnKey), order: s.order === 'descend' ? 'desc' : 'asc' } : {};
    const sortChanged = next.key !== sort.key || next.order !== sort.order;
    setSort(next);
    setPaging({ page: sortChanged ? 1 : (pagination.current ?? 1), page_size: pagination.pageSize ?? 20 });
  };

  const selectable = recycle ? can(restoreCode) : can(rights.remove);
  const actions = (
    <>
      {!recycle && <Auth code={rights.create}><Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>{t('actions.add')}</Button></Auth>}
      {recycle ? (
        <Auth code={restoreCode}><Button icon={<UndoOutlined />} disabled={!selected.length} onClick={() => confirmRestore(selected)}>{t('actions.batchRestore')}</Button></Auth>
      ) : (
        <Auth code={rights.remove}><Button danger icon={<DeleteOutlined />} disabled={!selected.length} onClick={() => confirmDelete(selected)}>{t('actions.batchDelete')}</Button></Auth>
      )}
      {!recycle && r.importExport && <Auth code={rights.import}><Button icon={<UploadOutlined />} onClick={() => setImporting(true)}>{t('actions.import')}</Button></Auth>}
      {!recycle && r.importExport && <Auth code={rights.export}><ExportButton resource={r} params={query} /></Auth>}
      <Tooltip title={t('actions.refresh')}><Button icon={<ReloadOutlined />} aria-label={t('actions.refresh')} onClick={() => void refresh()} /></Tooltip>
      <ColumnSettings choices={columnsState.choices} labelOf={labelOf} onChange={columnsState.save} />
    </>
  );

  const scrollX = columns.reduce((sum, c) => sum + (typeof c.width === 'number' ? c.width : 150), 60);
  return (
    <>
      <ListToolbar
        resource={r}
        language={language}
        filterKeys={filterKeys(r, fixed, withheld)}
        extraFilters={extraFilters}
        refParams={refParams}
        keyword={keyword}
        onKeyword={setKeyword}
        onSearch={(v) => search(v)}
        filters={applied.filters}
        onFilter={(k, v) => search(keyword, { ...applied.filters, [k]: v })}
        onReset={() => {
          setKeyword('');
          setSort({});
          search('', {});
        }}
        actions={actions}
      />
      <Table<ResourceRecord>
        // A tree expands fully once its rows are there (defaultExpandAllRows only acts on mount).
        key={asTree ? `tree:${list.data ? 'loaded' : 'loading'}` : 'list'}
        rowKey="id"
        size="small"
        bordered
        loading={list.isFetching}
        columns={columns}
        dataSource={rows}
        onChange={onTableChange}
        scroll={{ x: scrollX }}
        rowSelection={selectable ? { selectedRowKeys: selected, onChange: (keys) => setSelected(keys as number[]), checkStrictly: true, preserveSelectedRowKeys: false } : undefined}
        expandable={asTree ? { defaultExpandAllRows: true } : undefined}
        pagination={asTree ? false : {
          current: paging.page,
          pageSize: paging.page_size,
          total: list.data?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: [10, 20, 50, 100],
          showTotal: (total) => t('list.total', { total }),
        }}
      />
      {!recycle && (
        <ResourceForm
          resource={r}
          editing={editing}
          fixed={fixed}
          withheld={withheld}
          extension={props.formExtension}
          optionLabels={props.optionLabels}
          refParams={refParams}
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            setEditing(undefined);
            void refresh();
          }}
        />
      )}
      {r.importExport && <ImportDialog resource={r} open={importing} onClose={() => setImporting(false)} />}
    </>
  );
}

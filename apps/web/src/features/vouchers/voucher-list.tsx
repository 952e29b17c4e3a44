import { DownloadOutlined, PlusOutlined, PrinterOutlined, UploadOutlined } from '@ant-design/icons';
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import {
  formatAmount, VoucherStatus, type VoucherAction, type VoucherBatchOutcome, type VoucherImportOutcome, type VoucherList as VoucherListAnswer,
  type VoucherRenumbered, type VoucherRow,
} from '@zf/shared';
import { App, Button, Card, DatePicker, Input, Popconfirm, Select, Space, Table, Tag, Typography, Upload } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { enterpriseName, useEnterpriseInfo } from '../../app/layout/shell-data.ts';
import { useCan } from '../../engines/permission/Auth.tsx';
import { postFile } from '../../engines/resource/upload.ts';
import { api, downloadXlsx, useApiQuery } from '../../request/index.ts';
import { BillLink } from '../bills/BillLink.tsx';
import { openPrint } from '../print/print-document.ts';
import { VoucherEditor } from './voucher-editor.tsx';
import { voucherWords } from './voucher-api.ts';

const statusColor: Record<number, string> = { 1: 'default', 2: 'processing', 3: 'success' };

/**
 * The voucher list (记账凭证, page voucherList) and the check centre (凭证审核, page voucherCheck: unaudited vouchers,
 * batch audit and unaudit). A voucher opens in the editor in place of the list; `?voucher_id=N` opens voucher N.
 */
export function VoucherListScreen({ mode }: { mode: 'list' | 'check' }) {
  const { t } = useTranslation('vouchers');
  const { message, modal } = App.useApp();
  const canList = useCan('voucherList');
  const canCheck = useCan('voucherCheck');
  const client = useQueryClient();
  const enterprise = useEnterpriseInfo();
  const [search, setSearch] = useSearchParams();
  const [filters, setFilters] = useState<{ period?: string; word?: string; status?: number; keyword?: string }>(mode === 'check' ? { status: VoucherStatus.unaudited } : {});
  const [keyword, setKeyword] = useState('');
  const [paging, setPaging] = useState({ page: 1, page_size: 20 });
  const [selected, setSelected] = useState<number[]>([]);
  const [busy, setBusy] = useState(false);
  const opened = search.get('voucher_id');
  const [creating, setCreating] = useState(false);
  const editing: number | 'new' | null = opened && Number(opened) > 0 ? Number(opened) : creating ? 'new' : null;

  const list = useApiQuery<VoucherListAnswer>('/vouchers', { ...filters, ...paging }, { placeholderData: keepPreviousData, staleTime: 0 });

  const open = (id: number | 'new' | null) => {
    setCreating(id === 'new');
    const next = new URLSearchParams(search);
    if (typeof id === 'number') next.set('voucher_id', String(id)); else next.delete('voucher_id');
    setSearch(next, { replace: true });
  };

  const may: Record<VoucherAction, boolean> = mode === 'check'
    ? { audit: canCheck('voucher_check_audit'), unaudit: canCheck('voucher_check_reverse'), post: false, unpost: false }
    : { audit: canList('voucher_audit'), unaudit: canList('voucher_reverse'), post: canList('voucher_post'), unpost: canList('voucher_unpost') };

  const batch = async (action: VoucherAction) => {
    setBusy(true);
    try {
      const outcome = await api.post<VoucherBatchOutcome>('/vouchers/batch-audit', { ids: selected, action });
      if (outcome.errors.length) {
        modal.warning({ title: t('batchResult', { done: outcome.done, failed: outcome.errors.length }), content: outcome.errors.map((e) => <div key={e.id}>{e.voucher_no}：{e.message}</div>) });
      } else void message.success(t('batchDone', { done: outcome.done }));
      setSelected([]);
      await client.invalidateQueries({ queryKey: ['/vouchers'] });
    } catch {
      // Shown by the request layer.
    } finally {
      setBusy(false);
    }
  };

  const renumber = async () => {
    const period = filters.period ?? dayjs().format('YYYY-MM');
    try {
      const { moved } = await api.post<VoucherRenumbered>('/vouchers/renumber', { period, word: filters.word });
      void message.success(moved.length ? t('renumbered', { period, count: moved.length }) : t('renumberNothing', { period }));
      await client.invalidateQueries({ queryKey: ['/vouchers'] });
    } catch {
      // Shown by the request layer.
    }
  };

  const importFile = async (file: File) => {
    try {
      const outcome = await postFile<VoucherImportOutcome>('/vouchers/import', file, file.name, [4220]);
      if (outcome.errors.length) {
        modal.error({ title: t('importFailed', { count: outcome.errors.length }), width: 640, content: <div data-testid="voucher-import-errors">{outcome.errors.map((e, i) => <div key={i}>{e.message}</div>)}</div> });
      } else {
        void message.success(t('imported', { count: outcome.created }));
        await client.invalidateQueries({ queryKey: ['/vouchers'] });
      }
    } catch (e) {
      const msg = (e as { message?: string }).message;
      if (msg) void message.error(msg);
    }
  };

  const printList = () => {
    const rows = list.data?.list ?? [];
    openPrint({
      company: enterprise ? enterpriseName(enterprise) : undefined,
      title: t('listTitle'),
      subtitle: filters.period ?? '',
      table: {
        columns: [
          { key: 'voucher_date', title: t('col.date') }, { key: 'voucher_no', title: t('col.voucherNo') }, { key: 'summary', title: t('col.summary') },
          { key: 'debit', title: t('col.debit'), align: 'right' }, { key: 'credit', title: t('col.credit'), align: 'right' },
          { key: 'maker', title: t('col.maker') }, { key: 'status', title: t('col.status') },
        ],
        rows: rows.map((r) => ({ voucher_date: r.voucher_date, voucher_no: r.voucher_no, summary: r.summary, debit: formatAmount(r.total_debit), credit: formatAmount(r.total_credit), maker: r.maker_name, status: t(`status.${r.status}`) })),
      },
    });
  };

  if (editing !== null) {
    return (
      <Card variant="borderless">
        <VoucherEditor key={editing} id={editing === 'new' ? undefined : editing} onOpen={(id) => open(id ?? 'new')} onClose={() => open(null)} />
      </Card>
    );
  }

  const columns = [
    { title: t('col.date'), dataIndex: 'voucher_date', width: 110 },
    {
      title: t('col.voucherNo'), dataIndex: 'voucher_no', width: 110,
      render: (v: string, r: VoucherRow) => <Typography.Link data-testid="voucher-no" onClick={() => open(r.id)}>{v}</Typography.Link>,
    },
    { title: t('col.summary'), dataIndex: 'summary', ellipsis: true },
    { title: t('col.debit'), dataIndex: 'total_debit', width: 130, align: 'right' as const, render: (v: string) => formatAmount(v) },
    { title: t('col.credit'), dataIndex: 'total_credit', width: 130, align: 'right' as const, render: (v: string) => formatAmount(v) },
    { title: t('col.status'), dataIndex: 'status', width: 90, render: (s: number) => <Tag color={statusColor[s]}>{t(`status.${s}`)}</Tag> },
    { title: t('col.maker'), dataIndex: 'maker_name', width: 100 },
    { title: t('col.auditor'), dataIndex: 'auditor_name', width: 100 },
    { title: t('col.poster'), dataIndex: 'poster_name', width: 100 },
    { title: t('col.attachments'), dataIndex: 'attachments', width: 80, align: 'right' as const },
    {
      title: t('col.source'), dataIndex: 'source', width: 170,
      render: (s: VoucherRow['source']) => <Space size={4} wrap>{s.map((b) => <BillLink key={`${b.bill_type}-${b.bill_id}`} type={b.bill_type} id={b.bill_id} sn={b.bill_sn} />)}</Space>,
    },
  ];

  const actionButton = (action: VoucherAction) => may[action] && (
    <Popconfirm key={action} title={t(`batchConfirm.${action}`, { count: selected.length })} onConfirm={() => void batch(action)} disabled={!selected.length}>
      <Button disabled={!selected.length} loading={busy}>{t(`batch.${action}`)}</Button>
    </Popconfirm>
  );

  return (
    <Card title={mode === 'check' ? t('checkTitle') : t('listTitle')} variant="borderless">
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        <Space wrap>
          <DatePicker picker="month" placeholder={t('period')} aria-label={t('period')} value={filters.period ? dayjs(`${filters.period}-01`) : null}
            onChange={(d) => { setFilters((f) => ({ ...f, period: d ? d.format('YYYY-MM') : undefined })); setPaging((p) => ({ ...p, page: 1 })); }} />
          <Select allowClear placeholder={t('word')} aria-label={t('word')} style={{ width: 100 }} value={filters.word}
            options={voucherWords.map((w) => ({ value: w, label: w }))} onChange={(w) => setFilters((f) => ({ ...f, word: w }))} />
          <Select allowClear placeholder={t('col.status')} aria-label={t('col.status')} style={{ width: 120 }} value={filters.status}
            options={[1, 2, 3].map((s) => ({ value: s, label: t(`status.${s}`) }))} onChange={(s) => setFilters((f) => ({ ...f, status: s }))} />
          <Input.Search allowClear placeholder={t('keyword')} aria-label={t('keyword')} style={{ width: 260 }} value={keyword}
            onChange={(e) => setKeyword(e.target.value)} onSearch={(k) => { setFilters((f) => ({ ...f, keyword: k || undefined })); setPaging((p) => ({ ...p, page: 1 })); }} />
        </Space>
        <Space wrap>
          {mode === 'list' && canList('voucher_add') && <Button type="primary" icon={<PlusOutlined />} onClick={() => open('new')} data-testid="voucher-new">{t('new')}</Button>}
          {(['audit', 'unaudit', 'post', 'unpost'] as const).map(actionButton)}
          {mode === 'list' && canList('voucher_renumber') && (
            <Popconfirm title={t('renumberConfirm', { period: filters.period ?? dayjs().format('YYYY-MM') })} onConfirm={() => void renumber()}>
              <Button>{t('renumber')}</Button>
            </Popconfirm>
          )}
          {mode === 'list' && canList('voucher_import') && (
            <>
              <Upload accept=".xlsx" showUploadList={false} beforeUpload={(file) => { void importFile(file); return false; }}>
                <Button icon={<UploadOutlined />}>{t('import')}</Button>
              </Upload>
              <Button type="link" onClick={() => void downloadXlsx('/vouchers/import-template', {}, t('templateName'))}>{t('template')}</Button>
            </>
          )}
          {mode === 'list' && canList('voucher_export') && (
            <Button icon={<DownloadOutlined />} onClick={() => void downloadXlsx('/vouchers/export', filters, t('listTitle'))}>{t('export')}</Button>
          )}
          {mode === 'list' && canList('voucher_print') && <Button icon={<PrinterOutlined />} onClick={printList}>{t('print.button')}</Button>}
        </Space>
        <Table<VoucherRow>
          rowKey="id"
          size="small"
          bordered
          loading={list.isFetching && !list.data}
          dataSource={list.data?.list ?? []}
          columns={columns}
          scroll={{ x: 1300 }}
          rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys as number[]) }}
          expandable={{ expandedRowRender: (r) => <VoucherLinesTable lines={r.lines} /> }}
          pagination={{ current: paging.page, pageSize: paging.page_size, total: list.data?.total ?? 0, showSizeChanger: true, onChange: (page, page_size) => setPaging({ page, page_size }) }}
          summary={() => list.data && (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0} colSpan={4}><Typography.Text strong>{t('total')}</Typography.Text></Table.Summary.Cell>
              <Table.Summary.Cell index={4} align="right"><Typography.Text strong>{formatAmount(list.data.sum.total_debit)}</Typography.Text></Table.Summary.Cell>
              <Table.Summary.Cell index={5} align="right"><Typography.Text strong>{formatAmount(list.data.sum.total_credit)}</Typography.Text></Table.Summary.Cell>
              <Table.Summary.Cell index={6} colSpan={6} />
            </Table.Summary.Row>
          )}
        />
      </Space>
    </Card>
  );
}

/** A voucher's lines under its row in the list: summary, account, debit, credit. */
function VoucherLinesTable({ lines }: { lines: VoucherRow['lines'] }) {
  const { t } = useTranslation('vouchers');
  const money = (v: string) => (Number(v) ? formatAmount(v) : '');
  return (
    <Table<VoucherRow['lines'][number]>
      rowKey="line_no"
      size="small"
      pagination={false}
      dataSource={lines}
      columns={[
        { title: t('col.summary'), dataIndex: 'summary' },
        { title: t('col.subject'), dataIndex: 'subject_code', render: (code: string, l) => `${code} ${l.subject_name}` },
        { title: t('col.debit'), dataIndex: 'debit', width: 140, align: 'right', render: money },
        { title: t('col.credit'), dataIndex: 'credit', width: 140, align: 'right', render: money },
      ]}
    />
  );
}

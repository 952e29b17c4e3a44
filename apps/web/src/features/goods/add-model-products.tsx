import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { App, Input, Modal, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changeModelProducts, fetchModelProducts, productColumns, type ModelProduct } from './model-products.ts';
import type { PickedModel } from './vehicle-catalogue-tree.tsx';

/** Picks products that do not fit the model yet (searched by code, name, specification, barcode or OE number). */
export function AddModelProducts({ model, onClose, onAdded }: { model: PickedModel; onClose(): void; onAdded(): void }) {
  const { t } = useTranslation('goods');
  const { message } = App.useApp();
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState({ page: 1, page_size: 10 });
  const [chosen, setChosen] = useState<number[]>([]);
  const [busy, setBusy] = useState(false);
  const q = { vehicle_model_id: model.id, fitted: 0 as const, keyword, ...page };
  const candidates = useQuery({ queryKey: ['vehicle-association', 'candidates', q], queryFn: ({ signal }) => fetchModelProducts(q, signal), placeholderData: keepPreviousData });
  const save = async () => {
    if (!chosen.length) {
      message.warning(t('vehicleAssociation.chooseFirst'));
      return;
    }
    setBusy(true);
    try {
      await changeModelProducts(model.id, chosen, true);
      message.success(t('vehicleAssociation.added', { count: chosen.length }));
      onAdded();
      onClose();
    } catch {
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      title={t('vehicleAssociation.addTitle', { model: model.title })}
      width={900}
      onCancel={onClose}
      onOk={() => void save()}
      okText={t('vehicleAssociation.addChosen', { count: chosen.length })}
      confirmLoading={busy}
      maskClosable={false}
    >
      <Input.Search
        allowClear
        placeholder={t('vehicleAssociation.keyword')}
        style={{ width: 300, marginBottom: 12 }}
        data-testid="candidate-keyword"
        onSearch={(v) => { setKeyword(v.trim()); setPage((p) => ({ ...p, page: 1 })); }}
      />
      <Table<ModelProduct>
        rowKey="id"
        size="small"
        bordered
        loading={candidates.isFetching}
        dataSource={candidates.data?.list ?? []}
        scroll={{ x: 830 }}
        rowSelection={{ selectedRowKeys: chosen, preserveSelectedRowKeys: true, onChange: (keys) => setChosen(keys.map(Number)) }}
        columns={productColumns(t)}
        pagination={{ current: page.page, pageSize: page.page_size, total: candidates.data?.total ?? 0, showSizeChanger: false, onChange: (p) => setPage((s) => ({ ...s, page: p })) }}
      />
    </Modal>
  );
}

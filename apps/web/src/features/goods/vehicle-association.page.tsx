import { DeleteOutlined, DownloadOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { App, Button, Card, Empty, Input, Modal, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Auth, PageRights, useCan } from '../../engines/permission/Auth.tsx';
import { ImportPanel } from '../../engines/resource/index.ts';
import { downloadXlsx, queryClient } from '../../request/index.ts';
import { AddModelProducts } from './add-model-products.tsx';
import { changeModelProducts, fetchModelProducts, modelProductsKey, productColumns, type ModelProduct } from './model-products.ts';
import { catalogueKey, VehicleCatalogueTree, type PickedModel } from './vehicle-catalogue-tree.tsx';

/**
 * Brand, range and model association (vehicleAssociation): the vehicle catalogue as a tree on the left, the
 * products fitting the chosen model on the right — add, remove, export them, or import links in bulk. The product
 * form edits the same links from the product's side.
 */
export default function VehicleAssociationPage() {
  return (
    <PageRights page="vehicleAssociation">
      <AssociationScreen />
    </PageRights>
  );
}

function AssociationScreen() {
  const { t } = useTranslation('goods');
  const { modal, message } = App.useApp();
  const can = useCan();
  const [model, setModel] = useState<PickedModel | undefined>();
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState({ page: 1, page_size: 20 });
  const [selected, setSelected] = useState<number[]>([]);
  const [adding, setAdding] = useState(false);
  const [importing, setImporting] = useState(false);
  const q = model ? { vehicle_model_id: model.id, fitted: 1 as const, keyword, ...page } : undefined;
  const list = useQuery({
    queryKey: [modelProductsKey, q],
    queryFn: ({ signal }) => fetchModelProducts(q!, signal),
    enabled: !!q,
    placeholderData: keepPreviousData,
  });
  const refresh = () => {
    setSelected([]);
    void queryClient.invalidateQueries({ queryKey: [modelProductsKey] });
    void queryClient.invalidateQueries({ queryKey: catalogueKey });
  };
  const pick = (m: PickedModel) => {
    setModel(m);
    setSelected([]);
    setPage((p) => ({ ...p, page: 1 }));
  };
  const remove = (rows: ModelProduct[]) => modal.confirm({
    title: t('vehicleAssociation.removeTitle'),
    content: t('vehicleAssociation.removeConfirm', { names: rows.map((r) => r.name).join('、'), model: model!.title }),
    okButtonProps: { danger: true },
    onOk: async () => {
      try {
        await changeModelProducts(model!.id, rows.map((r) => r.id), false);
        message.success(t('vehicleAssociation.removed'));
        refresh();
      } catch {}
    },
  });
  const rows = list.data?.list ?? [];

  return (
    <Card title={t('vehicleAssociation.title')} variant="borderless" data-testid="vehicle-association">
      <div style={{ display: 'flex', gap: 16, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <div style={{ flex: '0 0 300px', maxWidth: '100%' }}>
          <VehicleCatalogueTree value={model?.id} onPick={pick} />
        </div>
        <div style={{ flex: '1 1 520px', minWidth: 0 }}>
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, justifyContent: 'space-between', marginBottom: 12 }}>
            <Space wrap>
              <Typography.Text strong data-testid="picked-model">{model?.title ?? t('vehicleAssociation.pickModel')}</Typography.Text>
              {model && (
                <Input.Search allowClear placeholder={t('vehicleAssociation.keyword')} style={{ width: 240 }} onSearch={(v) => { setKeyword(v.trim()); setPage((p) => ({ ...p, page: 1 })); }} />
              )}
            </Space>
            <Space wrap>
              <Auth code="vehicle_association_add"><Button type="primary" icon={<PlusOutlined />} disabled={!model} onClick={() => setAdding(true)}>{t('vehicleAssociation.add')}</Button></Auth>
              <Auth code="vehicle_association_del">
                <Button danger icon={<DeleteOutlined />} disabled={!selected.length} onClick={() => remove(rows.filter((r) => selected.includes(r.id)))}>{t('vehicleAssociation.removeChosen')}</Button>
              </Auth>
              <Auth code="vehicle_association_import"><Button icon={<UploadOutlined />} onClick={() => setImporting(true)}>{t('vehicleAssociation.import')}</Button></Auth>
              <Auth code="vehicle_association_export">
                <Button icon={<DownloadOutlined />} onClick={() => void downloadXlsx('/vehicle-association/export', model ? { vehicle_model_id: model.id } : {}, t('import.fitmentTemplate')).catch(() => undefined)}>
                  {t(model ? 'vehicleAssociation.exportModel' : 'vehicleAssociation.exportAll')}
                </Button>
              </Auth>
            </Space>
          </div>
          {model ? (
            <Table<ModelProduct>
              rowKey="id"
              size="small"
              bordered
              loading={list.isFetching}
              dataSource={rows}
              scroll={{ x: 920 }}
              rowSelection={can('vehicle_association_del') ? { selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(Number)) } : undefined}
              pagination={{ current: page.page, pageSize: page.page_size, total: list.data?.total ?? 0, showSizeChanger: true, showTotal: (n) => t('vehicleAssociation.total', { count: n }), onChange: (p, s) => setPage({ page: p, page_size: s }) }}
              columns={[
                ...productColumns(t),
                ...(can('vehicle_association_del')
                  ? [{ title: t('vehicleAssociation.actions'), key: 'a', width: 80, render: (_: unknown, r: ModelProduct) => <Typography.Link type="danger" onClick={() => remove([r])}>{t('vehicleAssociation.remove')}</Typography.Link> }]
                  : []),
              ]}
            />
          ) : (
            <Empty description={t('vehicleAssociation.pickModel')} style={{ padding: 48 }} />
          )}
        </div>
      </div>
      {adding && model && <AddModelProducts model={model} onClose={() => setAdding(false)} onAdded={refresh} />}
      <Modal open={importing} title={t('import.fitment')} width={720} footer={null} onCancel={() => { setImporting(false); refresh(); }} destroyOnHidden maskClosable={false}>
        <ImportPanel target={{ templatePath: '/vehicle-fitment/import-template', importPath: '/vehicle-fitment/import', templateName: t('import.fitmentTemplate') }} />
      </Modal>
    </Card>
  );
}

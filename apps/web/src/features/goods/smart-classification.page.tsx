import { useQuery } from '@tanstack/react-query';
import { App, Button, Card, Col, Descriptions, Form, Row, Space, Statistic } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkTotals100 } from '@zf/shared';
import type { AbcRunResult, AbcState } from '@zf/shared';
import { Auth, PageRights } from '../../engines/permission/Auth.tsx';
import { DecimalInput } from '../../engines/resource/index.ts';
import { validationMessage } from '../../i18n/index.ts';
import { api, queryClient } from '../../request/index.ts';

type Percents = Pick<AbcState, 'a_percent' | 'b_percent' | 'c_percent'>;
const keys = ['a_percent', 'b_percent', 'c_percent'] as const;

/**
 * Smart classification (smartClassification): ABC percentages, which must total 100 % (SPEC §5), and a run that
 * classes every product; the product list then filters by ABC class.
 */
export default function SmartClassificationPage() {
  const { t } = useTranslation('goods');
  const { message } = App.useApp();
  const [form] = Form.useForm<Percents>();
  const [busy, setBusy] = useState<'save' | 'run' | null>(null);
  const state = useQuery({ queryKey: ['/smart-classification'], queryFn: () => api.get<AbcState>('/smart-classification') });

  const save = async (values: Percents) => {
    const total = checkTotals100(keys.map((k) => values[k] || '0'), 'abcPercent');
    if (total) {
      form.setFields(keys.map((name) => ({ name, errors: [validationMessage(total)] })));
      return;
    }
    setBusy('save');
    try {
      await api.put('/smart-classification', values);
      message.success(t('abc.saved'));
      await state.refetch();
    } catch {
    } finally {
      setBusy(null);
    }
  };
  const run = async () => {
    setBusy('run');
    try {
      const counts = await api.post<AbcRunResult>('/smart-classification/run');
      message.success(t('abc.done', counts));
      await Promise.all([state.refetch(), queryClient.invalidateQueries({ queryKey: ['resource', 'products'] })]);
    } catch {
    } finally {
      setBusy(null);
    }
  };

  const data = state.data;
  return (
    <PageRights page="smartClassification">
      <Card title={t('abc.title')} variant="borderless" loading={state.isLoading}>
        {data && (
          <Space orientation="vertical" size="large" style={{ width: '100%', maxWidth: 760 }}>
            <Descriptions column={1} size="small" bordered items={[
              { key: 'basis', label: t('abc.basis'), children: data.basis },
              { key: 'last', label: t('abc.lastRun'), children: data.last_run_time ? dayjs.unix(data.last_run_time).format('YYYY-MM-DD HH:mm:ss') : t('abc.never') },
            ]} />
            <Row gutter={16}>
              {(['A', 'B', 'C'] as const).map((c) => <Col span={8} key={c}><Card size="small"><Statistic title={t('abc.count', { cls: c })} value={data.counts[c]} /></Card></Col>)}
            </Row>
            <Form form={form} layout="inline" initialValues={{ a_percent: data.a_percent, b_percent: data.b_percent, c_percent: data.c_percent }} onFinish={(v) => void save(v)}
              onValuesChange={() => form.setFields(keys.map((name) => ({ name, errors: [] })))}>
              {keys.map((k, i) => (
                <Form.Item key={k} name={k} label={t('abc.percent', { cls: 'ABC'[i] })} required>
                  <DecimalInput places={2} />
                </Form.Item>
              ))}
            </Form>
            <Space>
              <Auth code="smart_classification_edit"><Button loading={busy === 'save'} onClick={() => form.submit()}>{t('abc.save')}</Button></Auth>
              <Auth code="smart_classification_run"><Button type="primary" loading={busy === 'run'} onClick={() => void run()}>{t('abc.run')}</Button></Auth>
            </Space>
          </Space>
        )}
      </Card>
    </PageRights>
  );
}

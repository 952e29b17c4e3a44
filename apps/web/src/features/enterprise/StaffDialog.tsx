import { useQuery } from '@tanstack/react-query';
import { App, Col, Form, Input, Modal, Radio, Row, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkPhone } from '@zf/shared';
import { RefSelect, useConflictHandler } from '../../engines/resource/index.ts';
import { validationMessage } from '../../i18n/index.ts';
import { ApiError } from '../../request/index.ts';
import { groupsKey, staffApi, type StaffForm, type StaffRow } from './staff-api.ts';
import { useGroupName } from './group-name.ts';

/**
 * Invite a person by phone (null) or edit a member (a row): name, sex (SPEC §4: 1 male, other codes female),
 * department, job, master or sub account, permission group.
 */
export function StaffDialog({ staff, onClose, onSaved }: { staff: StaffRow | null; onClose(): void; onSaved(): void }) {
  const { t } = useTranslation('enterprise');
  const { message } = App.useApp();
  const [form] = Form.useForm<StaffForm>();
  const [busy, setBusy] = useState(false);
  const groups = useQuery({ queryKey: [groupsKey, 'all'], queryFn: staffApi.groups });
  const groupName = useGroupName();
  const onConflict = useConflictHandler();
  const inviting = staff === null;
  // The member as last loaded: its version goes back with the edit; "reload" after a stale save replaces it.
  const [loaded, setLoaded] = useState(staff);
  const valuesOf = (s: StaffRow): Partial<StaffForm> => ({
    name: s.name, sex: s.sex ?? 0, department_id: s.department_id || undefined, position_id: s.position_id || undefined,
    account_type: (s.account_type as 1 | 2) ?? 2, permission_group_id: s.permission_group_id ?? null, remark: s.remark ?? '',
  });
  const reload = async (id: number) => {
    const fresh = await staffApi.get(id);
    setLoaded(fresh);
    form.setFieldsValue(valuesOf(fresh));
  };

  const save = async (values: StaffForm) => {
    const body = { ...values, department_id: values.department_id ?? 0, position_id: values.position_id ?? 0 };
    setBusy(true);
    try {
      if (inviting) {
        const r = await staffApi.invite(body);
        message.success(t(r.joined ? 'staff.joined' : 'staff.invited'));
      } else {
        const { phone: _phone, ...changes } = body;
        await staffApi.update(staff.id, { ...changes, version: loaded?.version });
        message.success(t('staff.saved'));
      }
      onSaved();
    } catch (e) {
      if (!inviting && onConflict(e, () => reload(staff.id))) return;
      if (e instanceof ApiError && e.code === 4220) form.setFields(Object.entries(e.fields).map(([name, text]) => ({ name: name as keyof StaffForm, errors: [text] })));
    } finally {
      setBusy(false);
    }
  };

  const initial: Partial<StaffForm> = staff ? valuesOf(staff) : { sex: 0, remark: '' };
  const phoneRule = { validator: (_: unknown, v: string = '') => { const k = v ? checkPhone(v) : 'phone.required'; return k ? Promise.reject(new Error(validationMessage(k))) : Promise.resolve(); } };
  return (
    <Modal open width={640} title={inviting ? t('staff.invite') : `${t('staff.edit')} · ${staff.name}`} onCancel={onClose} onOk={() => form.submit()} confirmLoading={busy} maskClosable={false}>
      <Form form={form} layout="vertical" initialValues={initial} onFinish={(v) => void save(v)}>
        <Row gutter={16}>
          {inviting && <Col span={12}><Form.Item name="phone" label={t('staff.phone')} required rules={[phoneRule]} extra={t('staff.phoneHint')}><Input maxLength={11} inputMode="tel" /></Form.Item></Col>}
          <Col span={12}><Form.Item name="name" label={t('staff.name')} rules={[{ required: true, whitespace: true, message: validationMessage('name.required') }]}><Input maxLength={50} /></Form.Item></Col>
          <Col span={12}>
            <Form.Item name="sex" label={t('staff.sex')}>
              <Radio.Group options={[{ value: 0, label: t('staff.sexes.0') }, { value: 1, label: t('staff.sexes.1') }, { value: 2, label: t('staff.sexes.2') }]} />
            </Form.Item>
          </Col>
          <Col span={12}><Form.Item name="department_id" label={t('staff.department')}><RefSelect resource="departments" /></Form.Item></Col>
          <Col span={12}><Form.Item name="position_id" label={t('staff.job')}><RefSelect resource="positions" /></Form.Item></Col>
          {!inviting && (
            <Col span={12}>
              <Form.Item name="account_type" label={t('staff.accountType')}>
                <Radio.Group options={[{ value: 1, label: t('staff.accountTypes.1') }, { value: 2, label: t('staff.accountTypes.2') }]} />
              </Form.Item>
            </Col>
          )}
          <Col span={12}>
            <Form.Item name="permission_group_id" label={t('staff.group')}>
              <Select allowClear loading={groups.isFetching} options={(groups.data?.list ?? []).map((g) => ({ value: g.id, label: groupName(g.name) }))} />
            </Form.Item>
          </Col>
          <Col span={24}><Form.Item name="remark" label={t('staff.remark')}><Input.TextArea rows={2} maxLength={200} /></Form.Item></Col>
        </Row>
      </Form>
    </Modal>
  );
}

import { MobileOutlined, SafetyOutlined } from '@ant-design/icons';
import { Form, Input, Space, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SmsScene } from '../api.ts';
import { phoneRules, smsCodeRules } from '../form-rules.ts';
import { SmsCodeButton } from './SmsCodeButton.tsx';

/** Phone + SMS code with the "get code" button, as used by registration and password reset. */
export function PhoneCodeFields({ form, scene }: { form: FormInstance; scene: SmsScene }) {
  const { t } = useTranslation('auth');
  const phone = async () => {
    const values = await form.validateFields(['phone']);
    return String(values.phone).trim();
  };
  return (
    <>
      <Form.Item name="phone" rules={phoneRules()} validateTrigger="onBlur">
        <Input prefix={<MobileOutlined />} placeholder={t('field.phone')} maxLength={11} inputMode="numeric" autoComplete="username" />
      </Form.Item>
      <Form.Item required>
        <Space.Compact style={{ width: '100%' }}>
          <Form.Item name="code" noStyle rules={smsCodeRules()}>
            <Input prefix={<SafetyOutlined />} placeholder={t('field.code')} maxLength={6} inputMode="numeric" autoComplete="one-time-code" />
          </Form.Item>
          <SmsCodeButton phone={phone} scene={scene} />
        </Space.Compact>
      </Form.Item>
    </>
  );
}

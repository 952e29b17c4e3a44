import { Checkbox, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** "I have read and agree to the user agreement", required before registering; the link opens /agreement. */
export function AgreementCheck() {
  const { t } = useTranslation('auth');
  return (
    <Form.Item
      name="agree"
      valuePropName="checked"
      rules={[{ validator: (_, v: boolean) => (v ? Promise.resolve() : Promise.reject(new Error(t('register.mustAgree')))) }]}
    >
      <Checkbox>
        {t('register.agreePrefix')}{' '}
        <Link to="/agreement" target="_blank" rel="noopener">
          {t('register.agreement')}
        </Link>
      </Checkbox>
    </Form.Item>
  );
}

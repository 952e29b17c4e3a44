import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuthShell } from './components/AuthShell.tsx';

const sections = ['account', 'data', 'privacy', 'payment', 'liability', 'changes'] as const;

/** /agreement: the user agreement linked from registration. */
export default function AgreementPage() {
  const { t } = useTranslation('auth');
  return (
    <AuthShell wide title={t('agreement.title')} subtitle={t('agreement.updated')} footer={<Link to="/registered">{t('agreement.back')}</Link>}>
      <Typography>
        <Typography.Paragraph>{t('agreement.intro')}</Typography.Paragraph>
        {sections.map((s, i) => (
          <section key={s}>
            <Typography.Title level={5}>
              {i + 1}. {t(`agreement.${s}.title`)}
            </Typography.Title>
            <Typography.Paragraph>{t(`agreement.${s}.body`)}</Typography.Paragraph>
          </section>
        ))}
      </Typography>
    </AuthShell>
  );
}

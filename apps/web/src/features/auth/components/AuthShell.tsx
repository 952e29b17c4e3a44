import { AccountBookOutlined, CheckCircleFilled } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSwitch } from '../../../app/components/LanguageSwitch.tsx';
import './auth.css';

/** The frame of every public auth page: a brand panel (hidden on narrow screens) and the form card. */
export function AuthShell({ title, subtitle, children, footer, wide = false }: { title: ReactNode; subtitle?: ReactNode; children: ReactNode; footer?: ReactNode; wide?: boolean }) {
  const { t } = useTranslation('auth');
  return (
    <div className="zf-auth">
      <aside className="zf-auth-brand">
        <Link to="/login" className="zf-auth-logo">
          <AccountBookOutlined />
          <span>{t('app:siteTitle')}</span>
        </Link>
        <div className="zf-auth-pitch">
          <h1>{t('brand.headline')}</h1>
          <p>{t('brand.tagline')}</p>
          <ul>
            {(['one', 'two', 'three'] as const).map((k) => (
              <li key={k}>
                <CheckCircleFilled /> {t(`brand.point.${k}`)}
              </li>
            ))}
          </ul>
        </div>
        <div className="zf-auth-brand-foot">© {new Date().getFullYear()} {t('app:siteTitle')}</div>
      </aside>
      <main className="zf-auth-main">
        <div className="zf-auth-top">
          <Link to="/login" className="zf-auth-logo zf-auth-logo-small">
            <AccountBookOutlined />
            <span>{t('app:siteTitle')}</span>
          </Link>
          <LanguageSwitch />
        </div>
        <div className={`zf-auth-card${wide ? ' zf-auth-card-wide' : ''}`}>
          <h2 className="zf-auth-title">{title}</h2>
          {subtitle ? <div className="zf-auth-subtitle">{subtitle}</div> : null}
          {children}
          {footer ? <div className="zf-auth-footer">{footer}</div> : null}
        </div>
      </main>
    </div>
  );
}

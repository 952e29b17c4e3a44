import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import './errors.css';

/**
 * The 404 page (SPEC §2): 'OOPS!', the headline that the page may not be entered, a hint to check the address and
 * 'return home'. Used for /404, the shell's /404/404 and for menu pages without a local screen.
 */
export default function NotFoundPage({ inShell = false }: { inShell?: boolean }) {
  const { t } = useTranslation('errors');
  return (
    <div className={`zf-404${inShell ? ' zf-404-shell' : ''}`} data-testid="not-found">
      <div className="zf-404-art" aria-hidden>
        404
      </div>
      <div className="zf-404-text">
        <div className="zf-404-oops">OOPS!</div>
        <div className="zf-404-info">
          {t('notFound.copyright')} {t('app:siteTitle')}
        </div>
        <div className="zf-404-headline">{t('notFound.headline')}</div>
        <div className="zf-404-hint">{t('notFound.hint')}</div>
        <Link to="/">
          <Button type="primary" shape="round">
            {t('notFound.home')}
          </Button>
        </Link>
      </div>
    </div>
  );
}

/** Inside the layout: the same page sized for the main area. */
export function NotFoundInShell() {
  return <NotFoundPage inShell />;
}

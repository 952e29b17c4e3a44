import { AccountBookOutlined } from '@ant-design/icons';
import { Button, Result, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { LanguageSwitch } from '../../app/components/LanguageSwitch.tsx';
import { useSession } from '../../app/stores/session.store.ts';
import { api } from '../../request/index.ts';
import { DocumentView } from '../print/DocumentView.tsx';
import type { PrintDocument } from '../print/print-document.ts';
import '../print/print.css';

type State = { status: 'loading' } | { status: 'missing' } | { status: 'invalid' } | { status: 'ok'; doc: PrintDocument };

/**
 * /share?code=…: a bill an enterprise shared with a partner, readable without an account (and open to logged-in
 * users too, SPEC §2). GET /share/:code answers the document; an unknown or expired code shows that plainly.
 */
export default function SharePage() {
  const { t } = useTranslation('share');
  const [params] = useSearchParams();
  const code = params.get('code') ?? params.get('id') ?? '';
  const loggedIn = !!useSession((s) => s.token);
  const [state, setState] = useState<State>(code ? { status: 'loading' } : { status: 'missing' });

  useEffect(() => {
    if (!code) return;
    let live = true;
    api
      .get<PrintDocument>(`/share/${encodeURIComponent(code)}`, undefined, { quiet: [4004, 4003] })
      .then((doc) => live && setState(doc && typeof doc.title === 'string' ? { status: 'ok', doc } : { status: 'invalid' }))
      .catch(() => live && setState({ status: 'invalid' }));
    return () => {
      live = false;
    };
  }, [code]);

  return (
    <div className="zf-print-page">
      <div className="zf-print-bar">
        <Link to={loggedIn ? '/' : '/login'} style={{ fontSize: 18, fontWeight: 600 }}>
          <AccountBookOutlined /> {t('app:siteTitle')}
        </Link>
        <LanguageSwitch />
      </div>
      {state.status === 'ok' ? (
        <>
          <DocumentView doc={state.doc} />
          <div className="zf-print-bar" style={{ marginTop: 16, justifyContent: 'center' }}>
            <Button onClick={() => window.print()}>{t('print')}</Button>
          </div>
        </>
      ) : (
        <div className="zf-doc">
          {state.status === 'loading' ? (
            <div style={{ textAlign: 'center', padding: 48 }}>
              <Spin />
            </div>
          ) : (
            <Result
              status={state.status === 'missing' ? 'warning' : 'info'}
              title={state.status === 'missing' ? t('missingTitle') : t('invalidTitle')}
              subTitle={state.status === 'missing' ? t('missing') : t('invalid')}
              extra={<Link to={loggedIn ? '/' : '/login'}>{loggedIn ? t('toApp') : t('toLogin')}</Link>}
            />
          )}
        </div>
      )}
    </div>
  );
}

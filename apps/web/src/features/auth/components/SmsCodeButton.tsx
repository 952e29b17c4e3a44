import { Button } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { authApi, type SmsScene } from '../api.ts';

/** SPEC §2: an SMS code can be asked for again after 60 s. */
export const resendSeconds = 60;

/**
 * "Get code" with the resend countdown. `phone()` validates and returns the phone field (rejects when invalid);
 * the countdown starts only when the server accepted the request.
 */
export function SmsCodeButton({ phone, scene, onSent, size = 'large', sentAt }: {
  phone: () => Promise<string>;
  scene: SmsScene;
  onSent?: () => void;
  size?: 'large' | 'middle';
  /** When a code was already sent (ms), e.g. by the previous step: the countdown continues from there. */
  sentAt?: number;
}) {
  const { t } = useTranslation('auth');
  const [left, setLeft] = useState(() => (sentAt ? Math.max(0, resendSeconds - Math.floor((Date.now() - sentAt) / 1000)) : 0));
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);

  const send = async () => {
    let value: string;
    try {
      value = await phone();
    } catch {
      return;
    }
    setSending(true);
    try {
      await authApi.sendSmsCode(value, scene);
      setLeft(resendSeconds);
      onSent?.();
    } catch {
      // The request layer has shown the server's reason (too many codes, unknown phone …).
    } finally {
      setSending(false);
    }
  };

  return (
    <Button size={size} onClick={send} loading={sending} disabled={left > 0} style={{ minWidth: 120 }} data-testid="sms-send">
      {left > 0 ? t('sms.resendIn', { seconds: left }) : t('sms.send')}
    </Button>
  );
}

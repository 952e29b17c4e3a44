import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import { useEffect } from 'react';
import { RouterProvider } from 'react-router';
import { useAntdLocale } from '../i18n/ui-locale.ts';
import { queryClient } from '../request/index.ts';
import { usePrefersReducedMotion } from './reduced-motion.ts';
import { notificationPlacement, setNotificationInstance } from './notify.ts';
import { router } from './router/router.tsx';
import { useSettings } from './stores/settings.store.ts';

/** Hands antd's context-aware notification instance to the request layer. */
function NotificationBridge() {
  const { notification } = AntApp.useApp();
  useEffect(() => setNotificationInstance(notification), [notification]);
  return null;
}

/** Providers: antd (locale and theme follow language and settings, motion the system's preference), TanStack Query, the router. */
export function App() {
  const locale = useAntdLocale();
  const theme = useSettings((s) => s.theme);
  const reducedMotion = usePrefersReducedMotion();
  return (
    <ConfigProvider locale={locale} theme={{ token: { colorPrimary: theme, borderRadius: 4, motion: !reducedMotion } }}>
      <AntApp notification={{ placement: notificationPlacement }}>
        <NotificationBridge />
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}

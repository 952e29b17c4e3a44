import { useQuery } from '@tanstack/react-query';
import { App } from 'antd';
import { api, ApiError, queryClient } from '../../request/index.ts';
import type { LedgerSettings } from '@zf/shared';

/** GET/PUT /finance/settings for the method and parameter pages: the settings and a saver that reports the outcome. */
export function useLedgerSettings(savedText: string) {
  const { message } = App.useApp();
  const settings = useQuery({ queryKey: ['/finance/settings'], queryFn: () => api.get<LedgerSettings>('/finance/settings') });
  const save = async (values: Partial<LedgerSettings>) => {
    try {
      await api.put('/finance/settings', values);
      message.success(savedText);
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
    }
    await queryClient.invalidateQueries({ queryKey: ['/finance/settings'] });
  };
  return { settings, save };
}

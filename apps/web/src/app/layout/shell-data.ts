import { useQuery } from '@tanstack/react-query';
import { statusDictionary, type EnterpriseInfo, type MessageCount, type StatusDictionary } from '@zf/shared';
import { useEffect } from 'react';
import { currentLanguage } from '../../i18n/index.ts';
import { api, ApiError } from '../../request/index.ts';
import { navigateTo } from '../navigation.ts';
import { guidePath, homePath } from '../router/layout-paths.ts';
import { usePeriod, type CurrentPeriod } from '../stores/period.store.ts';
import { useSession } from '../stores/session.store.ts';
import { useStatus } from '../stores/status.store.ts';
import { writeJson } from '../stores/storage.ts';

/** GET /enterprise/info (API.md, the shared contract): what the top bar and the expiry check read. */
export type { EnterpriseInfo };

/** SPEC §3: type 1 shows org_name, type 2 alias_name, both falling back to name. */
export const enterpriseName = (e: Pick<EnterpriseInfo, 'type' | 'name' | 'org_name' | 'alias_name'> & { display_name?: string }): string =>
  e.display_name || (e.type === 1 ? e.org_name : e.type === 2 ? e.alias_name : '') || e.name;

/** The all-status dictionary, loaded once per session before the main area renders (SPEC §2). */
export function useStatusDictionary(): boolean {
  const loaded = useStatus((s) => s.loaded);
  useEffect(() => {
    if (loaded) return;
    api
      .get<StatusDictionary>('/common/all-status')
      .then((d) => useStatus.getState().setAllStatus(d))
      // The server is unreachable or old: the last stored copy, else the shared definitions, keep the app usable.
      .catch(() => useStatus.getState().setAllStatus(useStatus.getState().allStatus ?? statusDictionary(currentLanguage())));
  }, [loaded]);
  return loaded;
}

export function useEnterpriseInfo() {
  const enterpriseId = useSession((s) => s.enterprise_id);
  const query = useQuery({ queryKey: ['/enterprise/info', enterpriseId], queryFn: () => api.get<EnterpriseInfo>('/enterprise/info'), staleTime: 5 * 60_000 });
  useEffect(() => {
    if (!query.data) return;
    useSession.getState().setVersionInfo(query.data.version_info);
    writeJson('stock_accounting_method', query.data.stock_accounting_method);
  }, [query.data]);
  return query.data;
}

const guideShownKey = 'zf.guideShown';

/**
 * GET /finance/current-period: 2000 with locked_account 1 shows both periods; 5000 (or locked_account 2) shows the
 * not-initialized info and sends the user to the initialization guide (SPEC §4, §8): once per browser session and
 * only from the home page, so the user can still move around while setting up and a login's redirect target wins.
 */
export function useCurrentPeriod(): void {
  const enterpriseId = useSession((s) => s.enterprise_id);
  useEffect(() => {
    let live = true;
    const toGuide = () => {
      if (window.location.pathname !== homePath && window.location.pathname !== '/') return;
      if (sessionStorage.getItem(guideShownKey) === String(enterpriseId)) return;
      sessionStorage.setItem(guideShownKey, String(enterpriseId));
      navigateTo(guidePath);
    };
    api
      .get<CurrentPeriod>('/finance/current-period', undefined, { quiet: [5000] })
      .then((p) => {
        if (!live) return;
        usePeriod.getState().setPeriod(p);
        if (p.locked_account === 2) toGuide();
      })
      .catch((e) => {
        if (!live || !(e instanceof ApiError) || e.code !== 5000) return;
        const data = (e.data ?? {}) as Partial<CurrentPeriod>;
        usePeriod.getState().setPeriod({ ...data, locked_account: 2, info: data.info || e.message });
        toGuide();
      });
    return () => {
      live = false;
    };
  }, [enterpriseId]);
}

/** Unread messages for the badge (GET /messages/count), refreshed every minute. */
export function useMessageCount(): number {
  const count = useSession((s) => s.message_count);
  const query = useQuery({
    queryKey: ['/messages/count'],
    queryFn: () => api.get<MessageCount>('/messages/count'),
    refetchInterval: 60_000,
    staleTime: 0,
  });
  useEffect(() => {
    if (query.data) useSession.getState().setMessageCount(query.data.message_count);
  }, [query.data]);
  return count;
}

import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * SPEC §2: the page title is the route title followed by the site title (账房 / Zhangfang). Without a title the
 * hook leaves the document title alone (the shell sets it for its own routes).
 */
export function usePageTitle(title: string | undefined): void {
  const { t } = useTranslation('app');
  const site = t('siteTitle');
  useEffect(() => {
    if (title) document.title = `${title} - ${site}`;
  }, [title, site]);
}

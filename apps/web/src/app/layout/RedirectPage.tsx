import { useEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { useTags } from '../stores/tags.store.ts';

/**
 * /redirect/:path* (SPEC §2): refreshes a tab. It bumps the tab's generation (a new key remounts the page and drops
 * its kept state) and goes straight back to the page.
 */
export function RedirectPage() {
  const params = useParams();
  const { search } = useLocation();
  const navigate = useNavigate();
  const refresh = useTags((s) => s.refresh);
  const target = `/${params['*'] ?? ''}`;
  useEffect(() => {
    refresh(target);
    navigate(`${target}${search}`, { replace: true });
  }, [target, search, refresh, navigate]);
  return null;
}

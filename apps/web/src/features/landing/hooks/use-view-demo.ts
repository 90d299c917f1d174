import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';

/**
 * The landing page renders without the query client (app/routes/root.tsx): it, the api client and the
 * config's schema load on first interest in the button. It is the app's one query client, so the sign-in
 * page finds the config already cached.
 */
async function loadPublicConfigQuery() {
  const [{ queryClient }, { getPublicConfigQueryOptions }] = await Promise.all([
    import('@/lib/react-query'),
    import('@/lib/public-config'),
  ]);
  return { queryClient, options: getPublicConfigQueryOptions() };
}

/**
 * 'View Demo': when this installation has the seeded demo workspace, go to sign-in with the demo account
 * (`/login?demo=1`); otherwise (production data, or the config could not be loaded) book a demo with sales.
 */
export function useViewDemo() {
  const navigate = useNavigate();
  const [isPending, setIsPending] = useState(false);

  const prefetch = useCallback(() => {
    // A failed prefetch is retried by the click, which handles the failure.
    loadPublicConfigQuery()
      .then(({ queryClient, options }) => queryClient.prefetchQuery(options))
      .catch(() => {});
  }, []);

  const viewDemo = useCallback(async () => {
    setIsPending(true);
    let hasDemoAccount = false;
    try {
      const { queryClient, options } = await loadPublicConfigQuery();
      const config = await queryClient.fetchQuery(options);
      hasDemoAccount = config.demoAccount !== null;
    } catch {
      // Without the config we cannot promise a demo account; sales can always give a demo.
    } finally {
      setIsPending(false);
    }
    navigate(
      hasDemoAccount
        ? paths.login.getHref({ demo: true })
        : paths.contact.getHref({ plan: 'enterprise', demo: true }),
    );
  }, [navigate]);

  return { viewDemo, prefetch, isPending };
}

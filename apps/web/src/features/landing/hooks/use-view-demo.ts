import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { getPublicConfigQueryOptions } from '@/lib/public-config';

/**
 * 'View Demo': when this installation has the seeded demo workspace, go to sign-in with the demo account
 * (`/login?demo=1`); otherwise (production data, or the config could not be loaded) book a demo with sales.
 */
export function useViewDemo() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [isPending, setIsPending] = useState(false);

  const prefetch = useCallback(() => {
    void queryClient.prefetchQuery(getPublicConfigQueryOptions());
  }, [queryClient]);

  const viewDemo = useCallback(async () => {
    setIsPending(true);
    let hasDemoAccount = false;
    try {
      const config = await queryClient.fetchQuery(getPublicConfigQueryOptions());
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
  }, [queryClient, navigate]);

  return { viewDemo, prefetch, isPending };
}

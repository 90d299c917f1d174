import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { AppRoutes, preloadPrerenderedPage } from './app/router';

export { prerenderedPaths } from './app/router';

/**
 * The build's server entry (scripts/prerender.mjs runs it): a public page's HTML, the same tree main.tsx
 * hydrates (App is BrowserRouter around AppRoutes), in English and signed out.
 */
export async function render(pathname: string): Promise<string> {
  if (!(await preloadPrerenderedPage(pathname))) throw new Error(`${pathname} is not pre-rendered`);
  const { prelude } = await prerender(
    <StrictMode>
      <StaticRouter location={pathname}>
        <AppRoutes />
      </StaticRouter>
    </StrictMode>,
    // One piece of HTML with every boundary in place: React would otherwise move large boundaries out of
    // line, to be put back by inline scripts, which the CSP (script-src 'self') does not run.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return new Response(prelude).text();
}

import { RotateCw } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** What RouteErrorBoundary shows instead of a blank page when a page fails to render or load. */
export function RouteError({ error }: { error: unknown }) {
  if (import.meta.env.DEV) console.error(error);
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-6 px-6 text-center">
      <title>Something went wrong | HireAssess</title>
      <div className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight">Something went wrong</h1>
        <p className="max-w-md text-muted-foreground">
          The page could not be displayed. Reload to try again; if the problem persists, contact support.
        </p>
      </div>
      <div className="flex flex-wrap items-center justify-center gap-3">
        <Button onClick={() => window.location.reload()}>
          <RotateCw aria-hidden="true" />
          Reload page
        </Button>
        <Button variant="outline" asChild>
          <Link to={paths.home.getHref()} reloadDocument>
            Back to Home
          </Link>
        </Button>
      </div>
    </main>
  );
}

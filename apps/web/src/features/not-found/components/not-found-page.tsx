import { ArrowLeft, BookOpen, SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { PublicLayout } from '@/components/layouts/public-layout';
import { Head } from '@/components/seo/head';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

export function NotFoundPage() {
  return (
    <PublicLayout>
      <Head title="Page not found" />
      <meta name="robots" content="noindex" />
      <section className="mx-auto flex max-w-2xl flex-col items-center px-6 py-24 text-center sm:py-32">
        <div className="flex size-16 items-center justify-center rounded-2xl bg-secondary text-primary">
          <SearchX aria-hidden="true" className="size-8" />
        </div>
        <p className="mt-6 text-sm font-semibold tracking-widest text-primary uppercase">Error 404</p>
        <h1 className="mt-2 text-4xl font-bold tracking-tight text-balance sm:text-5xl">
          Oops! Page not found
        </h1>
        <p className="mt-4 max-w-md text-lg text-muted-foreground">
          The page you are looking for does not exist or has been moved. Check the address, or head back to
          familiar ground.
        </p>
        <div className="mt-10 flex flex-wrap items-center justify-center gap-3">
          <Button asChild size="lg">
            <Link to={paths.home.getHref()}>
              <ArrowLeft aria-hidden="true" />
              Back to Home
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to={paths.documentation.getHref()}>
              <BookOpen aria-hidden="true" />
              Read the documentation
            </Link>
          </Button>
        </div>
      </section>
    </PublicLayout>
  );
}

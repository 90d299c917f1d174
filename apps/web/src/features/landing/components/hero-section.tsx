import { ArrowRight, CirclePlay, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useHydrated } from '@/lib/use-hydrated';
import { STATS } from '../hero-content';
import { useViewDemo } from '../hooks/use-view-demo';
import { ProductPreview } from './product-preview';

export function HeroSection() {
  const { viewDemo, prefetch, isPending } = useViewDemo();
  // The page is pre-rendered: the demo sign-in works once React runs it.
  const hydrated = useHydrated();

  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top,var(--color-secondary),transparent_65%)]"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[linear-gradient(to_right,oklch(0.929_0.013_255.508/0.6)_1px,transparent_1px),linear-gradient(to_bottom,oklch(0.929_0.013_255.508/0.6)_1px,transparent_1px)] bg-[size:48px_48px] [mask-image:radial-gradient(ellipse_at_top,black_30%,transparent_75%)]"
      />
      <div className="mx-auto grid max-w-7xl items-center gap-14 px-4 pt-16 pb-20 sm:px-6 lg:grid-cols-[1.05fr_1fr] lg:gap-12 lg:px-8 lg:pt-24 lg:pb-28">
        <div className="flex flex-col items-center text-center lg:items-start lg:text-left">
          <Badge
            variant={null}
            size={null}
            className="gap-1.5 border-primary/20 bg-secondary px-3 py-1 text-sm text-secondary-foreground"
          >
            <Sparkles aria-hidden="true" />
            AI-Powered Assessment Platform
          </Badge>
          <h1
            id="hero-title"
            className="mt-6 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl xl:text-[3.5rem] xl:leading-[1.1]"
          >
            Transform your hiring with <span className="text-primary">AI-powered</span> assessments
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-8 text-pretty text-muted-foreground">
            HireAssess generates personalised tests for every candidate and role, automates everything from
            CSV upload to test deployment, and scores each section with a downloadable PDF report.
          </p>
          <div className="mt-9 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
            <Button asChild size={null} className="h-11 px-7 text-base">
              <Link to={paths.signUp.getHref()}>
                Start Free Trial
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            <Button
              size={null}
              variant="outline"
              className="h-11 px-7 text-base"
              onClick={viewDemo}
              onPointerEnter={prefetch}
              onFocus={prefetch}
              disabled={isPending || !hydrated}
              aria-busy={isPending || undefined}
            >
              {isPending ? <Spinner size="size-4" decorative /> : <CirclePlay aria-hidden="true" />}
              View Demo
            </Button>
          </div>

          <dl className="mt-12 grid w-full max-w-xl grid-cols-3 gap-4 border-t pt-8">
            {STATS.map((stat) => (
              <div key={stat.label} className="flex flex-col-reverse gap-1">
                <dt className="text-xs leading-snug text-muted-foreground sm:text-sm">{stat.label}</dt>
                <dd className="text-3xl font-bold tracking-tight text-foreground sm:text-4xl">
                  {stat.value}
                </dd>
              </div>
            ))}
          </dl>
        </div>

        <ProductPreview className="mx-auto w-full max-w-xl lg:max-w-none" />
      </div>
    </section>
  );
}

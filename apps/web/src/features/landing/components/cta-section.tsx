import { ArrowRight, CalendarCheck } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

export function CtaSection() {
  return (
    <section aria-labelledby="cta-title" className="px-4 py-20 sm:px-6 sm:py-24 lg:px-8">
      <div className="relative mx-auto max-w-5xl overflow-hidden rounded-3xl bg-primary px-6 py-16 text-center text-primary-foreground shadow-xl sm:px-12 dark:bg-brand-dark dark:text-white">
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-0 bg-[radial-gradient(circle_at_20%_0%,oklch(1_0_0/0.16),transparent_45%),radial-gradient(circle_at_90%_100%,oklch(0.257_0.09_281.288/0.5),transparent_50%)]"
        />
        <div className="relative">
          <h2 id="cta-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
            Get Started Today
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-indigo-100">
            Run your first AI-personalised assessment in minutes. Start a free trial, or let our team show you
            how HireAssess fits your hiring process.
          </p>
          <div className="mt-9 flex flex-col justify-center gap-3 sm:flex-row">
            <Button
              asChild
              size="lg"
              variant="secondary"
              className="bg-white px-7 text-primary hover:bg-indigo-50 dark:text-brand-dark"
            >
              <Link to={paths.signUp.getHref()}>
                Start Free Trial
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            <Button
              asChild
              size="lg"
              variant="outline"
              className="border-white/40 bg-transparent px-7 text-white hover:bg-white/10 hover:text-white"
            >
              <Link to={paths.contact.getHref({ plan: 'enterprise', demo: true })}>
                <CalendarCheck aria-hidden="true" />
                Book a Demo
              </Link>
            </Button>
          </div>
        </div>
      </div>
    </section>
  );
}

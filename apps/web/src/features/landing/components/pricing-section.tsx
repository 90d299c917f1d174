import { PLANS, type TPlan } from '@app/contracts';
import { Check, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { landingAnchors, paths } from '@/config/paths';
import { cn } from '@/lib/utils';
import { CUSTOM_QUESTIONS_FEATURE } from '../content';
import { SectionHeading } from './section-heading';

const formatPrice = (plan: TPlan) =>
  new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: plan.currency,
    maximumFractionDigits: 0,
  }).format(plan.pricePerUser);

const planSummary: Record<TPlan['id'], string> = {
  startup: 'For growing teams running their first structured assessments.',
  enterprise: 'For organisations hiring at volume with integrations and dedicated support.',
};

function PlanCard({ plan }: { plan: TPlan }) {
  const titleId = `plan-${plan.id}-title`;
  return (
    <Card
      className={cn(
        'relative h-full gap-6',
        plan.mostPopular && 'border-2 border-primary shadow-xl shadow-indigo-900/10',
      )}
    >
      {plan.mostPopular ? (
        <Badge className="absolute -top-3.5 left-1/2 -translate-x-1/2 px-3 py-1 text-sm shadow-sm">
          <Sparkles aria-hidden="true" />
          Most Popular
        </Badge>
      ) : null}
      <CardHeader className="gap-3">
        <CardTitle as="h3" id={titleId} className="text-xl">
          {plan.name}
        </CardTitle>
        <p className="text-sm text-muted-foreground">{planSummary[plan.id]}</p>
        <p className="mt-2 flex items-baseline gap-1.5">
          <span className="text-5xl font-bold tracking-tight">{formatPrice(plan)}</span>
          <span className="text-muted-foreground">per user</span>
        </p>
        <p className="w-fit rounded-md bg-secondary px-3 py-1.5 text-sm font-semibold text-secondary-foreground">
          {plan.testGenerations}
        </p>
      </CardHeader>
      <CardContent className="flex-1">
        <ul className="grid gap-3" aria-label={`${plan.name} plan features`}>
          {[...plan.features, CUSTOM_QUESTIONS_FEATURE[plan.id]].map((feature) => (
            <li key={feature} className="flex items-start gap-3 text-sm">
              <span className="mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
                <Check aria-hidden="true" className="size-3.5" />
              </span>
              {feature}
            </li>
          ))}
        </ul>
      </CardContent>
      <CardFooter>
        <Button asChild size="lg" variant={plan.mostPopular ? 'default' : 'outline'} className="w-full">
          <Link to={paths.contact.getHref({ plan: plan.id })}>Choose {plan.name}</Link>
        </Button>
      </CardFooter>
    </Card>
  );
}

export function PricingSection() {
  return (
    <section id={landingAnchors.pricing} aria-labelledby="pricing-title" className="py-20 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="pricing-title" eyebrow="Pricing" title="Simple, transparent pricing">
          Pay per user, with generous test generation included. No setup fees.
        </SectionHeading>
        <ul className="mx-auto mt-16 grid max-w-5xl items-stretch gap-8 lg:grid-cols-2">
          {PLANS.map((plan) => (
            <li key={plan.id}>
              <PlanCard plan={plan} />
            </li>
          ))}
        </ul>
        <div className="mx-auto mt-12 flex max-w-5xl flex-col items-center justify-between gap-4 rounded-2xl border bg-muted/50 px-6 py-6 text-center sm:flex-row sm:text-left">
          <div>
            <p className="font-semibold">Need a custom plan or volume pricing?</p>
            <p className="text-sm text-muted-foreground">
              Tell us about your hiring volume and we will put together a plan that fits.
            </p>
          </div>
          <Button asChild variant="secondary" size="lg" className="shrink-0">
            <Link to={paths.contact.getHref({ plan: 'custom' })}>Contact Sales</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}

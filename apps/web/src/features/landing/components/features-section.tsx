import { Check } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { landingAnchors } from '@/config/paths';
import { FEATURES } from '../content';
import { SectionHeading } from './section-heading';

export function FeaturesSection() {
  return (
    <section
      id={landingAnchors.features}
      aria-labelledby="features-title"
      className="bg-muted/40 py-20 sm:py-24"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="features-title"
          eyebrow="Features"
          title="Everything you need to assess candidates at scale"
        >
          From the first CSV to the final report, HireAssess automates the busywork so your team can focus on
          choosing the right people.
        </SectionHeading>
        <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {FEATURES.map((feature) => (
            <li key={feature.title} className="flex">
              <Card className="w-full gap-5 transition-shadow hover:shadow-md">
                <CardHeader className="gap-4">
                  <span className="flex size-12 items-center justify-center rounded-xl bg-primary text-primary-foreground shadow-sm">
                    <feature.icon aria-hidden="true" className="size-6" />
                  </span>
                  <CardTitle as="h3">{feature.title}</CardTitle>
                  <CardDescription className="text-[0.9375rem] leading-relaxed">
                    {feature.description}
                  </CardDescription>
                </CardHeader>
                <CardContent className="mt-auto">
                  <ul className="grid gap-2 border-t pt-4">
                    {feature.points.map((point) => (
                      <li key={point} className="flex items-start gap-2 text-sm">
                        <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
                        {point}
                      </li>
                    ))}
                  </ul>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

import { landingAnchors } from '@/config/paths';
import { PIPELINE_STEPS } from '../content';
import { SectionHeading } from './section-heading';

export function HowItWorksSection() {
  return (
    <section id={landingAnchors.howItWorks} aria-labelledby="how-it-works-title" className="py-20 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="how-it-works-title"
          eyebrow="How it works"
          title="From spreadsheet to scored reports in four steps"
        >
          One upload starts an automated pipeline for every candidate. You watch each step complete on your
          dashboard.
        </SectionHeading>
        <div className="relative mt-14">
          <div
            aria-hidden="true"
            className="pointer-events-none absolute top-7 right-[12.5%] left-[12.5%] hidden h-px bg-gradient-to-r from-primary/10 via-primary/40 to-primary/10 lg:block"
          />
          <ol className="relative grid gap-8 md:grid-cols-2 lg:grid-cols-4 lg:gap-6">
            {PIPELINE_STEPS.map((step, index) => (
              <li key={step.title} className="relative flex flex-col items-center text-center">
                <span className="relative flex size-14 items-center justify-center rounded-2xl border-2 border-primary/20 bg-background text-primary shadow-sm">
                  <step.icon aria-hidden="true" className="size-6" />
                  <span className="absolute -top-2 -right-2 flex size-6 items-center justify-center rounded-full bg-primary text-xs font-bold text-primary-foreground">
                    {index + 1}
                  </span>
                </span>
                <h3 className="mt-5 text-lg font-semibold">{step.title}</h3>
                <p className="mt-2 max-w-xs text-sm leading-relaxed text-muted-foreground">
                  {step.description}
                </p>
              </li>
            ))}
          </ol>
        </div>
      </div>
    </section>
  );
}

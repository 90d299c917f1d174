import { CircleCheck } from 'lucide-react';
import { landingAnchors } from '@/config/paths';
import { CAPABILITIES } from '../content';

export function AboutSection() {
  return (
    <section id={landingAnchors.about} aria-labelledby="about-title" className="bg-muted/40 py-20 sm:py-24">
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 sm:px-6 lg:grid-cols-2 lg:px-8">
        <div>
          <p className="text-sm font-semibold tracking-wider text-primary uppercase">About HireAssess</p>
          <h2 id="about-title" className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            Built for hiring teams who want speed without giving up fairness
          </h2>
          <p className="mt-5 text-lg leading-8 text-muted-foreground">
            HireAssess brings psychometric and English assessments, AI-personalised questions and automated
            candidate operations into one platform. Every candidate for a role follows the same blueprint, so
            personalisation never costs you comparability.
          </p>
          <p className="mt-4 leading-7 text-muted-foreground">
            Companies of every size use HireAssess to replace hand-written tests and spreadsheets with a
            pipeline that runs itself, and reports that hiring managers can trust.
          </p>
        </div>
        <ul className="grid gap-3 sm:grid-cols-2">
          {CAPABILITIES.map((capability) => (
            <li
              key={capability}
              className="flex items-center gap-3 rounded-xl border bg-card px-4 py-4 shadow-xs"
            >
              <CircleCheck aria-hidden="true" className="size-5 shrink-0 text-success" />
              <span className="font-medium">{capability}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

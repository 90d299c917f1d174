import { useLayoutEffect } from 'react';
import { twMerge } from 'tailwind-merge';
import { installClassMerge } from '@/lib/utils';
import { AboutSection } from './about-section';
import { CtaSection } from './cta-section';
import { FeaturesSection } from './features-section';
import { HowItWorksSection } from './how-it-works-section';
import { PricingSection } from './pricing-section';
import { TestimonialsSection } from './testimonials-section';

// These sections override the ui components' classes (a card's gap, a button's colours): they need the merge
// that the page above them does without (lib/utils.ts), installed before they first render.
installClassMerge(twMerge);

/** The landing page after its hero: loaded when the reader approaches it (deferred-sections.tsx). */
export function BelowTheFold({ takePendingJump }: { takePendingJump: () => string | null }) {
  useLayoutEffect(() => {
    const hash = takePendingJump();
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    target?.scrollIntoView({ behavior: 'instant', block: 'start' });
  }, [takePendingJump]);
  return (
    <>
      <FeaturesSection />
      <HowItWorksSection />
      <AboutSection />
      <PricingSection />
      <TestimonialsSection />
      <CtaSection />
    </>
  );
}

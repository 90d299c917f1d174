import { PublicLayout } from '@/components/layouts/public-layout';
import { Head } from '@/components/seo/head';
import { AboutSection } from './about-section';
import { CtaSection } from './cta-section';
import { FeaturesSection } from './features-section';
import { HeroSection } from './hero-section';
import { HowItWorksSection } from './how-it-works-section';
import { PricingSection } from './pricing-section';
import { TestimonialsSection } from './testimonials-section';

export function LandingPage() {
  return (
    <PublicLayout>
      <Head />
      <HeroSection />
      <FeaturesSection />
      <HowItWorksSection />
      <AboutSection />
      <PricingSection />
      <TestimonialsSection />
      <CtaSection />
    </PublicLayout>
  );
}

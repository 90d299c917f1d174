import { PublicLayout } from '@/components/layouts/public-layout';
import { Head } from '@/components/seo/head';
import { DeferredSections } from './deferred-sections';
import { HeroSection } from './hero-section';

export function LandingPage() {
  return (
    <PublicLayout>
      <Head />
      <HeroSection />
      <DeferredSections />
    </PublicLayout>
  );
}

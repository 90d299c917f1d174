import { loadBelowTheFold } from '@/features/landing/components/deferred-sections';
import { LandingPage } from '@/features/landing/components/landing-page';

export function Component() {
  return <LandingPage />;
}

/** A render shows the whole page; hydration leaves the sections after the hero as server HTML until needed. */
export function prepare(forHydration: boolean): Promise<void> {
  return forHydration ? Promise.resolve() : loadBelowTheFold();
}

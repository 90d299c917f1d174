import { OnboardCompanyPage } from '@/features/onboarding/components/onboard-company-page';

export function Component() {
  return <OnboardCompanyPage />;
}

import { EmailVerifiedPage } from '@/features/auth/components/email-verified-page';

export function Component() {
  return <EmailVerifiedPage />;
}

import { LoginPage } from '@/features/auth/components/login-page';
import { i18n } from '@/lib/i18n';

/** The page's messages (English at build time) are loaded before it renders, so its HTML is complete. */
export async function prepare() {
  await i18n.loadNamespaces(['auth', 'common', 'shell', 'sso-sign-in']);
}

export function Component() {
  return <LoginPage />;
}

import { LayoutDashboard, LogOut, UserRound } from 'lucide-react';
import type * as React from 'react';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Logo } from '@/components/brand/logo';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { homeForRole } from '@/lib/auth/home-for-role';
import { useLogout } from '@/lib/auth/sign-out';
import { useAuth } from '@/lib/auth/use-auth';
import { useT } from '@/lib/i18n';
import { cn } from '@/lib/utils';
import { WorkspaceMenuButton, WorkspaceNav } from './workspace-nav';

/**
 * The signed-in frame: brand, a greeting, account and logout; pages render inside <main>. `mark` replaces
 * the product's logo (a company's white-label on candidate pages). Company members also get the
 * workspace navigation (Assessments, Candidates, Analytics, Settings), as a menu on narrow screens.
 */
export function AppShell({
  greeting,
  mark,
  children,
}: {
  greeting: React.ReactNode;
  mark?: React.ReactNode;
  children: React.ReactNode;
}) {
  // The shell's own words: candidates read them too, so they are translated (locales/*/shell.json).
  const { t } = useT('shell');
  const { logout, pending } = useLogout();
  const auth = useAuth();
  const role = auth.status === 'signedIn' ? auth.role : null;
  const dashboard = homeForRole(role);
  const member =
    auth.status === 'signedIn' && auth.company !== null && (role === 'admin' || role === 'reviewer');
  const { pathname } = useLocation();
  // The menu is open on the page it was opened on: a followed link closes it, as does Escape.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === pathname;
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpenOn(null);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);
  return (
    <div className="flex min-h-dvh flex-col bg-muted/30">
      <header className="border-b bg-background">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-4 sm:gap-4">
          {mark ?? <Logo />}
          {member ? <WorkspaceNav layout="bar" className="hidden xl:block" /> : null}
          <div className="flex items-center gap-1 sm:gap-4 xl:gap-2">
            <p className="hidden text-sm whitespace-nowrap text-muted-foreground sm:block">{greeting}</p>
            {member ? null : (
              <Button asChild variant="ghost" size="sm" className="px-2.5 sm:px-3">
                <Link to={dashboard}>
                  <LayoutDashboard aria-hidden="true" className="size-4" />
                  <span className="hidden sm:inline">{t('dashboard')}</span>
                  <span className="sr-only sm:hidden">{t('dashboard')}</span>
                </Link>
              </Button>
            )}
            <Button asChild variant="ghost" size="sm" className="px-2.5 sm:px-3">
              <Link to={paths.account.getHref()}>
                <UserRound aria-hidden="true" className="size-4" />
                {/* Beside the workspace bar (xl up, the menu button below) the account is its icon, named
                    for screen readers: the seven areas, the greeting and Logout keep one line. */}
                <span className={cn('hidden sm:inline', member && 'xl:sr-only')}>{t('account')}</span>
                <span className="sr-only sm:hidden">{t('account')}</span>
              </Link>
            </Button>
            <Button variant="outline" size="sm" onClick={logout} disabled={pending}>
              <LogOut aria-hidden="true" className="size-4" />
              {t('logout')}
            </Button>
            {member ? (
              <WorkspaceMenuButton
                open={menuOpen}
                onToggle={() => setMenuOpenOn(menuOpen ? null : pathname)}
                className="xl:hidden"
              />
            ) : null}
          </div>
        </div>
        {member && menuOpen ? <WorkspaceNav layout="menu" className="xl:hidden" /> : null}
      </header>
      <main id="main-content" className="mx-auto w-full max-w-6xl flex-1 px-4 py-8">
        {children}
      </main>
    </div>
  );
}

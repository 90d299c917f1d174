import {
  ArrowLeft,
  IdCard,
  KeyRound,
  MailCheck,
  Palette,
  Scale,
  ScrollText,
  ShieldCheck,
  Users,
  Webhook,
} from 'lucide-react';
import type * as React from 'react';
import { Link, NavLink } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useCanEdit, useMemberGreeting } from '@/lib/auth/use-can-edit';
import { cn } from '@/lib/utils';
import { AppShell } from './app-shell';

/** The company settings that exist; each is a page under /settings with its own entry here. */
const SETTINGS_PAGES = [
  { label: 'Team', href: paths.settingsTeam.getHref(), icon: Users, reviewers: true },
  { label: 'Webhooks', href: paths.settingsWebhooks.getHref(), icon: Webhook, reviewers: false },
  { label: 'API keys', href: paths.settingsApiKeys.getHref(), icon: KeyRound, reviewers: false },
  { label: 'Branding', href: paths.settingsBranding.getHref(), icon: Palette, reviewers: false },
  {
    label: 'Decision emails',
    href: paths.settingsDecisionEmails.getHref(),
    icon: MailCheck,
    reviewers: false,
  },
  {
    label: 'Candidate profile',
    href: paths.settingsProfileFields.getHref(),
    icon: IdCard,
    reviewers: false,
  },
  { label: 'Fairness', href: paths.settingsFairness.getHref(), icon: Scale, reviewers: false },
  { label: 'Privacy', href: paths.settingsPrivacy.getHref(), icon: ShieldCheck, reviewers: false },
  { label: 'Audit log', href: paths.settingsAuditLog.getHref(), icon: ScrollText, reviewers: false },
];

/** The admin's settings: a navigation beside the page, so each settings area is one link away. */
export function SettingsLayout({ children }: { children: React.ReactNode }) {
  // Reviewers see the team read-only; the other settings pages are admins' (the router sends reviewers away).
  const canEdit = useCanEdit();
  const greeting = useMemberGreeting();
  const pages = SETTINGS_PAGES.filter((page) => canEdit || page.reviewers);
  return (
    <AppShell greeting={greeting}>
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <h1 className="text-2xl font-semibold tracking-tight">Settings</h1>
            <p className="text-muted-foreground">Your company's team and integrations</p>
          </div>
          <Button asChild variant="outline" size="sm">
            <Link to={paths.adminDashboard.getHref()}>
              <ArrowLeft aria-hidden="true" className="size-4" />
              Back to dashboard
            </Link>
          </Button>
        </div>
        <div className="grid grid-cols-[minmax(0,1fr)] gap-6 md:grid-cols-[12rem_minmax(0,1fr)]">
          <nav aria-label="Settings">
            <ul className="grid gap-1">
              {pages.map(({ label, href, icon: Icon }) => (
                <li key={href}>
                  <NavLink
                    to={href}
                    className={({ isActive }) =>
                      cn(
                        'flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium hover:bg-accent',
                        isActive && 'bg-accent text-accent-foreground',
                      )
                    }
                  >
                    <Icon aria-hidden="true" className="size-4" />
                    {label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <section className="min-w-0">{children}</section>
        </div>
      </div>
    </AppShell>
  );
}

import {
  ArrowLeft,
  IdCard,
  KeyRound,
  LogIn,
  MailCheck,
  Palette,
  Scale,
  ScrollText,
  Send,
  ShieldCheck,
  Sprout,
  UserCog,
  Users,
  Webhook,
  Workflow,
} from 'lucide-react';
import type * as React from 'react';
import { Link, NavLink } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useCanEdit, useMemberGreeting } from '@/lib/auth/use-can-edit';
import { useT } from '@/lib/i18n';
import { cn } from '@/lib/utils';
import { AppShell } from './app-shell';

/**
 * The company settings that exist, each a page under /settings, in two groups: what an HR team sets up to
 * hire (first: /settings opens on its team), and what IT connects.
 */
const SETTINGS_GROUPS = [
  {
    labelKey: 'settings.group.hiring',
    pages: [
      { labelKey: 'settings.nav.team', href: paths.settingsTeam.getHref(), icon: Users, reviewers: true },
      {
        labelKey: 'settings.nav.decisionEmails',
        href: paths.settingsDecisionEmails.getHref(),
        icon: MailCheck,
        reviewers: false,
      },
      {
        labelKey: 'settings.nav.invitationEmails',
        href: paths.settingsInvitationEmails.getHref(),
        icon: Send,
        reviewers: false,
      },
      {
        labelKey: 'settings.nav.profileFields',
        href: paths.settingsProfileFields.getHref(),
        icon: IdCard,
        reviewers: false,
      },
      {
        labelKey: 'settings.nav.branding',
        href: paths.settingsBranding.getHref(),
        icon: Palette,
        reviewers: false,
      },
      {
        labelKey: 'settings.nav.fairness',
        href: paths.settingsFairness.getHref(),
        icon: Scale,
        reviewers: false,
      },
      {
        labelKey: 'settings.nav.privacy',
        href: paths.settingsPrivacy.getHref(),
        icon: ShieldCheck,
        reviewers: false,
      },
    ],
  },
  {
    labelKey: 'settings.group.it',
    pages: [
      {
        labelKey: 'settings.nav.apiKeys',
        href: paths.settingsApiKeys.getHref(),
        icon: KeyRound,
        reviewers: false,
      },
      {
        labelKey: 'settings.nav.webhooks',
        href: paths.settingsWebhooks.getHref(),
        icon: Webhook,
        reviewers: false,
      },
      { labelKey: 'settings.nav.sso', href: paths.settingsSso.getHref(), icon: LogIn, reviewers: false },
      { labelKey: 'settings.nav.scim', href: paths.settingsScim.getHref(), icon: UserCog, reviewers: false },
      {
        labelKey: 'settings.nav.lever',
        href: paths.settingsLever.getHref(),
        icon: Workflow,
        reviewers: false,
      },
      {
        labelKey: 'settings.nav.greenhouse',
        href: paths.settingsGreenhouse.getHref(),
        icon: Sprout,
        reviewers: false,
      },
      {
        labelKey: 'settings.nav.auditLog',
        href: paths.settingsAuditLog.getHref(),
        icon: ScrollText,
        reviewers: false,
      },
    ],
  },
];

/** The admin's settings: a navigation beside the page, so each settings area is one link away. */
export function SettingsLayout({ children }: { children: React.ReactNode }) {
  // Reviewers see the team read-only; the other settings pages are admins' (the router sends reviewers away).
  const { t } = useT('layouts');
  const canEdit = useCanEdit();
  const greeting = useMemberGreeting();
  const groups = SETTINGS_GROUPS.map((group) => ({
    ...group,
    pages: group.pages.filter((page) => canEdit || page.reviewers),
  })).filter((group) => group.pages.length > 0);
  return (
    <AppShell greeting={greeting}>
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <h1 className="text-2xl font-semibold tracking-tight">{t('settings.title')}</h1>
            <p className="text-muted-foreground">{t('settings.intro')}</p>
          </div>
          <Button asChild variant="outline" size="sm">
            <Link to={paths.adminDashboard.getHref()}>
              <ArrowLeft aria-hidden="true" className="size-4" />
              {t('settings.back')}
            </Link>
          </Button>
        </div>
        <div className="grid grid-cols-[minmax(0,1fr)] gap-6 md:grid-cols-[12rem_minmax(0,1fr)]">
          <nav aria-label={t('settings.nav.label')} className="grid content-start gap-4">
            {groups.map((group) => (
              <div key={group.labelKey} className="grid gap-1">
                <h2 className="px-3 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
                  {t(group.labelKey)}
                </h2>
                <ul className="grid gap-1">
                  {group.pages.map(({ labelKey, href, icon: Icon }) => (
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
                        {t(labelKey)}
                      </NavLink>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
          <section className="min-w-0">{children}</section>
        </div>
      </div>
    </AppShell>
  );
}

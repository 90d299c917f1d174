import {
  BarChart3,
  ClipboardList,
  FileQuestion,
  Menu,
  PenLine,
  Scale,
  Settings,
  Users,
  X,
} from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useCanEdit } from '@/lib/auth/use-can-edit';
import { useT } from '@/lib/i18n';
import { cn } from '@/lib/utils';

export const WORKSPACE_MENU_ID = 'workspace-menu';

/**
 * The company's areas; an area is current on its own page and on every page beneath it. Rating written
 * answers is an admin's work, so reviewers have no Ratings area.
 */
function useWorkspaceAreas() {
  const canEdit = useCanEdit();
  const { t } = useT('layouts');
  const ratings = {
    label: t('workspace.ratings'),
    href: paths.adminRatings.getHref(),
    icon: PenLine,
    area: '/admin-ratings',
  };
  return [
    {
      label: t('workspace.assessments'),
      href: paths.adminAssessments.getHref(),
      icon: ClipboardList,
      area: '/admin-assessments',
    },
    {
      label: t('workspace.candidates'),
      href: paths.adminDashboard.getHref(),
      icon: Users,
      area: '/admin-dashboard',
    },
    {
      label: t('workspace.tests'),
      href: paths.adminTests.getHref(),
      icon: FileQuestion,
      area: '/admin-tests',
    },
    {
      label: t('workspace.analytics'),
      href: paths.adminAnalytics.getHref(),
      icon: BarChart3,
      area: '/admin-analytics',
    },
    ...(canEdit ? [ratings] : []),
    {
      label: t('workspace.fairness'),
      href: paths.adminFairness.getHref(),
      icon: Scale,
      area: '/admin-fairness',
    },
    {
      label: t('workspace.settings'),
      // Reviewers have the team page only; the other settings are admins'.
      href: canEdit ? paths.settingsWebhooks.getHref() : paths.settingsTeam.getHref(),
      icon: Settings,
      area: '/settings',
    },
  ];
}

const isIn = (pathname: string, area: string) => pathname === area || pathname.startsWith(`${area}/`);

/**
 * The company workspace's navigation: a row in the header on wide screens, a list under it on phones
 * (`layout="menu"`, opened by WorkspaceMenuButton).
 */
export function WorkspaceNav({ layout, className }: { layout: 'bar' | 'menu'; className?: string }) {
  const { t } = useT('layouts');
  const { pathname } = useLocation();
  const areas = useWorkspaceAreas();
  return (
    <nav
      aria-label={t('workspace.label')}
      id={layout === 'menu' ? WORKSPACE_MENU_ID : undefined}
      className={cn(layout === 'menu' && 'border-t bg-background px-4 py-2', className)}
    >
      <ul
        className={cn(
          'flex gap-1',
          layout === 'bar' && 'gap-1',
          layout === 'menu' && 'mx-auto max-w-6xl flex-col',
        )}
      >
        {areas.map(({ label, href, icon: Icon, area }) => {
          const current = isIn(pathname, area);
          return (
            <li key={area}>
              <Link
                to={href}
                aria-current={current ? 'page' : undefined}
                className={cn(
                  'flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium text-muted-foreground hover:bg-accent hover:text-accent-foreground focus-visible:outline-2 focus-visible:outline-ring',
                  layout === 'bar' && 'px-3',
                  current && 'bg-accent text-accent-foreground',
                )}
              >
                {/* Seven areas fit beside the brand and the account buttons only without icons: the bar shows none. */}
                {layout === 'menu' ? <Icon aria-hidden="true" className="size-4" /> : null}
                {label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** Opens and closes the phone menu; it names the list it controls, so screen readers can follow it. */
export function WorkspaceMenuButton({
  open,
  onToggle,
  className,
}: {
  open: boolean;
  onToggle: () => void;
  className?: string;
}) {
  const { t } = useT('layouts');
  const Icon = open ? X : Menu;
  return (
    <Button
      variant="ghost"
      size="sm"
      className={cn('px-2.5', className)}
      aria-expanded={open}
      aria-controls={open ? WORKSPACE_MENU_ID : undefined}
      onClick={onToggle}
    >
      <Icon aria-hidden="true" className="size-4" />
      <span className="sr-only">{t('workspace.menu')}</span>
    </Button>
  );
}

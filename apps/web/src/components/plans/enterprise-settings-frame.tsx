import { ErrorCode } from '@app/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { getErrorMessage, isApiError } from '@/lib/api-client';
import { UpgradeNotice } from './upgrade-notice';

type SettingsQuery<T> = { data: T | undefined; error: unknown; isError: boolean };

/**
 * The frame every Enterprise settings page shares (SSO, SCIM, Greenhouse, Lever): its title, what it is for
 * and the IT admin's how-to, then the upgrade notice for a Startup company (402 PLAN_FEATURE), the load
 * error, a spinner, or the page's own cards once its settings arrive.
 */
export function EnterpriseSettingsFrame<T>({
  title,
  intro,
  docs,
  query,
  loadingLabel,
  children,
}: {
  title: string;
  intro: string;
  /** The documentation section (its anchor id) and the link's text. */
  docs: { section: string; label: string };
  query: SettingsQuery<T>;
  loadingLabel: string;
  children: (data: T) => ReactNode;
}) {
  if (isApiError(query.error) && query.error.code === ErrorCode.PLAN_FEATURE) {
    return (
      <div className="grid grid-cols-[minmax(0,1fr)] gap-4">
        <h2 className="text-xl font-semibold">{title}</h2>
        <UpgradeNotice message={query.error.message} />
      </div>
    );
  }
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-4">
      <div className="grid gap-1">
        <h2 className="text-xl font-semibold">{title}</h2>
        <p className="text-sm text-muted-foreground">{intro}</p>
        <p className="text-sm">
          <Link
            className="text-primary underline-offset-4 hover:underline"
            to={paths.documentation.getHref(docs.section)}
          >
            {docs.label}
          </Link>
        </p>
      </div>
      {query.isError ? (
        <p role="alert" className="text-destructive">
          {getErrorMessage(query.error)}
        </p>
      ) : query.data === undefined ? (
        <PageSpinner label={loadingLabel} />
      ) : (
        children(query.data)
      )}
    </div>
  );
}

import { ErrorCode } from '@app/contracts';
import { Link } from 'react-router';
import { UpgradeNotice } from '@/components/plans/upgrade-notice';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { getErrorMessage, isApiError } from '@/lib/api-client';
import { useT } from '@/lib/i18n';
import { useLeverConnection } from '../api/lever';
import { ConnectionCard } from './connection-card';
import { InvitationsCard } from './invitations-card';
import { MappingsCard } from './mappings-card';

/**
 * Settings → Lever (Enterprise): the connection (API key, webhook signature token, the webhook URL to
 * paste into Lever), the postings mapped to assessments, and the invitations Lever's stage changes made.
 */
export function LeverSettingsPage() {
  const { t } = useT('lever-settings');
  const connection = useLeverConnection();

  if (isApiError(connection.error) && connection.error.code === ErrorCode.PLAN_FEATURE) {
    return <UpgradeNotice message={connection.error.message} />;
  }
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <div className="grid gap-1">
        <h2 className="text-xl font-semibold">{t('title')}</h2>
        <p className="text-sm text-muted-foreground">{t('description')}</p>
        <p className="text-sm">
          <Link
            className="text-primary underline-offset-4 hover:underline"
            to={paths.documentation.getHref('lever')}
          >
            {t('docsLink')}
          </Link>
        </p>
      </div>
      {connection.isError ? (
        <p role="alert" className="text-destructive">
          {getErrorMessage(connection.error)}
        </p>
      ) : !connection.data ? (
        <PageSpinner label={t('loading')} />
      ) : (
        <>
          <ConnectionCard connection={connection.data} />
          {connection.data.connected ? (
            <>
              <MappingsCard />
              <InvitationsCard />
            </>
          ) : null}
        </>
      )}
    </div>
  );
}

import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useT } from '@/lib/i18n';
import { CopyableValue } from './copy-button';

/** What the identity provider's provisioning form asks for, ready to paste. */
export function ConnectionCard({ baseUrl }: { baseUrl: string }) {
  const { t } = useT('scim-settings');
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">{t('connection.title')}</CardTitle>
        <CardDescription>{t('connection.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 text-sm">
        <div className="grid gap-1.5">
          <span className="font-medium">{t('connection.baseUrl')}</span>
          <CopyableValue value={baseUrl} label={t('connection.copyBaseUrl')} testId="scim-base-url" />
        </div>
        <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[max-content_1fr]">
          <dt className="text-muted-foreground">{t('connection.authentication')}</dt>
          <dd>{t('connection.authenticationValue')}</dd>
          <dt className="text-muted-foreground">{t('connection.identifier')}</dt>
          <dd>{t('connection.identifierValue')}</dd>
          <dt className="text-muted-foreground">{t('connection.actions')}</dt>
          <dd>{t('connection.actionsValue')}</dd>
        </dl>
      </CardContent>
    </Card>
  );
}

import type { TSsoSettings } from '@app/contracts';
import { useState } from 'react';
import { CheckboxField } from '@/components/form/checkbox-field';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { getErrorMessage } from '@/lib/api-client';
import { useT } from '@/lib/i18n';
import { notify } from '@/lib/toast';
import { useUpdateSsoPolicy } from '../api/sso';

/** A Radix select value cannot be empty: this one stands for "no break-glass admin". */
const NONE = 'none';

/** Require SSO for members, with the one admin who may still use a password (break glass). */
export function PolicyCard({ settings }: { settings: TSsoSettings }) {
  const { t } = useT('sso-settings');
  const save = useUpdateSsoPolicy();
  const [required, setRequired] = useState(settings.ssoRequired);
  const [breakGlass, setBreakGlass] = useState(settings.breakGlassUserId ?? NONE);
  const anyVerified = settings.connections.some((c) => c.domainVerified);

  const onSave = async () => {
    try {
      await save.mutateAsync({
        ssoRequired: required,
        breakGlassUserId: breakGlass === NONE ? null : breakGlass,
      });
      notify.success(t('toast.policySaved'));
    } catch (error) {
      notify.error(t('toast.policyFailed'), getErrorMessage(error));
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">{t('policy.title')}</CardTitle>
        <CardDescription>{t('policy.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <CheckboxField
          id="sso-required"
          label={t('policy.require')}
          hint={anyVerified ? t('policy.requireHint') : t('policy.needsVerified')}
          checked={required}
          onCheckedChange={setRequired}
          disabled={!anyVerified && !required}
        />
        <div className="grid max-w-sm gap-1.5">
          <Label htmlFor="sso-break-glass">{t('policy.breakGlass')}</Label>
          <Select value={breakGlass} onValueChange={setBreakGlass}>
            <SelectTrigger id="sso-break-glass" aria-describedby="sso-break-glass-hint">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={NONE}>{t('policy.breakGlassNone')}</SelectItem>
              {settings.admins.map((admin) => (
                <SelectItem key={admin.id} value={admin.id}>
                  {admin.name} ({admin.email})
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          <p id="sso-break-glass-hint" className="text-sm text-muted-foreground">
            {t('policy.breakGlassHint')}
          </p>
        </div>
      </CardContent>
      <CardFooter>
        <Button onClick={onSave} disabled={save.isPending}>
          {save.isPending ? <Spinner decorative className="size-4" /> : null}
          {save.isPending ? t('policy.saving') : t('policy.save')}
        </Button>
      </CardFooter>
    </Card>
  );
}

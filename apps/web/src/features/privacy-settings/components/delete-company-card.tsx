import { useState } from 'react';
import { FormAlert, useFormFailure } from '@/components/form/form-alert';
import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/api-client';
import { useT } from '@/lib/i18n';
import { useDeleteCompany } from '../api/privacy-settings';

/**
 * The danger zone: deleting the company with everything and everyone in it. Typing the company's name
 * is the confirmation, so it cannot happen by a slipped click.
 */
export function DeleteCompanyCard({ companyName }: { companyName: string }) {
  const { t } = useT('privacy-settings');
  const [typed, setTyped] = useState('');
  const remove = useDeleteCompany();
  const failure = useFormFailure();
  const matches = typed.trim() === companyName;

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!matches) return;
    failure.clear();
    try {
      await remove.mutateAsync({ confirmName: typed.trim() });
      // Every account of the company is gone, this one included: a full load leaves no cached data behind.
      window.location.assign(paths.home.getHref());
    } catch (error) {
      failure.report(t('delete.failed'), getErrorMessage(error));
    }
  };

  return (
    <Card className="border-destructive/50">
      <CardHeader>
        <CardTitle className="text-destructive">{t('delete.title')}</CardTitle>
        <CardDescription>{t('delete.description', { companyName })}</CardDescription>
      </CardHeader>
      <CardContent>
        <form className="grid max-w-2xl gap-4" onSubmit={onSubmit} noValidate>
          <FormAlert id="delete-company-failure" failure={failure.current} />
          <TextField
            id="delete-company-name"
            label={t('delete.confirm', { companyName })}
            autoComplete="off"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            disabled={remove.isPending}
          />
          <div>
            <Button type="submit" variant="destructive" disabled={!matches || remove.isPending}>
              {remove.isPending ? <Spinner decorative className="size-4" /> : null}
              {remove.isPending ? t('delete.deleting') : t('delete.submit')}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

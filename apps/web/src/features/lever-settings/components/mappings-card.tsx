import type { TLeverMapping } from '@app/contracts';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { PageSpinner } from '@/components/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { getErrorMessage } from '@/lib/api-client';
import { useT } from '@/lib/i18n';
import { notify } from '@/lib/toast';
import { useDeleteLeverMapping, useLeverMappings, useLeverStages } from '../api/lever';
import { MappingForm } from './mapping-form';

/** The postings mapped to assessments, and the form that maps one more (or re-maps one). */
export function MappingsCard() {
  const { t } = useT('lever-settings');
  const mappings = useLeverMappings(true);
  const stages = useLeverStages(true);
  const remove = useDeleteLeverMapping();
  const [removing, setRemoving] = useState<TLeverMapping | null>(null);
  const stageName = (id: string | null) =>
    id === null ? t('mappings.stays') : (stages.data?.items.find((s) => s.id === id)?.text ?? id);

  const onRemove = async () => {
    if (!removing) return;
    try {
      await remove.mutateAsync(removing.id);
      notify.success(t('toast.mappingRemoved'));
      setRemoving(null);
    } catch (error) {
      notify.error(t('toast.mappingRemoveFailed'), getErrorMessage(error));
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('mappings.title')}</CardTitle>
        <CardDescription>{t('mappings.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        {mappings.isError ? (
          <p role="alert" className="text-destructive">
            {getErrorMessage(mappings.error)}
          </p>
        ) : !mappings.data ? (
          <PageSpinner label={t('mappings.loading')} />
        ) : mappings.data.items.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('mappings.empty')}</p>
        ) : (
          <Table aria-label={t('mappings.title')}>
            <TableHeader>
              <TableRow>
                <TableHead>{t('mappings.posting')}</TableHead>
                <TableHead>{t('mappings.assessment')}</TableHead>
                <TableHead>{t('mappings.trigger')}</TableHead>
                <TableHead>{t('mappings.advanced')}</TableHead>
                <TableHead>{t('mappings.rejected')}</TableHead>
                <TableHead>
                  <span className="sr-only">{t('mappings.actions')}</span>
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {mappings.data.items.map((mapping) => (
                <TableRow key={mapping.id} data-testid="lever-mapping-row">
                  <TableCell className="font-medium">{mapping.postingTitle ?? mapping.postingId}</TableCell>
                  <TableCell>{mapping.assessmentName}</TableCell>
                  <TableCell>{stageName(mapping.triggerStageId)}</TableCell>
                  <TableCell>{stageName(mapping.advancedStageId)}</TableCell>
                  <TableCell>{stageName(mapping.rejectedStageId)}</TableCell>
                  <TableCell className="text-right">
                    <Button
                      variant="outline"
                      size="sm"
                      onClick={() => setRemoving(mapping)}
                      aria-label={t('mappings.removeLabel', {
                        posting: mapping.postingTitle ?? mapping.postingId,
                      })}
                    >
                      {t('mappings.remove')}
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
        <MappingForm stages={stages} />
      </CardContent>
      <ConfirmDialog
        open={removing !== null}
        title={t('mappings.removeTitle')}
        description={t('mappings.removeDescription', {
          posting: removing?.postingTitle ?? removing?.postingId ?? '',
        })}
        confirmLabel={t('mappings.remove')}
        pendingLabel={t('mappings.removing')}
        pending={remove.isPending}
        onConfirm={onRemove}
        onCancel={() => setRemoving(null)}
      />
    </Card>
  );
}

import type { TItemAnalysisItem } from '@app/contracts';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { AppShell } from '@/components/layouts/app-shell';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { getErrorMessage } from '@/lib/api-client';
import { useCanEdit, useMemberGreeting } from '@/lib/auth/use-can-edit';
import { useT } from '@/lib/i18n';
import { useTestLibrary } from '@/lib/test-library';
import { notify } from '@/lib/toast';
import { useItemAnalysis } from '../api/get-item-analysis';
import { useRestoreItem } from '../api/retire-item';
import { difFlags } from '../lib/dif';
import { ItemAnalysisGuide } from './item-analysis-guide';
import { ItemTable } from './item-table';
import { RetireItemDialog, type RetireTarget } from './retire-item-dialog';
import { TestPicker } from './test-picker';

/** Classical item statistics of one test (?testId=…), from the company's own candidates. */
export function ItemAnalysisPage() {
  const { t } = useT('item-analysis');
  const greeting = useMemberGreeting();
  const canEdit = useCanEdit();
  const [params, setParams] = useSearchParams();
  const testId = params.get('testId') ?? undefined;
  const library = useTestLibrary();
  const analysis = useItemAnalysis(testId);
  const data = analysis.data;
  const flagged = data?.items.filter((i) => i.flags.length > 0 || difFlags(i).length > 0).length ?? 0;
  const [retiring, setRetiring] = useState<RetireTarget | null>(null);
  const restore = useRestoreItem();
  const onRetire = (item: TItemAnalysisItem) => {
    if (!testId) return;
    setRetiring({
      testId,
      itemId: item.itemId,
      stem: item.stem,
      custom: item.source === 'custom',
      flags: difFlags(item),
    });
  };
  const onRestore = async (item: TItemAnalysisItem) => {
    if (!testId) return;
    try {
      await restore.mutateAsync({ testId, itemId: item.itemId });
      notify.success(t('toast.restored'), t('toast.restoredDetail'));
    } catch (error) {
      notify.error(t('toast.restoreFailed'), getErrorMessage(error));
    }
  };

  return (
    <AppShell greeting={greeting}>
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <h1 className="text-2xl font-semibold tracking-tight">{t('title')}</h1>
            <p className="text-muted-foreground">{t('intro')}</p>
          </div>
          <TestPicker
            tests={library.data?.items ?? []}
            value={testId}
            onChange={(id) => setParams({ testId: id }, { replace: true })}
          />
        </div>
        <ItemAnalysisGuide />
        {library.isError ? (
          <Alert variant="destructive">
            <AlertDescription>{getErrorMessage(library.error, t('testsFailed'))}</AlertDescription>
          </Alert>
        ) : null}
        {!testId ? <p className="text-muted-foreground">{t('chooseTest')}</p> : null}
        {analysis.isLoading ? <Spinner label={t('computing')} /> : null}
        {analysis.isError ? (
          <Alert variant="destructive">
            <AlertDescription>{getErrorMessage(analysis.error, t('computeFailed'))}</AlertDescription>
          </Alert>
        ) : null}
        {data ? (
          <Card>
            <CardHeader>
              <CardTitle>{data.testName}</CardTitle>
              <CardDescription>{t('summary', { count: data.items.length, flagged })}</CardDescription>
            </CardHeader>
            <CardContent>
              {data.items.length > 0 ? (
                <ItemTable
                  analysis={data}
                  canEdit={canEdit}
                  onRetire={onRetire}
                  onRestore={onRestore}
                  restoring={restore.isPending ? (restore.variables?.itemId ?? null) : null}
                />
              ) : (
                <p className="text-sm text-muted-foreground">{t('noItems')}</p>
              )}
            </CardContent>
          </Card>
        ) : null}
      </div>
      <RetireItemDialog target={retiring} onClose={() => setRetiring(null)} />
    </AppShell>
  );
}

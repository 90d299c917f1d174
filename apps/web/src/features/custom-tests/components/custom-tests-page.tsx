import { FileQuestion } from 'lucide-react';
import { AppShell } from '@/components/layouts/app-shell';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { PageSpinner } from '@/components/ui/spinner';
import { getErrorMessage } from '@/lib/api-client';
import { useCanEdit, useMemberGreeting } from '@/lib/auth/use-can-edit';
import { useT } from '@/lib/i18n';
import { useCustomTests } from '../api/custom-tests';
import { ImportDialog } from './import-dialog';
import { NewTestDialog } from './new-test-dialog';
import { TemplateButton } from './template-button';
import { TestCard } from './test-card';

/** /admin-tests: the company's own tests, beside the library's in every assessment's test picker. */
export function CustomTestsPage() {
  const { t } = useT('custom-tests');
  const greeting = useMemberGreeting();
  const canEdit = useCanEdit();
  const list = useCustomTests();
  const tests = list.data?.items ?? [];
  return (
    <AppShell greeting={greeting}>
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <h1 className="text-2xl font-semibold tracking-tight">{t('list.title')}</h1>
            <p className="text-muted-foreground">{t('list.intro')}</p>
          </div>
          <div className="flex flex-wrap gap-2">
            <TemplateButton />
            {canEdit ? (
              <>
                <ImportDialog tests={tests} />
                <NewTestDialog />
              </>
            ) : null}
          </div>
        </div>
        {list.isError ? (
          <Alert variant="destructive">
            <AlertDescription>{getErrorMessage(list.error, t('list.loadFailed'))}</AlertDescription>
          </Alert>
        ) : null}
        {list.isPending ? <PageSpinner label={t('list.loading')} /> : null}
        {list.isSuccess && tests.length === 0 ? <EmptyState canEdit={canEdit} /> : null}
        {tests.length > 0 ? (
          <>
            <p className="text-sm text-muted-foreground">{t('list.count', { count: tests.length })}</p>
            <ul aria-label={t('list.title')} className="grid gap-4">
              {tests.map((test) => (
                <li key={test.id}>
                  <TestCard test={test} />
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </div>
    </AppShell>
  );
}

function EmptyState({ canEdit }: { canEdit: boolean }) {
  const { t } = useT('custom-tests');
  return (
    <section
      aria-labelledby="no-tests"
      className="grid justify-items-center gap-3 rounded-lg border border-dashed p-8 text-center"
    >
      <FileQuestion aria-hidden="true" className="size-8 text-muted-foreground" />
      <h2 id="no-tests" className="text-lg font-semibold">
        {canEdit ? t('empty.titleAdmin') : t('empty.title')}
      </h2>
      <p className="max-w-prose text-sm text-muted-foreground">{t('empty.description')}</p>
      {canEdit ? (
        <p className="max-w-prose text-sm text-muted-foreground">{t('empty.start')}</p>
      ) : (
        <p className="max-w-prose text-sm text-muted-foreground">{t('empty.reviewer')}</p>
      )}
    </section>
  );
}

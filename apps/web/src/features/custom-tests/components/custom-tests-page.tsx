import { FileQuestion } from 'lucide-react';
import { AppShell } from '@/components/layouts/app-shell';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { PageSpinner } from '@/components/ui/spinner';
import { getErrorMessage } from '@/lib/api-client';
import { useCanEdit, useMemberGreeting } from '@/lib/auth/use-can-edit';
import { useCustomTests } from '../api/custom-tests';
import { plural } from '../lib/format';
import { ImportDialog } from './import-dialog';
import { NewTestDialog } from './new-test-dialog';
import { TemplateButton } from './template-button';
import { TestCard } from './test-card';

/** /admin-tests: the company's own tests, beside the library's in every assessment's test picker. */
export function CustomTestsPage() {
  const greeting = useMemberGreeting();
  const canEdit = useCanEdit();
  const list = useCustomTests();
  const tests = list.data?.items ?? [];
  return (
    <AppShell greeting={greeting}>
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <h1 className="text-2xl font-semibold tracking-tight">Your tests</h1>
            <p className="text-muted-foreground">
              Tests your company writes or imports, offered beside the library’s in every assessment.
            </p>
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
            <AlertDescription>{getErrorMessage(list.error, 'Failed to load your tests.')}</AlertDescription>
          </Alert>
        ) : null}
        {list.isPending ? <PageSpinner label="Loading your tests" /> : null}
        {list.isSuccess && tests.length === 0 ? <EmptyState canEdit={canEdit} /> : null}
        {tests.length > 0 ? (
          <>
            <p className="text-sm text-muted-foreground">{plural(tests.length, 'test')}</p>
            <ul aria-label="Your tests" className="grid gap-4">
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
  return (
    <section
      aria-labelledby="no-tests"
      className="grid justify-items-center gap-3 rounded-lg border border-dashed p-8 text-center"
    >
      <FileQuestion aria-hidden="true" className="size-8 text-muted-foreground" />
      <h2 id="no-tests" className="text-lg font-semibold">
        {canEdit ? 'Write your first test' : 'No tests of your own yet'}
      </h2>
      <p className="max-w-prose text-sm text-muted-foreground">
        A custom test holds your company’s own questions — multiple choice, true/false, Likert statements,
        forced choice, situational judgement and open-ended — with their keys. Each becomes a timed section of
        the assessments that choose it, scored out of 100 like the library’s tests.
      </p>
      {canEdit ? (
        <p className="max-w-prose text-sm text-muted-foreground">
          Start with New test, or import questions from a CSV file (download the template) or an IMS QTI 2.1
          or 3.0 package.
        </p>
      ) : (
        <p className="max-w-prose text-sm text-muted-foreground">
          An admin of your company creates them; they will be listed here.
        </p>
      )}
    </section>
  );
}

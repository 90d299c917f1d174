import type { TCustomTest } from '@app/contracts';
import { ArrowLeft, ChartNoAxesColumn } from 'lucide-react';
import { Link } from 'react-router';
import { AppShell } from '@/components/layouts/app-shell';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/api-client';
import { useCanEdit, useMemberGreeting } from '@/lib/auth/use-can-edit';
import { useT } from '@/lib/i18n';
import { useCompanyFormat } from '@/lib/i18n/use-company-format';
import { useCustomTest } from '../api/custom-tests';
import { categoryLabel } from '../lib/format';
import { describeDraw } from '../lib/settings-form';
import { ExportMenu } from './export-menu';
import { ImportDialog } from './import-dialog';
import { PreviewDialog } from './preview-dialog';
import { QuestionsCard } from './questions-card';
import { RemoveTestButton } from './remove-test-button';
import { RestoreTestButton } from './restore-test-button';
import { SettingsCard } from './settings-card';

type Props = {
  testId: string;
  /** The item analysis of the test (another feature's page, composed by the route). */
  analysisHref: string;
};

/** /admin-tests/:testId: one custom test's settings and questions; reviewers read it. */
export function CustomTestPage({ testId, analysisHref }: Props) {
  const { t } = useT('custom-tests');
  const greeting = useMemberGreeting();
  const test = useCustomTest(testId);
  return (
    <AppShell greeting={greeting}>
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
        <Button asChild variant="ghost" size="sm" className="justify-self-start">
          <Link to={paths.adminTests.getHref()}>
            <ArrowLeft aria-hidden="true" /> {t('list.title')}
          </Link>
        </Button>
        {test.isError ? (
          <>
            <h1 className="text-2xl font-semibold tracking-tight">{t('page.unavailable')}</h1>
            <Alert variant="destructive">
              <AlertDescription>{getErrorMessage(test.error, t('page.loadFailed'))}</AlertDescription>
            </Alert>
          </>
        ) : test.data ? (
          <TestDetail test={test.data} analysisHref={analysisHref} />
        ) : (
          <PageSpinner label={t('page.loading')} />
        )}
      </div>
    </AppShell>
  );
}

function TestDetail({ test, analysisHref }: { test: TCustomTest; analysisHref: string }) {
  const { t } = useT('custom-tests');
  const format = useCompanyFormat();
  const canEdit = useCanEdit();
  const editable = canEdit && test.isActive;
  return (
    <>
      <div className="grid gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <h1 className="min-w-0 text-2xl font-semibold tracking-tight break-words">{test.name}</h1>
          <Badge variant="secondary">{categoryLabel(test.category)}</Badge>
          {test.isActive ? null : <Badge variant="outline">{t('archived')}</Badge>}
        </div>
        <p className="text-sm text-muted-foreground">
          {t('page.facts', {
            draw: describeDraw(test, t),
            minutes: test.durationMinutes,
            seconds: test.questionSeconds,
            date: format.date(test.updatedAt),
          })}
        </p>
        <div className="flex flex-wrap gap-2">
          <PreviewDialog testId={test.id} testName={test.name} />
          <ExportMenu testId={test.id} />
          <Button asChild variant="outline">
            <Link to={analysisHref}>
              <ChartNoAxesColumn aria-hidden="true" /> {t('page.itemAnalysis')}
            </Link>
          </Button>
          {editable ? (
            <>
              <ImportDialog tests={[test]} into={test} />
              <RemoveTestButton test={test} />
            </>
          ) : null}
          {canEdit && !test.isActive ? <RestoreTestButton test={test} /> : null}
        </div>
      </div>
      {test.isActive ? null : (
        <Alert>
          <AlertTitle>{t('archived')}</AlertTitle>
          <AlertDescription>{t('page.archivedText')}</AlertDescription>
        </Alert>
      )}
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <SettingsCard test={test} readOnly={!editable} />
        <QuestionsCard test={test} editable={editable} />
      </div>
    </>
  );
}

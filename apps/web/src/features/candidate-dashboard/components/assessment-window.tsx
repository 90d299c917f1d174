import type { TCandidateWindow } from '@app/contracts';
import { CalendarClock, CalendarX2, FileText } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useT } from '@/lib/i18n';
import { useWindowText } from '../lib/window-text';

/**
 * The deadline and the company's instructions on the dashboard (issue 18). Past the deadline with a
 * section under way, it says that the started section can still be finished.
 */
export function AssessmentWindowCard({
  window,
  companyName,
}: {
  window: TCandidateWindow;
  companyName: string;
}) {
  const { t } = useT('candidate-dashboard');
  const { deadline, message } = useWindowText();
  const { deadlineAt, timeZone, state, instructions } = window;
  return (
    <>
      {state === 'open' && deadlineAt ? (
        <Alert variant="info" aria-labelledby="deadline-title">
          <CalendarClock aria-hidden="true" />
          <AlertTitle id="deadline-title" className="text-base">
            {t('window.completeBy', { deadline: deadline(deadlineAt, timeZone) })}
          </AlertTitle>
          <AlertDescription>{t('window.after')}</AlertDescription>
        </Alert>
      ) : null}
      {state !== 'open' ? (
        <Alert variant="destructive" role="status" aria-labelledby="window-title">
          <CalendarX2 aria-hidden="true" />
          <AlertTitle id="window-title" className="text-base">
            {state === 'not_yet_open' ? t('window.notOpenYet') : t('window.noNewSections')}
          </AlertTitle>
          <AlertDescription>
            {message(window)} {t('window.startedCanFinish')}
          </AlertDescription>
        </Alert>
      ) : null}
      {instructions ? (
        <Card className="gap-3" aria-labelledby="instructions-title" role="region">
          <CardHeader>
            <CardTitle id="instructions-title" className="flex items-center gap-2 text-base">
              <FileText aria-hidden="true" className="size-5 text-primary" />
              {t('window.instructions', { company: companyName })}
            </CardTitle>
          </CardHeader>
          <CardContent>
            <p className="whitespace-pre-line break-words text-sm" data-testid="candidate-instructions">
              {instructions}
            </p>
          </CardContent>
        </Card>
      ) : null}
    </>
  );
}

/**
 * The whole page when nothing can be started: the window has not opened, the deadline passed or the
 * assessment is closed, and no section was started.
 */
export function AssessmentUnavailable({
  window,
  companyName,
}: {
  window: TCandidateWindow;
  companyName: string;
}) {
  const { t } = useT('candidate-dashboard');
  const { deadline, message } = useWindowText();
  const notYet = window.state === 'not_yet_open';
  return (
    <div className="grid min-h-[50vh] place-items-center">
      <Card className="w-full max-w-xl" role="region" aria-labelledby="unavailable-title">
        <CardContent className="flex flex-col items-center gap-3 py-8 text-center">
          {notYet ? (
            <CalendarClock aria-hidden="true" className="size-12 text-primary" />
          ) : (
            <CalendarX2 aria-hidden="true" className="size-12 text-destructive" />
          )}
          <h1 id="unavailable-title" className="text-2xl font-semibold tracking-tight">
            {notYet ? t('window.yoursNotOpenYet') : t('window.closed')}
          </h1>
          {window.assessmentName ? (
            <p className="text-sm text-muted-foreground">
              {window.assessmentName} · {companyName}
            </p>
          ) : null}
          <p className="max-w-md text-base">{message(window)}</p>
          {notYet && window.deadlineAt ? (
            <p className="max-w-md text-sm text-muted-foreground">
              {t('window.completeItBy', { deadline: deadline(window.deadlineAt, window.timeZone) })}
            </p>
          ) : null}
          {notYet && window.instructions ? (
            <div className="mt-2 w-full rounded-md border p-4 text-start">
              <h2 className="mb-1 text-sm font-semibold">
                {t('window.instructions', { company: companyName })}
              </h2>
              <p className="whitespace-pre-line break-words text-sm">{window.instructions}</p>
            </div>
          ) : null}
        </CardContent>
      </Card>
    </div>
  );
}

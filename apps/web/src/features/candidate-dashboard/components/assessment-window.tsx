import { formatDeadline, type TCandidateWindow, windowMessage } from '@app/contracts';
import { CalendarClock, CalendarX2, FileText } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

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
  const { deadlineAt, timeZone, state, instructions } = window;
  return (
    <>
      {state === 'open' && deadlineAt ? (
        <Alert variant="info" aria-labelledby="deadline-title">
          <CalendarClock aria-hidden="true" />
          <AlertTitle id="deadline-title" className="text-base">
            Complete by {formatDeadline(deadlineAt, timeZone)}
          </AlertTitle>
          <AlertDescription>
            After that, sections you have not started can no longer be started. A section you have started can
            always be finished within its own time.
          </AlertDescription>
        </Alert>
      ) : null}
      {state !== 'open' ? (
        <Alert variant="destructive" role="status" aria-labelledby="window-title">
          <CalendarX2 aria-hidden="true" />
          <AlertTitle id="window-title" className="text-base">
            {state === 'not_yet_open'
              ? 'This assessment is not open yet'
              : 'New sections can no longer be started'}
          </AlertTitle>
          <AlertDescription>
            {windowMessage(window)} A section you have already started can still be finished within its own
            time.
          </AlertDescription>
        </Alert>
      ) : null}
      {instructions ? (
        <Card className="gap-3" aria-labelledby="instructions-title" role="region">
          <CardHeader>
            <CardTitle id="instructions-title" className="flex items-center gap-2 text-base">
              <FileText aria-hidden="true" className="size-5 text-primary" />
              Instructions from {companyName}
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
            {notYet ? 'Your assessment is not open yet' : 'This assessment has closed'}
          </h1>
          {window.assessmentName ? (
            <p className="text-sm text-muted-foreground">
              {window.assessmentName} · {companyName}
            </p>
          ) : null}
          <p className="max-w-md text-base">{windowMessage(window)}</p>
          {notYet && window.deadlineAt ? (
            <p className="max-w-md text-sm text-muted-foreground">
              Complete it by {formatDeadline(window.deadlineAt, window.timeZone)}.
            </p>
          ) : null}
          {notYet && window.instructions ? (
            <div className="mt-2 w-full rounded-md border p-4 text-left">
              <h2 className="mb-1 text-sm font-semibold">Instructions from {companyName}</h2>
              <p className="whitespace-pre-line break-words text-sm">{window.instructions}</p>
            </div>
          ) : null}
        </CardContent>
      </Card>
    </div>
  );
}

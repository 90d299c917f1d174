import { Info } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';

/**
 * Told before the first section is opened (issue 5, items 5 and 7): the server keeps the time, and
 * what is recorded during the test. The company sees these records with the results.
 */
export function BeforeYouStart({ extraTime }: { extraTime: boolean }) {
  return (
    <Alert variant="info" role="note" aria-labelledby="before-you-start-title">
      <Info aria-hidden="true" />
      <AlertTitle id="before-you-start-title" className="text-base">
        Before you start
      </AlertTitle>
      <AlertDescription>
        <ul className="mt-1 list-disc space-y-1 pl-5">
          <li>
            Each section is timed by the server. Its clock starts when you open the section and keeps running
            if you close the page or lose your connection; it cannot be paused.
          </li>
          {extraTime ? <li>You have been given extra time: the time limits shown include it.</li> : null}
          <li>Your answers are saved as you go, so a reload does not lose them.</li>
          <li>
            During a section we record when you switch to another tab or window, leave full screen, or paste
            into an answer, with the time it happened. Your company sees these records with your results.
          </li>
        </ul>
      </AlertDescription>
    </Alert>
  );
}

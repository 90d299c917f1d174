import { Download, FileText, Hourglass } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { candidateApiPath, candidateHref } from '@/lib/candidate/application';
import { useFeedbackStatus } from '@/lib/candidate/feedback-status';
import { useT } from '@/lib/i18n';

/**
 * The finished screen's way to the feedback report (issue 21), when the assessment offers one: the links
 * once the results are scored, a note while they are being scored, nothing otherwise.
 */
export function FeedbackCard() {
  const { t, i18n } = useT('candidate-dashboard');
  const status = useFeedbackStatus();
  const state = status.data?.state;
  if (state !== 'ready' && state !== 'scoring') return null;
  return (
    <Card className="mx-auto w-full max-w-xl">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          {state === 'ready' ? (
            <FileText aria-hidden="true" className="size-5 text-primary" />
          ) : (
            <Hourglass aria-hidden="true" className="size-5 text-primary" />
          )}
          {t('feedback.title')}
        </CardTitle>
        <CardDescription role={state === 'scoring' ? 'status' : undefined}>
          {state === 'ready'
            ? t('feedback.ready')
            : i18n.language === 'en'
              ? status.data?.message
              : t('feedback.scoring')}
        </CardDescription>
      </CardHeader>
      {state === 'ready' ? (
        <CardContent className="flex flex-wrap gap-2">
          <Button asChild>
            <Link to={candidateHref(paths.candidateFeedback.getHref())}>{t('feedback.read')}</Link>
          </Button>
          <Button asChild variant="outline">
            <a href={candidateApiPath('/feedback/pdf')} download>
              <Download aria-hidden="true" /> {t('feedback.pdf')}
            </a>
          </Button>
        </CardContent>
      ) : null}
    </Card>
  );
}

import { formatScore, overallComposition, type TEvaluation } from '@app/contracts';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { getErrorMessage } from '@/lib/api-client';
import { useT } from '@/lib/i18n';
import { useEvaluation } from '../api/get-evaluation';
import { formatDuration } from '../lib/report-insights';
import { AiActivity } from './ai-activity';
import { EvaluationStatusBadge } from './evaluation-status-badge';
import { RejectionNotice } from './open-ended-review';
import { PdfButton } from './pdf-button';
import { ReportAnswers } from './report-answers';
import { ReportOverview } from './report-overview';

type Target = { id: string; fullName: string };

function Summary({ evaluation, target }: { evaluation: TEvaluation; target: Target }) {
  const { t } = useT('reports');
  const composition = evaluation.evaluationData ? overallComposition(evaluation.evaluationData) : null;
  return (
    <div className="flex flex-wrap items-end justify-between gap-4 rounded-lg border bg-muted/30 p-4">
      <div className="grid max-w-xl gap-1">
        <p className="text-sm text-muted-foreground">{t('dialog.overall')}</p>
        <p className="text-4xl font-semibold tabular-nums" data-testid="overall-score">
          {formatScore(evaluation.totalScore)}
          <span className="text-lg font-normal text-muted-foreground"> / 100</span>
        </p>
        <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          <EvaluationStatusBadge status={evaluation.evaluationStatus} />
          <span>
            {t('dialog.totalTime', { time: formatDuration(evaluation.evaluationData?.totalTimeSeconds, t) })}
          </span>
        </div>
        {composition ? (
          <p className="text-sm text-muted-foreground" data-testid="overall-composition">
            {composition.sentences.join(' ')}
          </p>
        ) : null}
      </div>
      <PdfButton
        candidateId={target.id}
        candidateName={target.fullName}
        label={t('pdf.download')}
        variant="default"
        disabled={evaluation.evaluationData === null}
      />
    </div>
  );
}

function Body({ target }: { target: Target }) {
  const { t } = useT('reports');
  const evaluation = useEvaluation(target.id);
  if (evaluation.isPending) return <Spinner label={t('dialog.loading')} />;
  if (evaluation.isError)
    return (
      <Alert variant="destructive">
        <AlertDescription>{getErrorMessage(evaluation.error, t('dialog.loadFailed'))}</AlertDescription>
      </Alert>
    );
  const e = evaluation.data;
  // Live: the admin's event stream refetches this query when the job finishes (reports-keys.ts).
  if (e.evaluationStatus === 'pending' || e.evaluationStatus === 'processing')
    return (
      <p role="status" className="flex items-center gap-2 py-8 text-sm">
        <Spinner decorative className="size-4" /> {t('dialog.scoring')}
      </p>
    );
  if (e.evaluationStatus === 'failed' || !e.evaluationData)
    return (
      <Alert variant="destructive">
        <AlertDescription>
          {e.error ? t('dialog.failedWithError', { error: e.error }) : t('dialog.failed')}
        </AlertDescription>
      </Alert>
    );
  return (
    <div className="grid gap-4">
      <Summary evaluation={e} target={target} />
      <RejectionNotice evaluation={e} />
      <Tabs defaultValue="overview">
        <TabsList aria-label={t('dialog.views')}>
          <TabsTrigger value="overview">{t('dialog.overview')}</TabsTrigger>
          <TabsTrigger value="answers">{t('dialog.answers')}</TabsTrigger>
          <TabsTrigger value="ai-activity">{t('dialog.aiActivity')}</TabsTrigger>
        </TabsList>
        <TabsContent value="overview">
          <ReportOverview data={e.evaluationData} norms={e.norms} />
        </TabsContent>
        <TabsContent value="answers">
          <ReportAnswers evaluation={e} />
        </TabsContent>
        <TabsContent value="ai-activity">
          <AiActivity evaluation={e} />
        </TabsContent>
      </Tabs>
    </div>
  );
}

/** SPEC.md section 2's report dialog: every number formatted as the PDF formats it. */
export function ReportDialog({ target, onClose }: { target: Target | null; onClose: () => void }) {
  const { t } = useT('reports');
  return (
    <Dialog open={target !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-w-4xl sm:p-8">
        <DialogHeader>
          <DialogTitle>{t('dialog.title', { name: target?.fullName ?? '' })}</DialogTitle>
          <DialogDescription>{t('dialog.description')}</DialogDescription>
        </DialogHeader>
        {target ? <Body target={target} /> : null}
      </DialogContent>
    </Dialog>
  );
}

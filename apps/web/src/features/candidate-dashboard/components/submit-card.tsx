import type { TSubmissionEligibility } from '@app/contracts';
import { RotateCw, Send } from 'lucide-react';
import type * as React from 'react';
import { useState } from 'react';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useT } from '@/lib/i18n';
import type { TProgress } from '../lib/progress';

type SubmitCardProps = {
  progress: TProgress;
  eligibility: {
    data: TSubmissionEligibility | undefined;
    isPending: boolean;
    isError: boolean;
    isFetching: boolean;
    retry: () => void;
  };
  companyName: string;
  pending: boolean;
  /** Resolves true when the assessment was submitted (the dialog then closes). */
  onSubmit: () => Promise<boolean>;
};

/**
 * SPEC.md sections 2 and 4: the final submission, possible only when every section is completed and
 * the server's eligibility check allows it, behind a confirmation. The button says why it is disabled.
 */
export function SubmitCard({ progress, eligibility, companyName, pending, onSubmit }: SubmitCardProps) {
  const { t } = useT('candidate-dashboard');
  const [open, setOpen] = useState(false);
  const canSubmit = progress.allCompleted && eligibility.data?.can_submit === true;
  const unanswered = progress.totalQuestions - progress.answeredQuestions;

  let reason: React.ReactNode = null;
  if (!progress.allCompleted) {
    const left = progress.totalSections - progress.completedSections;
    reason = t('submit.incomplete', { count: left });
  } else if (eligibility.isPending) {
    reason = t('submit.checking');
  } else if (eligibility.isError) {
    reason = (
      <>
        {t('submit.checkFailed')}{' '}
        <Button
          variant="link"
          className="h-auto p-0 text-sm"
          onClick={eligibility.retry}
          disabled={eligibility.isFetching}
        >
          <RotateCw aria-hidden="true" className="size-3.5" /> {t('submit.checkAgain')}
        </Button>
      </>
    );
  } else if (eligibility.data && !eligibility.data.can_submit) {
    reason = eligibility.data.reason || t('submit.cannot');
  }

  return (
    <Card role="region" aria-labelledby="submit-title" className="gap-4">
      <CardHeader>
        <CardTitle as="h2" id="submit-title" className="text-base">
          {t('submit.title')}
        </CardTitle>
        <CardDescription>{t('submit.description', { company: companyName })}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3 sm:flex sm:items-center sm:justify-between">
        <p id="submit-status" className="text-sm text-muted-foreground" aria-live="polite">
          {canSubmit ? t('submit.ready') : reason}
        </p>
        <Button
          onClick={() => setOpen(true)}
          disabled={!canSubmit || pending}
          aria-describedby="submit-status"
          className="w-full sm:w-auto"
        >
          <Send aria-hidden="true" className="rtl:-scale-x-100" /> {t('submit.button')}
        </Button>
      </CardContent>
      <AlertDialog
        open={open}
        onOpenChange={(next) => {
          if (!next && !pending) setOpen(false);
        }}
      >
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{t('submit.confirm.title')}</AlertDialogTitle>
            <AlertDialogDescription>
              {t('submit.confirm.message', { count: progress.totalSections, company: companyName })}
              {unanswered > 0
                ? ` ${t('submit.confirm.unanswered', { count: unanswered, total: progress.totalQuestions })}`
                : ''}
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={pending}>{t('cancel')}</AlertDialogCancel>
            {/* A plain button, not AlertDialogAction: the dialog stays open until the server has answered. */}
            <Button
              onClick={async () => {
                if (pending) return;
                if (await onSubmit()) setOpen(false);
              }}
              disabled={pending}
            >
              {pending ? (
                <Spinner decorative className="size-4" />
              ) : (
                <Send aria-hidden="true" className="rtl:-scale-x-100" />
              )}
              {pending ? t('submit.busy') : t('submit.button')}
            </Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </Card>
  );
}

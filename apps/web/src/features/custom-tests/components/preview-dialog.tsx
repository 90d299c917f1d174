import { Eye } from 'lucide-react';
import { useState } from 'react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { getErrorMessage } from '@/lib/api-client';
import { useT } from '@/lib/i18n';
import { useTestPreview } from '../api/custom-tests';
import { PreviewQuestionCard } from './preview-question';

/**
 * The questions as a candidate gets them: no keys, options in a candidate's order, with each question's
 * clock. Answers typed here go nowhere.
 */
export function PreviewDialog({ testId, testName }: { testId: string; testName: string }) {
  const { t } = useT('custom-tests');
  const [open, setOpen] = useState(false);
  const preview = useTestPreview(testId, open);
  const questions = preview.data?.questions ?? [];
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <Eye aria-hidden="true" /> {t('preview.button')}
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-3xl bg-muted sm:p-8">
        <DialogHeader>
          <DialogTitle>{t('preview.title', { name: testName })}</DialogTitle>
          <DialogDescription>{t('preview.description')}</DialogDescription>
        </DialogHeader>
        {preview.isPending ? <Spinner label={t('preview.loading')} /> : null}
        {preview.isError ? (
          <Alert variant="destructive">
            <AlertDescription>{getErrorMessage(preview.error, t('preview.loadFailed'))}</AlertDescription>
          </Alert>
        ) : null}
        {preview.isSuccess && questions.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('preview.empty')}</p>
        ) : null}
        <div className="grid gap-4">
          {questions.map((question) => (
            <PreviewQuestionCard key={question.questionNumber} question={question} total={questions.length} />
          ))}
        </div>
      </DialogContent>
    </Dialog>
  );
}

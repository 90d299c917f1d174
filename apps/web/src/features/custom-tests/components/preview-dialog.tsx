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
import { useTestPreview } from '../api/custom-tests';
import { PreviewQuestionCard } from './preview-question';

/**
 * The questions as a candidate gets them: no keys, options in a candidate's order, with each question's
 * clock. Answers typed here go nowhere.
 */
export function PreviewDialog({ testId, testName }: { testId: string; testName: string }) {
  const [open, setOpen] = useState(false);
  const preview = useTestPreview(testId, open);
  const questions = preview.data?.questions ?? [];
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <Eye aria-hidden="true" /> Preview as candidate
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-3xl bg-muted sm:p-8">
        <DialogHeader>
          <DialogTitle>Preview: {testName}</DialogTitle>
          <DialogDescription>
            What a candidate sees, one question at a time in the test; answers here are not saved.
          </DialogDescription>
        </DialogHeader>
        {preview.isPending ? <Spinner label="Loading the preview" /> : null}
        {preview.isError ? (
          <Alert variant="destructive">
            <AlertDescription>
              {getErrorMessage(preview.error, 'Failed to load the preview.')}
            </AlertDescription>
          </Alert>
        ) : null}
        {preview.isSuccess && questions.length === 0 ? (
          <p className="text-sm text-muted-foreground">Add questions to preview them.</p>
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

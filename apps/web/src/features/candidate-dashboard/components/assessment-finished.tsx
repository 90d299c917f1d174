import type { TCandidateSelf } from '@app/contracts';
import { CheckCircle2, Lock } from 'lucide-react';
import { Card, CardContent } from '@/components/ui/card';
import { DetailList } from '@/components/ui/detail-list';
import { formatDateTime } from '../lib/format';
import { FeedbackCard } from './feedback-card';
import { MyDataCard } from './my-data-card';
import { SelfIdentificationCard } from './self-identification-card';

/**
 * SPEC.md section 2: after the final submission, 'Assessment Completed!' (submitted) or 'Assessment
 * Locked' (locked otherwise), with who, where, which submission and when; then, once submitted, the
 * optional self-identification questions.
 */
export function AssessmentFinished({ candidate }: { candidate: TCandidateSelf }) {
  const submitted = candidate.testStatus === 'submitted';
  const Icon = submitted ? CheckCircle2 : Lock;
  return (
    <div className="grid w-full gap-6">
      <Card className="mx-auto w-full max-w-xl">
        <CardContent className="grid justify-items-center gap-5 py-4 text-center">
          <Icon
            aria-hidden="true"
            className={submitted ? 'size-14 text-success' : 'size-14 text-muted-foreground'}
          />
          <div className="grid gap-2">
            <h1 className="text-2xl font-semibold tracking-tight">
              {submitted ? 'Assessment Completed!' : 'Assessment Locked'}
            </h1>
            <p className="text-muted-foreground">
              {submitted
                ? `Thank you, ${candidate.fullName}. Your assessment has been submitted to ${candidate.companyName}, and your answers can no longer be changed.`
                : `Your assessment is locked and can no longer be changed. Contact ${candidate.companyName} if you think this is a mistake.`}
            </p>
          </div>
          <div className="w-full rounded-lg border bg-muted/40 p-4 text-left">
            <DetailList
              items={[
                ['Candidate', candidate.fullName],
                ['Company', candidate.companyName],
                ['Industry', candidate.companyIndustry],
                ['Submission number', candidate.submissionCount > 0 ? `#${candidate.submissionCount}` : '—'],
                [
                  'Last submitted',
                  candidate.lastSubmittedAt ? (
                    <time key="last-submitted" dateTime={candidate.lastSubmittedAt}>
                      {formatDateTime(candidate.lastSubmittedAt)}
                    </time>
                  ) : (
                    '—'
                  ),
                ],
              ]}
            />
          </div>
          <p className="text-sm text-muted-foreground">
            {candidate.companyName} will review your results. If something went wrong during your assessment,
            ask them to reopen it.
          </p>
        </CardContent>
      </Card>
      {submitted ? <FeedbackCard /> : null}
      {submitted ? <SelfIdentificationCard companyName={candidate.companyName} /> : null}
      <MyDataCard companyName={candidate.companyName} />
    </div>
  );
}

import type { TCandidateSelf } from '@app/contracts';
import { CheckCircle2, Lock } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Card, CardContent } from '@/components/ui/card';
import { DetailList } from '@/components/ui/detail-list';
import { useT } from '@/lib/i18n';
import { formatNumber } from '@/lib/i18n/format';
import { formatDateTime } from '../lib/format';
import { FeedbackCard } from './feedback-card';
import { MyDataCard } from './my-data-card';

/** Offered only after the final submission: its form and answer lists load then, not with the dashboard. */
const SelfIdentificationCard = lazy(async () => ({
  default: (await import('./self-identification-card')).SelfIdentificationCard,
}));

/**
 * SPEC.md section 2: after the final submission, 'Assessment Completed!' (submitted) or 'Assessment
 * Locked' (locked otherwise), with who, where, which submission and when; then, once submitted, the
 * optional self-identification questions.
 */
export function AssessmentFinished({ candidate }: { candidate: TCandidateSelf }) {
  const { t, i18n } = useT('candidate-dashboard');
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
              {submitted ? t('finished.completed') : t('finished.locked')}
            </h1>
            <p className="text-muted-foreground">
              {submitted
                ? t('finished.thanks', { name: candidate.fullName, company: candidate.companyName })
                : t('finished.lockedMessage', { company: candidate.companyName })}
            </p>
          </div>
          <div className="w-full rounded-lg border bg-muted/40 p-4 text-start">
            <DetailList
              items={[
                [t('finished.candidate'), candidate.fullName],
                [t('profile.company'), candidate.companyName],
                [t('profile.industry'), candidate.companyIndustry],
                [
                  t('finished.submissionNumber'),
                  candidate.submissionCount > 0 ? `#${formatNumber(candidate.submissionCount)}` : '—',
                ],
                [
                  t('finished.lastSubmitted'),
                  candidate.lastSubmittedAt ? (
                    <time key="last-submitted" dateTime={candidate.lastSubmittedAt}>
                      {formatDateTime(candidate.lastSubmittedAt, i18n.language)}
                    </time>
                  ) : (
                    '—'
                  ),
                ],
              ]}
            />
          </div>
          <p className="text-sm text-muted-foreground">
            {t('finished.review', { company: candidate.companyName })}
          </p>
        </CardContent>
      </Card>
      {submitted ? <FeedbackCard /> : null}
      {submitted ? (
        <Suspense fallback={null}>
          <SelfIdentificationCard companyName={candidate.companyName} />
        </Suspense>
      ) : null}
      <MyDataCard companyName={candidate.companyName} />
    </div>
  );
}

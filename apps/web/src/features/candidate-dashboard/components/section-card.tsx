import type { TSectionStatus } from '@app/contracts';
import { CheckCircle2, Circle, Clock, ListChecks, PlayCircle } from 'lucide-react';
import { Link } from 'react-router';
import { Badge, type BadgeVariant } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { paths } from '@/config/paths';
import { candidateHref } from '@/lib/candidate/application';
import { useT } from '@/lib/i18n';
import { roundMinutes } from '../lib/format';
import { sectionAction, type TSectionView } from '../lib/progress';

const BADGES: Record<TSectionStatus, { variant: BadgeVariant; Icon: typeof Circle }> = {
  not_started: { variant: 'outline', Icon: Circle },
  in_progress: { variant: 'default', Icon: PlayCircle },
  completed: { variant: 'success', Icon: CheckCircle2 },
};

/** One section of the candidate's assessment (SPEC.md section 2): progress, status, time and the way in. */
export function SectionCard({
  section,
  extraTimeMultiplier,
  startBlocked = null,
}: {
  section: TSectionView;
  extraTimeMultiplier: number;
  /** Outside the assessment's window, why a section never opened cannot be started (issue 18). */
  startBlocked?: string | null;
}) {
  const { t } = useT('candidate-dashboard');
  const { variant, Icon } = BADGES[section.status];
  const action = t(`action.${sectionAction(section)}`);
  const minutes = roundMinutes(section.timeLimitMinutes);
  const answered = Math.min(section.answeredCount, section.questionCount);
  const percent = section.questionCount === 0 ? 0 : (answered / section.questionCount) * 100;
  const titleId = `section-${section.id}-title`;
  return (
    <Card role="group" aria-labelledby={titleId} className="gap-4" data-testid="section-card">
      <CardHeader>
        <div className="flex flex-wrap items-start justify-between gap-2">
          <CardTitle as="h3" id={titleId} className="text-base">
            {section.name}
          </CardTitle>
          <Badge variant={variant}>
            <Icon aria-hidden="true" />
            {t(`status.${section.status}`)}
          </Badge>
        </div>
        {section.description ? <CardDescription dir="auto">{section.description}</CardDescription> : null}
      </CardHeader>
      <CardContent className="grid flex-1 content-start gap-3">
        {section.questionCount > 0 ? (
          <div className="grid gap-1.5">
            <Progress
              value={percent}
              label={t('section.progress', { name: section.name })}
              valueText={t('section.progressValue', { answered, total: section.questionCount })}
            />
            <p className="text-xs text-muted-foreground">
              {t('section.answered', { answered, total: section.questionCount })}
            </p>
          </div>
        ) : null}
        <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          <div className="flex items-center gap-1.5">
            <Clock aria-hidden="true" className="size-4 text-muted-foreground" />
            <dt className="sr-only">{t('section.timeLimit')}</dt>
            <dd>
              {extraTimeMultiplier > 1
                ? t('section.minutesWithExtra', { minutes })
                : t('section.minutes', { minutes })}
            </dd>
          </div>
          <div className="flex items-center gap-1.5">
            <ListChecks aria-hidden="true" className="size-4 text-muted-foreground" />
            <dt className="sr-only">{t('section.questionsLabel')}</dt>
            <dd>{t('section.questions', { count: section.questionCount })}</dd>
          </div>
        </dl>
      </CardContent>
      <CardFooter>
        {section.questionCount === 0 ? (
          <p className="text-sm text-muted-foreground">{t('section.noQuestions')}</p>
        ) : startBlocked && section.attempt === null ? (
          <p className="text-sm text-muted-foreground">{startBlocked}</p>
        ) : (
          <Button
            asChild
            className="w-full sm:w-auto"
            variant={section.status === 'completed' ? 'outline' : 'default'}
          >
            {/* The name starts with the visible words (WCAG 2.5.3) and says which section, without stray spaces. */}
            <Link
              to={candidateHref(paths.testSection.getHref(section.id))}
              aria-label={`${action}: ${section.name}`}
            >
              {action}
            </Link>
          </Button>
        )}
      </CardFooter>
    </Card>
  );
}

import type { TSectionStatus } from '@app/contracts';
import { CheckCircle2, Circle, Clock, ListChecks, PlayCircle } from 'lucide-react';
import { Link } from 'react-router';
import { Badge, type BadgeVariant } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { paths } from '@/config/paths';
import { formatTimeLimit } from '../lib/format';
import { SECTION_STATUS_LABELS, sectionActionLabel, type TSectionView } from '../lib/progress';

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
  const { variant, Icon } = BADGES[section.status];
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
            {SECTION_STATUS_LABELS[section.status]}
          </Badge>
        </div>
        {section.description ? <CardDescription>{section.description}</CardDescription> : null}
      </CardHeader>
      <CardContent className="grid flex-1 content-start gap-3">
        {section.questionCount > 0 ? (
          <div className="grid gap-1.5">
            <Progress
              value={percent}
              label={`${section.name} progress`}
              valueText={`${answered} of ${section.questionCount} questions answered`}
            />
            <p className="text-xs text-muted-foreground">
              {answered} of {section.questionCount} answered
            </p>
          </div>
        ) : null}
        <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          <div className="flex items-center gap-1.5">
            <Clock aria-hidden="true" className="size-4 text-muted-foreground" />
            <dt className="sr-only">Time limit</dt>
            <dd>{formatTimeLimit(section.timeLimitMinutes, extraTimeMultiplier)}</dd>
          </div>
          <div className="flex items-center gap-1.5">
            <ListChecks aria-hidden="true" className="size-4 text-muted-foreground" />
            <dt className="sr-only">Questions</dt>
            <dd>
              {section.questionCount} {section.questionCount === 1 ? 'question' : 'questions'}
            </dd>
          </div>
        </dl>
      </CardContent>
      <CardFooter>
        {section.questionCount === 0 ? (
          <p className="text-sm text-muted-foreground">Questions not available yet</p>
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
              to={paths.testSection.getHref(section.id)}
              aria-label={`${sectionActionLabel(section)}: ${section.name}`}
            >
              {sectionActionLabel(section)}
            </Link>
          </Button>
        )}
      </CardFooter>
    </Card>
  );
}

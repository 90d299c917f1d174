import { ArrowLeft, ClipboardX, RotateCw, TriangleAlert } from 'lucide-react';
import type * as React from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { candidateHref } from '@/lib/candidate/application';
import { useT } from '@/lib/i18n';

function StateCard({
  icon,
  title,
  children,
  actions,
}: {
  icon: React.ReactNode;
  title: string;
  children: React.ReactNode;
  actions?: React.ReactNode;
}) {
  const { t } = useT('test-runner');
  return (
    <Card className="mx-auto w-full max-w-xl">
      <CardContent className="flex flex-col items-center gap-3 py-6 text-center">
        {icon}
        <h1 className="text-xl font-semibold tracking-tight">{title}</h1>
        <div className="max-w-md text-sm text-muted-foreground">{children}</div>
        <div className="mt-2 flex flex-wrap justify-center gap-2">
          {actions}
          <Button asChild variant={actions ? 'outline' : 'default'}>
            <Link to={candidateHref(paths.candidateDashboard.getHref())}>
              <ArrowLeft aria-hidden="true" className="rtl:-scale-x-100" /> {t('backToDashboard')}
            </Link>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

/** SPEC.md section 2: a section without questions. */
export function SectionNotAvailable() {
  const { t } = useT('test-runner');
  return (
    <StateCard
      icon={<ClipboardX aria-hidden="true" className="size-10 text-muted-foreground" />}
      title={t('notAvailable.title')}
    >
      {t('notAvailable.message')}
    </StateCard>
  );
}

/** The section could not be loaded (its toast has said why). */
export function SectionLoadFailed({
  title,
  message,
  onRetry,
}: {
  title: string;
  message: string;
  onRetry?: () => void;
}) {
  const { t } = useT('test-runner');
  return (
    <StateCard
      icon={<TriangleAlert aria-hidden="true" className="size-10 text-destructive" />}
      title={title}
      actions={
        onRetry ? (
          <Button onClick={onRetry}>
            <RotateCw aria-hidden="true" /> {t('tryAgain')}
          </Button>
        ) : undefined
      }
    >
      {message}
    </StateCard>
  );
}

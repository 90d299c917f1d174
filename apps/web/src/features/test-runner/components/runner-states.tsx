import { ArrowLeft, ClipboardX, RotateCw, TriangleAlert } from 'lucide-react';
import type * as React from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { paths } from '@/config/paths';

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
  return (
    <Card className="mx-auto w-full max-w-xl">
      <CardContent className="flex flex-col items-center gap-3 py-6 text-center">
        {icon}
        <h1 className="text-xl font-semibold tracking-tight">{title}</h1>
        <div className="max-w-md text-sm text-muted-foreground">{children}</div>
        <div className="mt-2 flex flex-wrap justify-center gap-2">
          {actions}
          <Button asChild variant={actions ? 'outline' : 'default'}>
            <Link to={paths.candidateDashboard.getHref()}>
              <ArrowLeft aria-hidden="true" /> Back to dashboard
            </Link>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

/** SPEC.md section 2: a section without questions. */
export function SectionNotAvailable() {
  return (
    <StateCard
      icon={<ClipboardX aria-hidden="true" className="size-10 text-muted-foreground" />}
      title="Section Not Available"
    >
      This section has no questions yet. Please check back later or choose another section from your
      dashboard.
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
  return (
    <StateCard
      icon={<TriangleAlert aria-hidden="true" className="size-10 text-destructive" />}
      title={title}
      actions={
        onRetry ? (
          <Button onClick={onRetry}>
            <RotateCw aria-hidden="true" /> Try again
          </Button>
        ) : undefined
      }
    >
      {message}
    </StateCard>
  );
}

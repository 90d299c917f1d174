import type { TCandidateSummary } from '@app/contracts';
import { CheckCircle2, Circle, FileUp, KeyRound, Rocket, Sparkles } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useT } from '@/lib/i18n';
import { cn } from '@/lib/utils';

/** The steps' names are SPEC.md's, in the admin-dashboard catalogue under pipeline.<key>. */
const STEPS = [
  { key: 'csvUpload', icon: FileUp },
  { key: 'questionGeneration', icon: Sparkles },
  { key: 'credentialCreation', icon: KeyRound },
  { key: 'testDeployment', icon: Rocket },
] as const;

/** SPEC.md section 4's four steps, each Completed once any candidate of the company has reached it. */
export function PipelinePanel({ pipeline }: { pipeline: TCandidateSummary['pipeline'] | undefined }) {
  const { t } = useT('admin-dashboard');
  return (
    <Card aria-labelledby="pipeline-title">
      <CardHeader>
        <CardTitle id="pipeline-title">{t('pipeline.title')}</CardTitle>
        <CardDescription>{t('pipeline.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <ol className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {STEPS.map(({ key, icon: Icon }, index) => {
            const done = pipeline?.[key] ?? false;
            return (
              <li
                key={key}
                data-testid={`pipeline-${key}`}
                className={cn(
                  'flex items-center gap-3 rounded-lg border p-3',
                  done ? 'border-success/40 bg-success/5' : 'bg-muted/40',
                )}
              >
                <span
                  className={cn(
                    'grid size-9 shrink-0 place-content-center rounded-full',
                    done ? 'bg-success text-success-foreground' : 'bg-muted text-muted-foreground',
                  )}
                >
                  <Icon aria-hidden="true" className="size-4" />
                </span>
                <div className="min-w-0">
                  <p className="text-sm font-medium">
                    <span className="sr-only">{t('pipeline.step', { number: index + 1 })}</span>
                    {t(`pipeline.${key}`)}
                  </p>
                  <Badge variant={done ? 'success' : 'outline'} className="mt-1">
                    {done ? <CheckCircle2 aria-hidden="true" /> : <Circle aria-hidden="true" />}
                    {done ? t('pipeline.completed') : t('pipeline.pending')}
                  </Badge>
                </div>
              </li>
            );
          })}
        </ol>
      </CardContent>
    </Card>
  );
}

import { FUNNEL_STAGE_LABELS, type TAnalytics } from '@app/contracts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { BarList } from './bar-list';

/** Invited → evaluated, each as a count and a share of the invited. */
export function FunnelCard({ funnel }: { funnel: TAnalytics['funnel'] }) {
  const invited = funnel[0]?.count ?? 0;
  return (
    <Card data-testid="funnel">
      <CardHeader>
        <CardTitle>Completion funnel</CardTitle>
        <CardDescription>Each step as a share of the invited candidates.</CardDescription>
      </CardHeader>
      <CardContent>
        {invited === 0 ? (
          <p className="text-sm text-muted-foreground">
            No invitations yet: candidates appear here once invited.
          </p>
        ) : (
          <BarList
            label="Completion funnel"
            max={invited}
            bars={funnel.map((step) => ({
              label: FUNNEL_STAGE_LABELS[step.stage],
              value: step.count,
              text: String(step.count),
              detail: `${step.percent}%`,
            }))}
          />
        )}
      </CardContent>
    </Card>
  );
}

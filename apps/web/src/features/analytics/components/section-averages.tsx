import { formatScore, type TAnalytics } from '@app/contracts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { BarList } from './bar-list';
import { NO_EVALUATIONS } from './score-histogram';

export function SectionAverages({ sections }: { sections: TAnalytics['sections'] }) {
  return (
    <Card data-testid="section-averages">
      <CardHeader>
        <CardTitle>Section averages</CardTitle>
        <CardDescription>Mean score out of 100, with the range and the number of candidates.</CardDescription>
      </CardHeader>
      <CardContent>
        {sections.length === 0 ? (
          <p className="text-sm text-muted-foreground">{NO_EVALUATIONS}</p>
        ) : (
          <BarList
            label="Section averages"
            max={100}
            bars={sections.map((s) => ({
              label: s.name,
              value: s.mean,
              text: formatScore(s.mean),
              detail: `n = ${s.n}, ${formatScore(s.min)}–${formatScore(s.max)}`,
            }))}
          />
        )}
      </CardContent>
    </Card>
  );
}

import { formatScore, listInWords, type TAnalytics } from '@app/contracts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { BarList } from './bar-list';
import { NO_EVALUATIONS } from './score-histogram';

/**
 * Mean score per scored section. Personality and work style are profiles, not scores (decision 013):
 * they get no average bar, only a note naming them.
 */
export function SectionAverages({
  sections,
  profiles = [],
}: {
  sections: TAnalytics['sections'];
  profiles?: TAnalytics['profiles'];
}) {
  const names = profiles.map((p) => p.name);
  return (
    <Card data-testid="section-averages">
      <CardHeader>
        <CardTitle>Section averages</CardTitle>
        <CardDescription>
          Mean score out of 100 of each scored section, with the range and the number of candidates.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {sections.length === 0 && profiles.length === 0 ? (
          <p className="text-sm text-muted-foreground">{NO_EVALUATIONS}</p>
        ) : sections.length === 0 ? (
          <p className="text-sm text-muted-foreground">No scored sections yet.</p>
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
        {names.length > 0 ? (
          <p className="text-sm text-muted-foreground" data-testid="profile-sections-note">
            {listInWords(names)} {names.length === 1 ? 'is a profile' : 'are profiles'}, not{' '}
            {names.length === 1 ? 'a score' : 'scores'}, so {names.length === 1 ? 'it has' : 'they have'} no
            average here: read each candidate’s profile in their report.
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}

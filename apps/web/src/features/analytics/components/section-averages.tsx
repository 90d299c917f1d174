import { formatScore, listInWords, type TAnalytics } from '@app/contracts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useT } from '@/lib/i18n';
import { BarList } from './bar-list';

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
  const { t } = useT('analytics');
  const names = profiles.map((p) => p.name);
  return (
    <Card data-testid="section-averages">
      <CardHeader>
        <CardTitle>{t('sections.title')}</CardTitle>
        <CardDescription>{t('sections.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {sections.length === 0 && profiles.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('noEvaluations')}</p>
        ) : sections.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('sections.none')}</p>
        ) : (
          <BarList
            label={t('sections.title')}
            max={100}
            bars={sections.map((s) => ({
              label: s.name,
              value: s.mean,
              text: formatScore(s.mean),
              detail: t('sections.detail', { n: s.n, min: formatScore(s.min), max: formatScore(s.max) }),
            }))}
          />
        )}
        {names.length > 0 ? (
          <p className="text-sm text-muted-foreground" data-testid="profile-sections-note">
            {t('sections.profiles', { names: listInWords(names), count: names.length })}
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}

import {
  formatScore,
  isProfileKind,
  NORM_BAND_RULE,
  overallComposition,
  PROFILE_VIEW_LABELS,
  profileWeightNote,
  type TEvaluationData,
  type TEvaluationNorms,
  type TProfileKind,
  type TSectionResult,
} from '@app/contracts';
import type * as React from 'react';
import { Progress } from '@/components/ui/progress';
import { useT } from '@/lib/i18n';
import { formatDuration } from '../lib/report-insights';
import { ReportSection } from './report-section';
import { SectionNorm } from './section-norm';

/** The ids of the profile blocks' headings (trait-profile.tsx, relative-preferences.tsx). */
const PROFILE_ANCHORS: Record<TProfileKind, string> = {
  personality: 'report-traits',
  work_style: 'report-preferences',
};

/** Scrolls the dialog to a profile block and moves focus to its heading, without touching the URL. */
function jumpTo(event: React.MouseEvent<HTMLAnchorElement>, id: string) {
  const target = document.getElementById(id);
  if (!target) return;
  event.preventDefault();
  target.scrollIntoView({ behavior: 'smooth', block: 'start' });
  target.focus({ preventScroll: true });
}

function Facts({ s, children }: { s: TSectionResult; children: React.ReactNode }) {
  const { t } = useT('reports');
  return (
    <p className="flex flex-wrap gap-x-3 text-xs text-muted-foreground">
      {children}
      <span>{t('sections.time', { time: formatDuration(s.timeSeconds, t) })}</span>
      <span>{t('sections.answered', { answered: s.answered, questions: s.questions })}</span>
      {s.closedBy === 'timeout' ? <span>{t('sections.timedOut')}</span> : null}
      {s.needsReview ? (
        <span className="font-medium text-foreground">{t('sections.needsReview')}</span>
      ) : null}
    </p>
  );
}

/**
 * Scored sections out of 100 as a bar, with their weight in the overall score, the time taken and their
 * percentile among the company's earlier candidates of the test. Personality and work style are
 * profiles (decision 013): labelled "Profile" with a link to their chart, never a score, bar or percentile.
 */
export function SectionScores({ data, norms }: { data: TEvaluationData; norms?: TEvaluationNorms | null }) {
  const { t } = useT('reports');
  const { sections } = data;
  const normOf = new Map((norms?.sections ?? []).map((n) => [n.sectionId, n]));
  const { traits } = overallComposition(data);
  // Weighted traits share the overall score with the sections.
  const weightSum = [...sections, ...traits].reduce((a, s) => a + s.weight, 0);
  const hasProfiles = sections.some((s) => isProfileKind(s.kind));
  const weightNote = (s: TSectionResult) =>
    s.weight === 0
      ? t('sections.notInOverall')
      : t('sections.weight', { weight: formatScore(weightSum > 0 ? (100 * s.weight) / weightSum : 0) });
  return (
    <ReportSection
      id="report-sections"
      title={t('sections.title')}
      description={hasProfiles ? t('sections.descriptionProfiles') : t('sections.description')}
    >
      <ul className="grid gap-4">
        {sections.map((s) => {
          if (isProfileKind(s.kind)) {
            const anchor = PROFILE_ANCHORS[s.kind];
            return (
              <li key={s.sectionId} className="grid gap-1.5" data-testid="profile-section">
                <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5">
                  <span className="font-medium">{s.name}</span>
                  <span className="rounded-full border px-2 text-xs leading-5 font-medium">
                    {t('sections.profile')}
                  </span>
                </div>
                <p className="text-sm">
                  {(s.kind === 'personality' ? data.traits : data.preferences).length > 0 ? (
                    <a
                      href={`#${anchor}`}
                      className="font-medium text-primary underline underline-offset-4"
                      onClick={(event) => jumpTo(event, anchor)}
                    >
                      {t('sections.seeProfile', { view: PROFILE_VIEW_LABELS[s.kind].toLowerCase() })}
                    </a>
                  ) : (
                    <span className="text-muted-foreground">{t('sections.noProfile')}</span>
                  )}
                </p>
                <Facts s={s}>
                  <span>{profileWeightNote(s, data.traitWeights)}</span>
                </Facts>
              </li>
            );
          }
          const norm = normOf.get(s.sectionId);
          if (s.score === null)
            return (
              <li key={s.sectionId} className="grid gap-1.5" data-testid="scored-section">
                <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5">
                  <span className="font-medium">{s.name}</span>
                  <span className="rounded-full border border-warning px-2 text-xs font-medium">
                    {t('sections.awaiting')}
                  </span>
                </div>
                <p className="text-sm text-muted-foreground">
                  {t('sections.awaitingDetail', { count: s.awaitingRating ?? 0 })}
                </p>
                <Facts s={s}>
                  <span>{weightNote(s)}</span>
                </Facts>
              </li>
            );
          return (
            <li key={s.sectionId} className="grid gap-1.5" data-testid="scored-section">
              <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5">
                <span className="font-medium">{s.name}</span>
                <span className="font-semibold tabular-nums">
                  {formatScore(s.score)}
                  <span className="font-normal text-muted-foreground"> / 100</span>
                </span>
              </div>
              <Progress
                value={s.score}
                label={t('sections.scoreLabel', { name: s.name })}
                valueText={t('sections.scoreValue', { score: formatScore(s.score) })}
                indicatorClassName={s.weight === 0 ? 'bg-muted-foreground/60' : undefined}
              />
              {norm ? <SectionNorm norm={norm} /> : null}
              <Facts s={s}>
                <span>{weightNote(s)}</span>
              </Facts>
            </li>
          );
        })}
      </ul>
      {normOf.size > 0 ? <p className="text-xs text-muted-foreground">{NORM_BAND_RULE}</p> : null}
    </ReportSection>
  );
}

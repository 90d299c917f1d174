import { DIF_MIN_GROUP_SIZE, ITEM_ANALYSIS_MIN_RESPONSES } from '@app/contracts';
import { Card, CardContent } from '@/components/ui/card';

const TERMS = [
  [
    'Difficulty (p)',
    'The share of candidates who got the item right (judgement items: the average credit). Most useful items lie between 0.20 and 0.95.',
  ],
  [
    'Discrimination (r)',
    'Whether candidates who do well on the rest of the section also get this item right (personality statements: whether answers agree with the other statements of the trait). 0.20 or more is good; below 0 often means a wrong key or a statement that should be reverse-scored.',
  ],
  ['Flags', 'Reasons to read the item again, not proof that it is wrong.'],
  [
    'Fairness (DIF)',
    'Differential item functioning: whether women and men, or candidates of different races or ethnicities, who did equally well on the rest of the section still answer this item differently. A gap in scores between groups is not DIF; an item that is harder for one group of equally able people is. A means negligible, B moderate and C large (the ETS categories); Δ below 0 means the item works against the group named first. B and C items are worth reading for wording, culture or knowledge that has nothing to do with the job, and retiring if you find it.',
  ],
] as const;

/** What the figures mean, for an HR admin rather than a psychometrician. */
export function ItemAnalysisGuide() {
  return (
    <Card>
      <CardContent className="grid gap-3 text-sm">
        <dl className="grid gap-2">
          {TERMS.map(([term, meaning]) => (
            <div key={term}>
              <dt className="inline font-medium">{term}: </dt>
              <dd className="inline text-muted-foreground">{meaning}</dd>
            </div>
          ))}
        </dl>
        <p className="text-muted-foreground">
          Only your company's submitted and scored candidates count, each item version on its own. Figures
          appear once an item has {ITEM_ANALYSIS_MIN_RESPONSES} responses. Open-ended and forced-choice items
          have no key, so they show responses only.
        </p>
        <p className="text-muted-foreground">
          The fairness check uses only the candidates' voluntary self-identification, counted per group: no
          one's answers are shown. It covers right-or-wrong items (multiple choice, true/false) and needs{' '}
          {DIF_MIN_GROUP_SIZE} candidates in each group compared; "prefer not to say" is left out. Even then
          small differences can go unnoticed, so an A means no difference was found, not that none exists.
          Retiring an item stops your new candidates being asked it; those who were asked it keep it.
        </p>
      </CardContent>
    </Card>
  );
}

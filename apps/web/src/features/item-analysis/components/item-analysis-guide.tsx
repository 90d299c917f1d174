import { ITEM_ANALYSIS_MIN_RESPONSES } from '@app/contracts';
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
      </CardContent>
    </Card>
  );
}

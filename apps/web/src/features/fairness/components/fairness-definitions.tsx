import { fairnessDefinitions, type TFairnessRegion } from '@app/contracts';

/**
 * Every definition the numbers follow, the region's legal framing first (decision 036), word for word as
 * the CSV and the summary print them.
 */
export function FairnessDefinitions({ region, className }: { region: TFairnessRegion; className?: string }) {
  return (
    <ul className={className ?? 'grid gap-2 text-sm text-muted-foreground'}>
      {Object.entries(fairnessDefinitions(region)).map(([key, text]) => (
        <li key={key}>{text}</li>
      ))}
    </ul>
  );
}

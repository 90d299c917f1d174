import { FAIRNESS_DEFINITIONS } from '@app/contracts';

/** Every definition the numbers follow, word for word as the CSV and the summary print them. */
export function FairnessDefinitions({ className }: { className?: string }) {
  return (
    <ul className={className ?? 'grid gap-2 text-sm text-muted-foreground'}>
      {Object.entries(FAIRNESS_DEFINITIONS).map(([key, text]) => (
        <li key={key}>{text}</li>
      ))}
    </ul>
  );
}

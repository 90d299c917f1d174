import type { TFairnessWarning } from '@app/contracts';
import { TriangleAlert } from 'lucide-react';
import { Alert, AlertDescription } from '@/components/ui/alert';

/** Why the numbers may not support a conclusion; shown above them. */
export function ReportWarnings({ warnings }: { warnings: TFairnessWarning[] }) {
  if (warnings.length === 0) return null;
  return (
    <div className="grid gap-2" data-testid="fairness-warnings">
      {warnings.map((w) => (
        <Alert key={`${w.code}-${w.message}`} variant="info">
          <TriangleAlert aria-hidden="true" />
          <AlertDescription>{w.message}</AlertDescription>
        </Alert>
      ))}
    </div>
  );
}

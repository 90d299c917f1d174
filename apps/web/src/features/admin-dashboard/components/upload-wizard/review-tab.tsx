import type { TTestLibraryEntry, TTestMode } from '@app/contracts';
import { DetailList } from '@/components/ui/detail-list';
import { Progress } from '@/components/ui/progress';
import { formatCount } from '../../lib/format';

type Props = {
  selectedTests: TTestLibraryEntry[];
  testMode: TTestMode;
  customInstructions: string;
  /** How the overall score weighs the parts, in words. */
  scoringWeights: string;
  fileName: string;
  rowCount: number | null;
  /** 0-100 while uploading, null otherwise. */
  progress: number | null;
  /** Adding to an existing assessment: its name and tests replace the chosen configuration. */
  existing?: { name: string; tests: string } | null;
};

const MODE_LABEL: Record<TTestMode, string> = {
  'pre-built': 'Pre-built',
  'ai-generated': 'AI-generated',
  hybrid: 'Hybrid',
};

export function ReviewTab({
  selectedTests,
  testMode,
  customInstructions,
  scoringWeights,
  fileName,
  rowCount,
  progress,
  existing = null,
}: Props) {
  const minutes = selectedTests.reduce((sum, t) => sum + t.durationMinutes, 0);
  const tests =
    selectedTests.length === 0 ? (
      'None (questions generated for the role)'
    ) : (
      <ul className="grid gap-0.5">
        {selectedTests.map((t) => (
          <li key={t.id}>
            {t.name}{' '}
            <span className="font-normal text-muted-foreground">
              ({t.durationMinutes} min, {t.questionCount} questions)
            </span>
          </li>
        ))}
      </ul>
    );
  return (
    <div className="grid gap-5">
      <DetailList
        items={
          existing
            ? [
                ['Assessment', existing.name],
                ['Tests', existing.tests],
                ['File', fileName],
                ['Candidates in file', rowCount === null ? 'Counting…' : formatCount(rowCount)],
              ]
            : [
                ['Selected tests', tests],
                ...(selectedTests.length > 0 ? ([['Total time', `${minutes} min`]] as const) : []),
                ['Test mode', MODE_LABEL[testMode]],
                ['Custom instructions', customInstructions.trim() || 'None'],
                ['Scoring weights', scoringWeights],
                ['File', fileName],
                ['Candidates in file', rowCount === null ? 'Counting…' : formatCount(rowCount)],
              ]
        }
      />
      {progress !== null ? (
        <div className="grid gap-2" aria-live="polite">
          <p className="text-sm text-muted-foreground">
            {progress < 100 ? `Uploading… ${progress}%` : 'Processing candidates…'}
          </p>
          <Progress value={progress} label="Upload progress" />
        </div>
      ) : null}
    </div>
  );
}

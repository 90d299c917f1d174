import { HIRING_STAGES, type THiringStage, type TStageLabels } from '@app/contracts';
import { Badge, type BadgeVariant } from '@/components/ui/badge';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { useT } from '@/lib/i18n';

const VARIANTS: Record<THiringStage, BadgeVariant> = {
  new: 'outline',
  shortlisted: 'secondary',
  rejected: 'destructive',
  hired: 'success',
};

export function StageBadge({ stage, labels }: { stage: THiringStage; labels: TStageLabels }) {
  return <Badge variant={VARIANTS[stage]}>{labels[stage]}</Badge>;
}

type Props = {
  candidate: { id: string; fullName: string; stage: THiringStage };
  labels: TStageLabels;
  /** Admins change the stage here; reviewers see it. */
  canEdit: boolean;
  onPick: (stage: THiringStage) => void;
};

/** The candidate's hiring stage: a small select for admins, a badge for reviewers (history: row menu). */
export function StageCell({ candidate, labels, canEdit, onPick }: Props) {
  const { t } = useT('admin-dashboard');
  return (
    <div className="flex items-center gap-1">
      {canEdit ? (
        <Select
          value={candidate.stage}
          onValueChange={(value) => {
            if (value !== candidate.stage) onPick(value as THiringStage);
          }}
        >
          <SelectTrigger
            aria-label={t('stage.label', { name: candidate.fullName })}
            className="h-8 w-32 text-sm md:text-sm"
            data-stage={candidate.stage}
          >
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {HIRING_STAGES.map((stage) => (
              <SelectItem key={stage} value={stage}>
                {labels[stage]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      ) : (
        <StageBadge stage={candidate.stage} labels={labels} />
      )}
    </div>
  );
}

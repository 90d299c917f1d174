import { ShieldAlert } from 'lucide-react';
import { useState } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useCanEdit } from '@/lib/auth/use-can-edit';
import { useErasureRequests } from '../../api/erase-candidate';
import { EraseCandidateDialog, type EraseTarget } from './erase-candidate-dialog';

const day = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', year: 'numeric' });

/** Candidates waiting for their erasure: shown until an admin erases them (or the daily job does). */
export function ErasureRequestsPanel({ enabled }: { enabled: boolean }) {
  const canEdit = useCanEdit();
  const requests = useErasureRequests(enabled);
  const [target, setTarget] = useState<EraseTarget | null>(null);
  const items = requests.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <Alert>
      <ShieldAlert aria-hidden="true" className="size-4" />
      <AlertTitle>
        {items.length === 1 ? 'A candidate asked' : `${items.length} candidates asked`} for their data to be
        erased
      </AlertTitle>
      <AlertDescription>
        <ul className="mt-2 grid gap-2">
          {items.map((item) => (
            <li key={item.candidateId} className="flex flex-wrap items-center justify-between gap-2">
              <span>
                <span className="font-medium text-foreground">{item.fullName}</span> ({item.email}
                {item.assessmentName ? `, ${item.assessmentName}` : ''}) asked on{' '}
                {day.format(new Date(item.requestedAt))}; erased automatically on{' '}
                {day.format(new Date(item.dueBy))}.
              </span>
              {canEdit ? (
                <Button
                  size="sm"
                  variant="destructive"
                  onClick={() => setTarget({ id: item.candidateId, fullName: item.fullName })}
                >
                  Erase now
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      </AlertDescription>
      <EraseCandidateDialog target={target} onClose={() => setTarget(null)} />
    </Alert>
  );
}

import { ShieldAlert } from 'lucide-react';
import { useState } from 'react';
import { Trans } from 'react-i18next';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useCanEdit } from '@/lib/auth/use-can-edit';
import { useT } from '@/lib/i18n';
import { useCompanyFormat } from '@/lib/i18n/use-company-format';
import { useErasureRequests } from '../../api/erase-candidate';
import { EraseCandidateDialog, type EraseTarget } from './erase-candidate-dialog';

/** Candidates waiting for their erasure: shown until an admin erases them (or the daily job does). */
export function ErasureRequestsPanel({ enabled }: { enabled: boolean }) {
  const { t } = useT('admin-dashboard');
  const format = useCompanyFormat();
  const canEdit = useCanEdit();
  const requests = useErasureRequests(enabled);
  const [target, setTarget] = useState<EraseTarget | null>(null);
  const items = requests.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <Alert>
      <ShieldAlert aria-hidden="true" className="size-4" />
      <AlertTitle>{t('erasure.title', { count: items.length })}</AlertTitle>
      <AlertDescription>
        <ul className="mt-2 grid gap-2">
          {items.map((item) => (
            <li key={item.candidateId} className="flex flex-wrap items-center justify-between gap-2">
              <span>
                <Trans
                  t={t}
                  i18nKey="erasure.item"
                  values={{
                    name: item.fullName,
                    email: item.email,
                    assessment: item.assessmentName ? `, ${item.assessmentName}` : '',
                    requested: format.date(item.requestedAt),
                    due: format.date(item.dueBy),
                  }}
                  components={{ name: <span className="font-medium text-foreground" /> }}
                />
              </span>
              {canEdit ? (
                <Button
                  size="sm"
                  variant="destructive"
                  onClick={() => setTarget({ id: item.candidateId, fullName: item.fullName })}
                >
                  {t('erasure.now')}
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

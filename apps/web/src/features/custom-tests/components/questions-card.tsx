import type { TCustomItem, TCustomTest } from '@app/contracts';
import { Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { getErrorMessage } from '@/lib/api-client';
import { useT } from '@/lib/i18n';
import { notify } from '@/lib/toast';
import { useDeleteItem, useReorderItems } from '../api/custom-tests';
import { moveKey } from '../lib/order';
import { ItemDialog } from './item-dialog';
import { moveButtonId, QuestionRow } from './question-row';

type Moved = { itemKey: string; direction: 'up' | 'down' };

/** The test's questions in the order candidates get them (without a random draw), to add, move, edit, delete. */
export function QuestionsCard({ test, editable }: { test: TCustomTest; editable: boolean }) {
  const { t } = useT('custom-tests');
  const items = [...test.items].sort((a, b) => a.position - b.position);
  const reorder = useReorderItems(test.id);
  const remove = useDeleteItem(test.id);
  const [adding, setAdding] = useState(false);
  // The question stays after its dialog closes, so the closing dialog keeps its words.
  const [editing, setEditing] = useState<{ item: TCustomItem; open: boolean } | null>(null);
  const [deleting, setDeleting] = useState<{ item: TCustomItem; number: number; open: boolean } | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [moved, setMoved] = useState<Moved | null>(null);

  // Focus follows the moved question; at the top or bottom its button in that direction is disabled,
  // so focus goes to the other one.
  useEffect(() => {
    if (!moved) return;
    const same = document.getElementById(moveButtonId(moved.itemKey, moved.direction));
    const other = document.getElementById(
      moveButtonId(moved.itemKey, moved.direction === 'up' ? 'down' : 'up'),
    );
    const target = same instanceof HTMLButtonElement && !same.disabled ? same : other;
    target?.focus();
  }, [moved]);

  const move = async (index: number, delta: -1 | 1) => {
    const item = items[index];
    if (!item) return;
    const keys = moveKey(
      items.map((i) => i.itemKey),
      index,
      delta,
    );
    setMoved({ itemKey: item.itemKey, direction: delta < 0 ? 'up' : 'down' });
    setAnnouncement(
      t('questions.moved', { number: index + 1, position: index + 1 + delta, count: items.length }),
    );
    try {
      await reorder.mutateAsync(keys);
    } catch (error) {
      setAnnouncement(t('questions.moveFailed'));
      notify.error(t('questions.toast.orderFailed'), getErrorMessage(error));
    }
  };

  const onDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.item.itemKey);
      notify.success(t('questions.toast.deleted'));
      setDeleting({ ...deleting, open: false });
    } catch (error) {
      notify.error(t('questions.toast.deleteFailed'), getErrorMessage(error));
    }
  };

  const numberOf = (item: TCustomItem | undefined) =>
    item ? items.findIndex((i) => i.itemKey === item.itemKey) + 1 || undefined : undefined;
  return (
    <section aria-labelledby="questions-title">
      <Card>
        <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
          <div className="grid gap-1.5">
            <CardTitle id="questions-title">{t('questions.title')}</CardTitle>
            <CardDescription>
              {items.length === 0
                ? t('questions.none')
                : test.drawCount === null
                  ? t('questions.inOrder', { count: items.length })
                  : t('questions.drawn', { count: items.length, drawn: test.questionCount })}
            </CardDescription>
          </div>
          {editable ? (
            <Button onClick={() => setAdding(true)}>
              <Plus aria-hidden="true" /> {t('questions.add')}
            </Button>
          ) : null}
        </CardHeader>
        <CardContent className="grid gap-3">
          <p aria-live="polite" className="sr-only">
            {announcement}
          </p>
          {items.length === 0 ? (
            <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">
              {editable ? t('questions.emptyAdmin') : t('questions.empty')}
            </p>
          ) : (
            <ol aria-label={t('questions.title')} className="grid gap-3">
              {items.map((item, index) => (
                <li key={item.itemKey}>
                  <QuestionRow
                    item={item}
                    number={index + 1}
                    count={items.length}
                    editable={editable}
                    onMove={(delta) => move(index, delta)}
                    onEdit={() => setEditing({ item, open: true })}
                    onDelete={() => setDeleting({ item, number: index + 1, open: true })}
                  />
                </li>
              ))}
            </ol>
          )}
        </CardContent>
        <ItemDialog testId={test.id} open={adding} onOpenChange={setAdding} />
        {editing ? (
          <ItemDialog
            testId={test.id}
            open={editing.open}
            onOpenChange={(open) => setEditing({ ...editing, open })}
            item={editing.item}
            number={numberOf(editing.item)}
          />
        ) : null}
        <ConfirmDialog
          open={deleting?.open ?? false}
          title={t('questions.deleteTitle', { number: deleting?.number ?? '' })}
          description={deleting?.item.inUse ? t('questions.deleteInUse') : t('questions.deleteUnused')}
          confirmLabel={t('questions.delete')}
          pendingLabel={t('deleting')}
          pending={remove.isPending}
          onConfirm={onDelete}
          onCancel={() => deleting && setDeleting({ ...deleting, open: false })}
        />
      </Card>
    </section>
  );
}

import { AUDIT_ACTION_LABELS, AUDIT_ACTOR_KIND_LABELS, type TAuditLogActor } from '@app/contracts';
import { type FormEvent, useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { useT } from '@/lib/i18n';
import { type AuditLogFilters, hasFilters } from '../lib/audit-log-filters';

/** Radix Select items may not be empty: this stands for "no filter". */
const ANY = 'any';

const ACTION_OPTIONS = Object.entries(AUDIT_ACTION_LABELS)
  .map(([value, label]) => ({ value, label }))
  .sort((a, b) => a.label.localeCompare(b.label));

type Props = {
  filters: AuditLogFilters;
  actors: TAuditLogActor[];
  onApply: (filters: AuditLogFilters) => void;
};

/** Dates, action, who and object id; applied together, so a half-typed id does not fetch on every key. */
export function AuditLogFilterBar({ filters, actors, onApply }: Props) {
  const { t } = useT('audit-log');
  const [draft, setDraft] = useState(filters);
  useEffect(() => setDraft(filters), [filters]);
  const set = (key: keyof Omit<AuditLogFilters, 'page'>) => (value: string) =>
    setDraft((d) => ({ ...d, [key]: value === ANY ? '' : value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({ ...draft, page: 1 });
  };

  return (
    <form
      aria-label={t('filter.label')}
      onSubmit={submit}
      className="grid gap-3 rounded-lg border p-4 sm:grid-cols-2 lg:grid-cols-[9rem_9rem_minmax(0,1fr)_minmax(0,1fr)_minmax(0,1.4fr)_auto]"
    >
      <div className="grid content-start gap-2">
        <Label htmlFor="audit-from">{t('filter.from')}</Label>
        <Input id="audit-from" type="date" value={draft.from} onChange={(e) => set('from')(e.target.value)} />
      </div>
      <div className="grid content-start gap-2">
        <Label htmlFor="audit-to">{t('filter.to')}</Label>
        <Input id="audit-to" type="date" value={draft.to} onChange={(e) => set('to')(e.target.value)} />
      </div>
      <div className="grid content-start gap-2">
        <Label htmlFor="audit-action">{t('filter.action')}</Label>
        <Select value={draft.action || ANY} onValueChange={set('action')}>
          <SelectTrigger id="audit-action">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ANY}>{t('filter.allActions')}</SelectItem>
            {ACTION_OPTIONS.map((option) => (
              <SelectItem key={option.value} value={option.value}>
                {option.label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="grid content-start gap-2">
        <Label htmlFor="audit-actor">{t('filter.who')}</Label>
        <Select value={draft.actor || ANY} onValueChange={set('actor')}>
          <SelectTrigger id="audit-actor">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ANY}>{t('filter.everyone')}</SelectItem>
            {actors.map((actor) => (
              <SelectItem key={actor.id} value={actor.id}>
                {actor.name} ({AUDIT_ACTOR_KIND_LABELS[actor.kind]})
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="grid content-start gap-2">
        <Label htmlFor="audit-object">{t('filter.objectId')}</Label>
        <Input
          id="audit-object"
          value={draft.objectId}
          placeholder={t('filter.objectIdPlaceholder')}
          autoComplete="off"
          spellCheck={false}
          onChange={(e) => set('objectId')(e.target.value)}
        />
      </div>
      <div className="flex items-end gap-2">
        <Button type="submit" size="sm" className="h-10">
          {t('filter.apply')}
        </Button>
        {hasFilters(filters) ? (
          <Button
            type="button"
            variant="ghost"
            size="sm"
            className="h-10"
            onClick={() => onApply({ from: '', to: '', action: '', actor: '', objectId: '', page: 1 })}
          >
            {t('filter.clear')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}

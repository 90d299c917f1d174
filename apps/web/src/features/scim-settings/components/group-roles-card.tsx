import { SCIM_ROLES, type TScimGroupRoles, type TScimRole } from '@app/contracts';
import { Plus, Trash2 } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { getErrorMessage } from '@/lib/api-client';
import { useT } from '@/lib/i18n';
import { notify } from '@/lib/toast';
import { useSaveScimGroupRoles } from '../api/scim';
import { type GroupRoleRow, toGroupRoles, toRows } from '../lib/group-roles';

/** Which directory groups make their members admins or reviewers; saved as a whole. */
export function GroupRolesCard({ groupRoles }: { groupRoles: TScimGroupRoles }) {
  const { t } = useT('scim-settings');
  const id = useId();
  const save = useSaveScimGroupRoles();
  const [rows, setRows] = useState<GroupRoleRow[]>(() => toRows(groupRoles));
  const [problem, setProblem] = useState<string | null>(null);
  const nextKey = useRef(rows.length);

  const update = (key: number, change: Partial<GroupRoleRow>) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...change } : row)));
  const add = () => setRows((current) => [...current, { key: nextKey.current++, group: '', role: 'admin' }]);
  const remove = (key: number) => setRows((current) => current.filter((row) => row.key !== key));

  const onSave = async () => {
    const result = toGroupRoles(rows);
    if (!result.ok) {
      setProblem(
        result.problem === 'empty' ? t('groups.emptyName') : t('groups.duplicate', { group: result.group }),
      );
      return;
    }
    setProblem(null);
    try {
      await save.mutateAsync(result.value);
      notify.success(t('toast.groupsSaved'), t('toast.groupsSavedDetail'));
    } catch (error) {
      notify.error(t('toast.groupsFailed'), getErrorMessage(error));
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">{t('groups.title')}</CardTitle>
        <CardDescription>{t('groups.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {rows.length === 0 ? <p className="text-sm text-muted-foreground">{t('groups.empty')}</p> : null}
        {rows.map((row, index) => (
          <div
            key={row.key}
            className="grid grid-cols-[minmax(0,1fr)_8rem_auto] items-end gap-2"
            data-testid="scim-group-row"
          >
            <div className="grid gap-1.5">
              {index === 0 ? (
                <label
                  htmlFor={`${id}-group-${row.key}`}
                  className="text-xs font-medium text-muted-foreground"
                >
                  {t('groups.group')}
                </label>
              ) : null}
              <Input
                id={`${id}-group-${row.key}`}
                aria-label={index === 0 ? undefined : t('groups.group')}
                value={row.group}
                maxLength={200}
                placeholder={t('groups.placeholder')}
                onChange={(event) => update(row.key, { group: event.target.value })}
              />
            </div>
            <div className="grid gap-1.5">
              {index === 0 ? (
                <span className="text-xs font-medium text-muted-foreground">{t('groups.role')}</span>
              ) : null}
              <Select value={row.role} onValueChange={(role) => update(row.key, { role: role as TScimRole })}>
                <SelectTrigger aria-label={t('groups.roleFor', { group: row.group || t('groups.newGroup') })}>
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {SCIM_ROLES.map((role) => (
                    <SelectItem key={role} value={role}>
                      {t(`roles.${role}`)}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </div>
            <Button
              type="button"
              variant="ghost"
              size="icon"
              onClick={() => remove(row.key)}
              aria-label={t('groups.remove', { group: row.group || t('groups.newGroup') })}
            >
              <Trash2 aria-hidden="true" className="size-4" />
            </Button>
          </div>
        ))}
        {problem ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {problem}
          </p>
        ) : null}
      </CardContent>
      <CardFooter className="flex flex-wrap justify-between gap-2">
        <Button type="button" variant="outline" size="sm" onClick={add}>
          <Plus aria-hidden="true" /> {t('groups.add')}
        </Button>
        <Button type="button" size="sm" onClick={onSave} disabled={save.isPending}>
          {save.isPending ? <Spinner decorative className="size-4" /> : null}
          {save.isPending ? t('groups.saving') : t('groups.save')}
        </Button>
      </CardFooter>
    </Card>
  );
}

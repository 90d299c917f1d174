import {
  BUILT_IN_PROFILE_FIELDS,
  PROFILE_FIELD_LIMITS,
  profileFieldKey,
  type TProfileField,
  ZProfileFieldsInput,
} from '@app/contracts';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useForm } from 'react-hook-form';
import { FormAlert, useFormFailure } from '@/components/form/form-alert';
import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { PageSpinner } from '@/components/ui/spinner';
import { SubmitButton } from '@/components/ui/submit-button';
import { getErrorMessage } from '@/lib/api-client';
import { useT } from '@/lib/i18n';
import { notify } from '@/lib/toast';
import { useProfileFields, useSaveProfileFields } from '../api/profile-fields';

type Row = { label: string; hint: string };
type Form = { fields: Row[] };

/** The form's rows as the API takes them: each key made from its label (checked with the server's rules). */
const toInput = (form: Form) => ({
  fields: form.fields.map((row) => ({
    key: profileFieldKey(row.label),
    label: row.label.trim(),
    hint: row.hint.trim() || null,
  })),
});

/**
 * Settings → Candidate profile: the details the company asks for beside the built-in ones. Each becomes a
 * field on the candidate's profile and a key of their additional information.
 */
export function ProfileFieldsPage() {
  const { t } = useT('profile-fields');
  const query = useProfileFields();
  if (query.isPending) return <PageSpinner label={t('loading')} />;
  if (query.isError) {
    return (
      <p role="alert" className="text-destructive">
        {getErrorMessage(query.error)}
      </p>
    );
  }
  return <ProfileFieldsForm saved={query.data.fields} />;
}

function ProfileFieldsForm({ saved }: { saved: TProfileField[] }) {
  const { t } = useT('profile-fields');
  const save = useSaveProfileFields();
  const failure = useFormFailure();
  const form = useForm<Form>({
    defaultValues: { fields: saved.map((field) => ({ label: field.label, hint: field.hint ?? '' })) },
  });
  const rows = useFieldArray({ control: form.control, name: 'fields' });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    failure.clear();
    const parsed = ZProfileFieldsInput.safeParse(toInput(values));
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const [, index, field] = issue.path;
        const name = field === 'hint' ? 'hint' : 'label';
        if (typeof index === 'number') form.setError(`fields.${index}.${name}`, { message: issue.message });
        else failure.report(t('toast.failed'), issue.message);
      }
      return;
    }
    try {
      const result = await save.mutateAsync(parsed.data);
      form.reset({ fields: result.fields.map((field) => ({ label: field.label, hint: field.hint ?? '' })) });
      notify.success(t('toast.saved'), t('toast.savedDetail'));
    } catch (error) {
      failure.report(t('toast.failed'), getErrorMessage(error));
    }
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('title')}</CardTitle>
        <CardDescription>
          {t('description', {
            builtIn: BUILT_IN_PROFILE_FIELDS.map((field) => field.label).join(', '),
            count: PROFILE_FIELD_LIMITS.count,
          })}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form className="grid gap-4" onSubmit={onSubmit} noValidate>
          <FormAlert id="profile-fields-failure" failure={failure.current} />
          {rows.fields.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t('empty')}</p>
          ) : (
            <ol className="grid gap-4" aria-label={t('list')}>
              {rows.fields.map((row, index) => (
                <li
                  key={row.id}
                  className="grid gap-3 rounded-lg border p-4 sm:grid-cols-[1fr_1fr_auto] sm:items-start"
                >
                  <TextField
                    id={`field-${index}-label`}
                    label={t('field.label', { number: index + 1 })}
                    required
                    error={errors.fields?.[index]?.label?.message}
                    {...form.register(`fields.${index}.label`)}
                  />
                  <TextField
                    id={`field-${index}-hint`}
                    label={t('field.hint', { number: index + 1 })}
                    error={errors.fields?.[index]?.hint?.message}
                    {...form.register(`fields.${index}.hint`)}
                  />
                  <div className="flex gap-1 sm:pt-7">
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon"
                      aria-label={t('field.up', { number: index + 1 })}
                      disabled={index === 0}
                      onClick={() => rows.move(index, index - 1)}
                    >
                      <ArrowUp aria-hidden="true" />
                    </Button>
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon"
                      aria-label={t('field.down', { number: index + 1 })}
                      disabled={index === rows.fields.length - 1}
                      onClick={() => rows.move(index, index + 1)}
                    >
                      <ArrowDown aria-hidden="true" />
                    </Button>
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon"
                      aria-label={t('field.remove', { number: index + 1 })}
                      onClick={() => rows.remove(index)}
                    >
                      <Trash2 aria-hidden="true" />
                    </Button>
                  </div>
                </li>
              ))}
            </ol>
          )}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
            <Button
              type="button"
              variant="outline"
              disabled={rows.fields.length >= PROFILE_FIELD_LIMITS.count}
              onClick={() => rows.append({ label: '', hint: '' })}
            >
              <Plus aria-hidden="true" /> {t('add')}
            </Button>
            <SubmitButton busy={save.isPending} busyLabel={t('saving')}>
              {t('save')}
            </SubmitButton>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

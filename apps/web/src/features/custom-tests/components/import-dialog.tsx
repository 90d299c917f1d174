import type { TCustomTestSummary, TImportReport } from '@app/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Upload } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Trans } from 'react-i18next';
import { FormAlert, useFormFailure } from '@/components/form/form-alert';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { SubmitButton } from '@/components/ui/submit-button';
import { getErrorMessage } from '@/lib/api-client';
import { useT } from '@/lib/i18n';
import { notify } from '@/lib/toast';
import { useImportQuestions } from '../api/custom-tests';
import { EMPTY_IMPORT, IMPORT_ACCEPT, type TImportForm, ZImportForm } from '../lib/import-form';
import { isNameTaken } from '../lib/server-errors';
import { ImportReport } from './import-report';

type Props = {
  /** The tests the questions may go into, besides a new one. */
  tests: readonly TCustomTestSummary[];
  /** Opened from a test's own page: the questions go into that test. */
  into?: TCustomTestSummary;
};

/** "Import questions": a CSV or QTI package into a new or an existing test, then the import's report. */
export function ImportDialog({ tests, into }: Props) {
  const { t } = useT('custom-tests');
  const [open, setOpen] = useState(false);
  const [report, setReport] = useState<TImportReport | null>(null);
  const importQuestions = useImportQuestions();
  const failure = useFormFailure();
  const defaults: TImportForm = into
    ? { ...EMPTY_IMPORT, target: 'existing', testId: into.id }
    : EMPTY_IMPORT;
  const form = useForm<TImportForm>({ resolver: zodResolver(ZImportForm), defaultValues: defaults });
  const { errors } = form.formState;
  const target = form.watch('target');
  const activeTests = tests.filter((test) => test.isActive);

  const onOpenChange = (next: boolean) => {
    if (!next) {
      form.reset(defaults);
      failure.clear();
      setReport(null);
    }
    setOpen(next);
  };
  // A bad file writes nothing (the server says why): the choices stay, so only the file needs fixing.
  const onSubmit = form.handleSubmit(async (values) => {
    failure.clear();
    if (!values.file) return;
    try {
      const result = await importQuestions.mutateAsync({
        file: values.file,
        target:
          values.target === 'new' ? { name: values.name.trim() || undefined } : { testId: values.testId },
      });
      setReport(result);
      notify.success(
        t('import.toast.finished'),
        `${t('import.summary', { count: result.imported, skipped: result.skipped })}.`,
      );
    } catch (error) {
      if (isNameTaken(error)) form.setError('name', { message: getErrorMessage(error) });
      failure.report(t('import.toast.failed'), getErrorMessage(error));
    }
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <Upload aria-hidden="true" /> {t('import.title')}
        </Button>
      </DialogTrigger>
      <DialogContent className={report ? 'max-w-3xl' : 'max-w-xl'}>
        <DialogHeader>
          <DialogTitle>{report ? t('import.reportTitle') : t('import.title')}</DialogTitle>
          <DialogDescription>
            {report ? t('import.reportDescription') : t('import.description')}
          </DialogDescription>
        </DialogHeader>
        {report ? (
          <ImportReport
            report={report}
            onAgain={() => {
              setReport(null);
              form.setValue('file', null);
            }}
          />
        ) : (
          <form onSubmit={onSubmit} noValidate className="grid gap-4">
            <FormAlert id="import-failure" failure={failure.current} />
            <Controller
              control={form.control}
              name="file"
              render={({ field }) => (
                <Field id="import-file" label={t('import.file')} required error={errors.file?.message}>
                  {(control) => (
                    <Input
                      {...control}
                      type="file"
                      accept={IMPORT_ACCEPT}
                      name={field.name}
                      ref={field.ref}
                      onBlur={field.onBlur}
                      onChange={(event) => field.onChange(event.target.files?.[0] ?? null)}
                      className="h-auto py-1.5"
                    />
                  )}
                </Field>
              )}
            />
            {into ? (
              <p className="text-sm">
                <Trans
                  t={t}
                  i18nKey="import.into"
                  values={{ name: into.name }}
                  components={{ name: <span className="font-medium" /> }}
                />
              </p>
            ) : (
              <>
                <Controller
                  control={form.control}
                  name="target"
                  render={({ field }) => (
                    <fieldset className="grid gap-2">
                      <legend className="mb-1 text-sm font-medium">{t('import.intoLegend')}</legend>
                      <RadioGroup value={field.value} onValueChange={field.onChange} className="gap-2">
                        <div className="flex items-center gap-2">
                          <RadioGroupItem id="import-into-new" value="new" />
                          <Label htmlFor="import-into-new">{t('import.intoNew')}</Label>
                        </div>
                        <div className="flex items-center gap-2">
                          <RadioGroupItem
                            id="import-into-existing"
                            value="existing"
                            disabled={activeTests.length === 0}
                          />
                          <Label htmlFor="import-into-existing">{t('import.intoExisting')}</Label>
                        </div>
                      </RadioGroup>
                    </fieldset>
                  )}
                />
                {target === 'new' ? (
                  <TextField
                    id="import-name"
                    label={t('import.name')}
                    autoComplete="off"
                    hint={t('import.nameHint')}
                    error={errors.name?.message}
                    {...form.register('name')}
                  />
                ) : (
                  <SelectField
                    control={form.control}
                    name="testId"
                    id="import-test"
                    label={t('import.test')}
                    required
                    placeholder={t('import.chooseTest')}
                    options={activeTests.map((test) => ({ value: test.id, label: test.name }))}
                    error={errors.testId?.message}
                  />
                )}
              </>
            )}
            <DialogFooter>
              <SubmitButton busy={importQuestions.isPending} busyLabel={t('import.importing')}>
                {t('import.submit')}
              </SubmitButton>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}

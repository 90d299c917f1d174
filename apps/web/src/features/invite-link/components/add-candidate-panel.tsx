import { ZAssessmentCandidateInput } from '@app/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { UserPlus } from 'lucide-react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { CandidateFields } from '@/components/form/candidate-fields';
import { CandidateLanguageField } from '@/components/form/candidate-language-field';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { SubmitButton } from '@/components/ui/submit-button';
import { getErrorMessage, getFieldErrors } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { useAddCandidateToAssessment } from '../api/invite-link';

type Form = z.input<typeof ZAssessmentCandidateInput>;
const EMPTY: Form = { full_name: '', email: '', phone: '', position: '', language: '' };
const FIELDS = ['full_name', 'email', 'phone', 'position', 'language'] as const;

/** One person into this assessment: its tests apply, and they get the same invitation as an upload. */
export function AddCandidatePanel({ assessmentId }: { assessmentId: string }) {
  const add = useAddCandidateToAssessment(assessmentId);
  const form = useForm<Form, unknown, z.output<typeof ZAssessmentCandidateInput>>({
    resolver: zodResolver(ZAssessmentCandidateInput),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await add.mutateAsync({
        ...values,
        phone: values.phone || undefined,
        position: values.position || undefined,
        language: values.language || undefined,
      });
      notify.success(
        'Candidate added',
        `${values.full_name} gets an invitation by email as soon as their questions are ready.`,
      );
      form.reset(EMPTY);
    } catch (error) {
      const fields = getFieldErrors(error);
      for (const name of FIELDS) if (fields[name]) form.setError(name, { message: fields[name] });
      notify.error('Candidate not added', getErrorMessage(error));
    }
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <UserPlus aria-hidden="true" className="size-5" /> Add a candidate
        </CardTitle>
        <CardDescription>
          Invite one person to this assessment. They take its tests and get their invitation by email.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form
          onSubmit={onSubmit}
          noValidate
          className="grid gap-4 sm:grid-cols-2"
          aria-label="Add a candidate"
        >
          <CandidateFields idPrefix="assessment-add" register={form.register} errors={errors} />
          <CandidateLanguageField
            control={form.control}
            idPrefix="assessment-add"
            error={errors.language?.message}
          />
          <div className="sm:col-span-2">
            <SubmitButton busy={add.isPending} busyLabel="Adding…">
              Add candidate
            </SubmitButton>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

import {
  COMPANY_SIZES,
  CONTACT_PLANS,
  INDUSTRIES,
  type TContactPlan,
  type TContactRequestInput,
  ZContactRequestInput,
} from '@app/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { type Resolver, useForm } from 'react-hook-form';
import { FormAlert, useFormFailure } from '@/components/form/form-alert';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { getErrorMessage, getFieldErrors } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { useHydrated } from '@/lib/use-hydrated';
import { type ContactRequestBody, useCreateContactRequest } from '../api/create-contact-request';
import { DEMO_REQUEST_NOTE } from '../content';

const SUBMIT_FAILED_MESSAGE = 'Failed to submit request. Please try again.';

/**
 * What the form holds: every field a string, '' meaning "nothing chosen". Selects need '' rather than
 * undefined: react-hook-form falls back to the initial default for an undefined value, so a reset would
 * otherwise leave a plan preselected from ?plan= on screen.
 */
export type ContactFormValues = Record<keyof TContactRequestInput, string>;

const EMPTY_VALUES: ContactFormValues = {
  companyName: '',
  contactPerson: '',
  email: '',
  phone: '',
  companySize: '',
  industry: '',
  preferredPlan: '',
  additionalNotes: '',
};

const FIELD_NAMES = Object.keys(EMPTY_VALUES) as (keyof ContactFormValues)[];

const zodContactResolver = zodResolver(ZContactRequestInput);

/** Validates with the shared contract (ZContactRequestInput) after turning unchosen selects into undefined. */
const contactResolver: Resolver<ContactFormValues, unknown, ContactRequestBody> = (
  values,
  context,
  options,
) =>
  zodContactResolver(
    {
      ...values,
      companySize: values.companySize || undefined,
      industry: values.industry || undefined,
      preferredPlan: values.preferredPlan || undefined,
    } as TContactRequestInput,
    context,
    options as unknown as Parameters<typeof zodContactResolver>[2],
  ) as unknown as ReturnType<Resolver<ContactFormValues, unknown, ContactRequestBody>>;

export function isContactPlan(value: string | null): value is TContactPlan {
  return CONTACT_PLANS.some((plan) => plan.id === value);
}

/** Values to start from: `?plan=` preselects a valid plan, `?demo=1` asks for a demo in the notes. */
export function getInitialContactValues(searchParams: URLSearchParams): ContactFormValues {
  const plan = searchParams.get('plan');
  return {
    ...EMPTY_VALUES,
    preferredPlan: isContactPlan(plan) ? plan : '',
    additionalNotes: searchParams.get('demo') === '1' ? DEMO_REQUEST_NOTE : '',
  };
}

export function ContactForm({ initialValues }: { initialValues: ContactFormValues }) {
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ContactFormValues, unknown, ContactRequestBody>({
    resolver: contactResolver,
    defaultValues: initialValues,
    mode: 'onTouched',
  });
  const createRequest = useCreateContactRequest();
  const busy = isSubmitting || createRequest.isPending;
  // The page is pre-rendered: until React runs it, a pick in a select would go nowhere (lib/use-hydrated.ts).
  const hydrated = useHydrated();
  const locked = busy || !hydrated;

  const failure = useFormFailure();
  const onSubmit = handleSubmit(async (body) => {
    try {
      await createRequest.mutateAsync(body);
      notify.success('Request Submitted Successfully!', 'Our sales team will contact you within 24 hours.');
      reset(EMPTY_VALUES);
    } catch (error) {
      for (const [field, message] of Object.entries(getFieldErrors(error))) {
        if ((FIELD_NAMES as string[]).includes(field)) {
          setError(field as keyof ContactFormValues, { type: 'server', message });
        }
      }
      failure.report(getErrorMessage(error, SUBMIT_FAILED_MESSAGE));
    }
  });

  return (
    <form
      noValidate
      onSubmit={(event) => {
        failure.clear();
        void onSubmit(event);
      }}
      aria-labelledby="contact-form-title"
      aria-busy={busy}
    >
      <FormAlert id="contact-failure" failure={failure.current} />
      <fieldset disabled={locked} className="grid gap-6">
        <legend className="sr-only">Your details</legend>
        <p className="text-sm text-muted-foreground">
          Fields marked <span className="text-destructive">*</span> are required.
        </p>

        <div className="grid gap-6 sm:grid-cols-2">
          <TextField
            id="companyName"
            label="Company Name"
            required
            error={errors.companyName?.message}
            {...register('companyName')}
            autoComplete="organization"
            placeholder="Acme Corporation"
          />
          <TextField
            id="contactPerson"
            label="Contact Person"
            required
            error={errors.contactPerson?.message}
            {...register('contactPerson')}
            autoComplete="name"
            placeholder="Your full name"
          />
          <TextField
            id="email"
            label="Email"
            required
            error={errors.email?.message}
            {...register('email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder="you@company.com"
          />
          <TextField
            id="phone"
            label="Phone"
            error={errors.phone?.message}
            {...register('phone')}
            type="tel"
            autoComplete="tel"
            placeholder="+91 98765 43210"
          />

          <SelectField
            control={control}
            name="companySize"
            id="companySize"
            label="Company Size"
            placeholder="Select company size"
            error={errors.companySize?.message}
            disabled={locked}
            options={COMPANY_SIZES.map((size) => ({ value: size, label: `${size} employees` }))}
          />
          <SelectField
            control={control}
            name="industry"
            id="industry"
            label="Industry"
            placeholder="Select industry"
            error={errors.industry?.message}
            disabled={locked}
            options={INDUSTRIES.map((industry) => ({ value: industry, label: industry }))}
          />

          <SelectField
            control={control}
            name="preferredPlan"
            id="preferredPlan"
            label="Preferred Plan"
            placeholder="Select a plan"
            error={errors.preferredPlan?.message}
            disabled={locked}
            className="sm:col-span-2"
            options={CONTACT_PLANS.map((plan) => ({ value: plan.id, label: plan.label }))}
          />

          <Field
            id="additionalNotes"
            label="Additional Requirements"
            error={errors.additionalNotes?.message}
            className="sm:col-span-2"
          >
            {(control) => (
              <Textarea
                {...control}
                {...register('additionalNotes')}
                rows={5}
                placeholder="Tell us about your hiring needs: roles, number of candidates per month, integrations…"
              />
            )}
          </Field>
        </div>

        <Button type="submit" size="lg" className="w-full sm:w-auto sm:justify-self-start" disabled={locked}>
          {busy ? <Spinner className="size-4" decorative /> : <Send aria-hidden="true" />}
          {busy ? 'Submitting...' : 'Submit Request'}
        </Button>
      </fieldset>
    </form>
  );
}

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
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { getErrorMessage, getFieldErrors } from '@/lib/api-client';
import { notify } from '@/lib/toast';
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
      notify.error(getErrorMessage(error, SUBMIT_FAILED_MESSAGE));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="contact-form-title" aria-busy={busy}>
      <fieldset disabled={busy} className="grid gap-6">
        <legend className="sr-only">Your details</legend>
        <p className="text-sm text-muted-foreground">
          Fields marked <span className="text-destructive">*</span> are required.
        </p>

        <div className="grid gap-6 sm:grid-cols-2">
          <Field id="companyName" label="Company Name" required error={errors.companyName?.message}>
            {(control) => (
              <Input
                {...control}
                {...register('companyName')}
                autoComplete="organization"
                placeholder="Acme Corporation"
              />
            )}
          </Field>
          <Field id="contactPerson" label="Contact Person" required error={errors.contactPerson?.message}>
            {(control) => (
              <Input
                {...control}
                {...register('contactPerson')}
                autoComplete="name"
                placeholder="Your full name"
              />
            )}
          </Field>
          <Field id="email" label="Email" required error={errors.email?.message}>
            {(control) => (
              <Input
                {...control}
                {...register('email')}
                type="email"
                autoComplete="email"
                inputMode="email"
                placeholder="you@company.com"
              />
            )}
          </Field>
          <Field id="phone" label="Phone" error={errors.phone?.message}>
            {(control) => (
              <Input
                {...control}
                {...register('phone')}
                type="tel"
                autoComplete="tel"
                placeholder="+91 98765 43210"
              />
            )}
          </Field>

          <Field id="companySize" label="Company Size" error={errors.companySize?.message}>
            {(controlProps) => (
              <Controller
                control={control}
                name="companySize"
                render={({ field }) => (
                  <Select
                    name={field.name}
                    value={field.value}
                    onValueChange={(value) => field.onChange(value)}
                    disabled={busy}
                  >
                    <SelectTrigger {...controlProps} ref={field.ref} onBlur={field.onBlur}>
                      <SelectValue placeholder="Select company size" />
                    </SelectTrigger>
                    <SelectContent>
                      {COMPANY_SIZES.map((size) => (
                        <SelectItem key={size} value={size}>
                          {size} employees
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                )}
              />
            )}
          </Field>
          <Field id="industry" label="Industry" error={errors.industry?.message}>
            {(controlProps) => (
              <Controller
                control={control}
                name="industry"
                render={({ field }) => (
                  <Select
                    name={field.name}
                    value={field.value}
                    onValueChange={(value) => field.onChange(value)}
                    disabled={busy}
                  >
                    <SelectTrigger {...controlProps} ref={field.ref} onBlur={field.onBlur}>
                      <SelectValue placeholder="Select industry" />
                    </SelectTrigger>
                    <SelectContent>
                      {INDUSTRIES.map((industry) => (
                        <SelectItem key={industry} value={industry}>
                          {industry}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                )}
              />
            )}
          </Field>

          <Field
            id="preferredPlan"
            label="Preferred Plan"
            error={errors.preferredPlan?.message}
            className="sm:col-span-2"
          >
            {(controlProps) => (
              <Controller
                control={control}
                name="preferredPlan"
                render={({ field }) => (
                  <Select
                    name={field.name}
                    value={field.value}
                    onValueChange={(value) => field.onChange(value)}
                    disabled={busy}
                  >
                    <SelectTrigger {...controlProps} ref={field.ref} onBlur={field.onBlur}>
                      <SelectValue placeholder="Select a plan" />
                    </SelectTrigger>
                    <SelectContent>
                      {CONTACT_PLANS.map((plan) => (
                        <SelectItem key={plan.id} value={plan.id}>
                          {plan.label}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                )}
              />
            )}
          </Field>

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

        <Button type="submit" size="lg" className="w-full sm:w-auto sm:justify-self-start" disabled={busy}>
          {busy ? <Spinner className="size-4" decorative /> : <Send aria-hidden="true" />}
          {busy ? 'Submitting...' : 'Submit Request'}
        </Button>
      </fieldset>
    </form>
  );
}

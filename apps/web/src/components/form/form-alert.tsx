import { CircleAlert } from 'lucide-react';
import { useState } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { notify } from '@/lib/toast';

export type FormFailure = { title: string; message?: string | undefined };

/**
 * A form's failure kept beside the form, where the person is looking (a toast alone vanishes in a corner):
 * `failure.report(title, message)` shows SPEC.md's failure toast and the same words above the fields;
 * `failure.clear()` when the person submits again.
 */
export function useFormFailure() {
  const [current, setCurrent] = useState<FormFailure | null>(null);
  return {
    current,
    show: (title: string, message?: string) => setCurrent({ title, message }),
    report: (title: string, message?: string) => {
      notify.error(title, message);
      setCurrent({ title, message });
    },
    clear: () => setCurrent(null),
  };
}

/** The failure above the form's fields, announced at once; `id` lets the fields point at it. */
export function FormAlert({ id, failure }: { id: string; failure: FormFailure | null }) {
  if (!failure) return null;
  return (
    <Alert id={id} variant="destructive" data-testid="form-alert">
      <CircleAlert aria-hidden="true" />
      <AlertTitle>{failure.title}</AlertTitle>
      {failure.message ? <AlertDescription>{failure.message}</AlertDescription> : null}
    </Alert>
  );
}

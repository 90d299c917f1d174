import { zodResolver } from '@hookform/resolvers/zod';
import type * as React from 'react';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormAlert, useFormFailure } from '@/components/form/form-alert';
import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { SubmitButton } from '@/components/ui/submit-button';
import { signInCodeFailure, useSendSignInCode, useSignInWithCode } from '@/lib/auth/sign-in-code';
import { useT } from '@/lib/i18n';
import { translatedFieldError } from '@/lib/i18n/form-errors';
import { translatedErrorMessage } from '@/lib/i18n/server-errors';

/** The English words are form-errors.ts's key to the other languages' (common's validation.signInCode). */
const ZSignInCode = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6-digit code from the email'),
});
type SignInCode = z.infer<typeof ZSignInCode>;

type Props = {
  email: string;
  /** Where the code went, in the caller's words: above the field. */
  intro: React.ReactNode;
  submitLabel: string;
  busyLabel: string;
  onSignedIn: () => void | Promise<void>;
  /** More ways out (another address, the password), below "Send a new code". */
  children?: React.ReactNode;
};

/**
 * The second step of a sign-in by code (lib/auth/sign-in-code.ts): the six digits from the email, a new
 * code when that one expired or went astray, and what went wrong in words a person can act on.
 */
export function SignInCodeForm({ email, intro, submitLabel, busyLabel, onSignedIn, children }: Props) {
  const { t } = useT('common');
  const id = useId();
  const signIn = useSignInWithCode();
  const resend = useSendSignInCode();
  const failure = useFormFailure();
  const [resent, setResent] = useState(false);
  const form = useForm<SignInCode>({ resolver: zodResolver(ZSignInCode), defaultValues: { code: '' } });
  // The step replaces the button that sent the code: focus goes where the person types next.
  useEffect(() => form.setFocus('code'), [form]);

  const onSubmit = form.handleSubmit(({ code }) =>
    signIn.mutateAsync({ email, otp: code }).then(onSignedIn, (error: unknown) => {
      failure.show(t('signInCode.failed'), signInCodeFailure(error));
      form.setFocus('code', { shouldSelect: true });
    }),
  );
  const onResend = () => {
    failure.clear();
    setResent(false);
    resend.mutate(email, {
      onSuccess: () => {
        form.reset();
        setResent(true);
        form.setFocus('code');
      },
      onError: (error) => failure.show(t('signInCode.notSent'), translatedErrorMessage(error)),
    });
  };
  const busy = signIn.isPending || resend.isPending;

  return (
    <form
      className="grid gap-4"
      onSubmit={(event) => {
        failure.clear();
        void onSubmit(event);
      }}
      noValidate
    >
      <p className="text-sm text-muted-foreground">{intro}</p>
      <FormAlert id={`${id}-failure`} failure={failure.current} />
      <TextField
        id={`${id}-code`}
        label={t('signInCode.label')}
        required
        error={translatedFieldError(form.formState.errors.code?.message)}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        // Digits read left to right in every language.
        dir="ltr"
        className="[&_input]:text-center [&_input]:font-mono [&_input]:text-lg [&_input]:tracking-[0.4em]"
        disabled={busy}
        {...form.register('code')}
      />
      <SubmitButton
        busy={signIn.isPending}
        busyLabel={busyLabel}
        disabled={resend.isPending}
        className="w-full"
      >
        {submitLabel}
      </SubmitButton>
      <Button type="button" variant="outline" className="w-full" onClick={onResend} disabled={busy}>
        {t('signInCode.resend')}
      </Button>
      {resent ? (
        <p className="text-sm text-muted-foreground" role="status">
          {t('signInCode.resent')}
        </p>
      ) : null}
      {children}
    </form>
  );
}

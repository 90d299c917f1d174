import { type TForgotPasswordInput, ZForgotPasswordInput } from '@app/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormAlert, useFormFailure } from '@/components/form/form-alert';
import { SignInCodeForm } from '@/components/form/sign-in-code-form';
import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { SubmitButton } from '@/components/ui/submit-button';
import { useSendSignInCode } from '@/lib/auth/sign-in-code';
import { useT } from '@/lib/i18n';
import { translatedFieldError } from '@/lib/i18n/form-errors';
import { translatedErrorMessage } from '@/lib/i18n/server-errors';
import { notify } from '@/lib/toast';

type Props = {
  /** What the person typed in the password form, so they need not type it again. */
  initialEmail: string;
  onUsePassword: () => void;
};

/**
 * Sign-in without a password (decision 033): a code to the address, then the code. The sign-in page then
 * redirects by role, as after a password; its module loads only when someone chooses this way.
 */
export function CodeSignIn({ initialEmail, onUsePassword }: Props) {
  const { t } = useT('auth');
  const { t: common } = useT('common');
  const send = useSendSignInCode();
  const failure = useFormFailure();
  // The address the code went to: the second step.
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<TForgotPasswordInput>({
    resolver: zodResolver(ZForgotPasswordInput),
    defaultValues: { email: initialEmail },
  });
  // The form replaces the button that opened it: focus goes where the person types next.
  useEffect(() => {
    if (!sentTo) form.setFocus('email');
  }, [form, sentTo]);

  const passwordInstead = (
    <Button
      type="button"
      variant="link"
      className="justify-self-center whitespace-normal"
      onClick={onUsePassword}
    >
      {t('code.usePassword')}
    </Button>
  );

  if (sentTo) {
    return (
      <SignInCodeForm
        email={sentTo}
        intro={t('code.sent', { email: sentTo })}
        submitLabel={t('signIn.submit')}
        busyLabel={t('signIn.busy')}
        onSignedIn={() => notify.success(t('signIn.success'))}
      >
        <Button
          type="button"
          variant="link"
          className="justify-self-center whitespace-normal"
          onClick={() => setSentTo(null)}
        >
          {t('code.otherEmail')}
        </Button>
        {passwordInstead}
      </SignInCodeForm>
    );
  }

  const onSubmit = form.handleSubmit(({ email }) =>
    send.mutateAsync(email).then(
      () => setSentTo(email),
      (error: unknown) => failure.show(common('signInCode.notSent'), translatedErrorMessage(error)),
    ),
  );

  return (
    <form
      className="grid gap-4"
      onSubmit={(event) => {
        failure.clear();
        void onSubmit(event);
      }}
      noValidate
    >
      <p className="text-sm text-muted-foreground">{t('code.intro')}</p>
      <FormAlert id="code-sign-in-failure" failure={failure.current} />
      <TextField
        id="code-email"
        label={t('email')}
        required
        error={translatedFieldError(form.formState.errors.email?.message)}
        type="email"
        // Addresses read left to right in every language.
        dir="ltr"
        autoComplete="email"
        disabled={send.isPending}
        {...form.register('email')}
      />
      <SubmitButton busy={send.isPending} busyLabel={t('code.sending')} className="w-full">
        {t('code.send')}
      </SubmitButton>
      {passwordInstead}
    </form>
  );
}

import {
  type TChangePasswordInput,
  type TUpdateNameInput,
  ZChangePasswordInput,
  ZUpdateNameInput,
} from '@app/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { MonitorSmartphone } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { FormAlert, useFormFailure } from '@/components/form/form-alert';
import { NewPasswordFields } from '@/components/form/new-password-fields';
import { TextField } from '@/components/form/text-field';
import { AppShell } from '@/components/layouts/app-shell';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { getErrorMessage } from '@/lib/api-client';
import { isProofRequired, useWithProof } from '@/lib/auth/proof-gate';
import { type AuthUser, useAuth } from '@/lib/auth/use-auth';
import { useT } from '@/lib/i18n';
import { notify } from '@/lib/toast';
import { useChangePassword, useRevokeOtherSessions, useUpdateName } from '../api/account-actions';

/** The current user's account: name, password, and the other signed-in devices. */
export function AccountPage() {
  const { t } = useT('account');
  const auth = useAuth();
  if (auth.status !== 'signedIn') return null;
  return (
    <AppShell
      greeting={auth.role === 'admin' ? t('greeting.admin') : t('greeting.member', { name: auth.user.name })}
    >
      <div className="mx-auto grid max-w-2xl gap-6">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">{t('title')}</h1>
          <p className="text-muted-foreground">{auth.user.email}</p>
        </div>
        <NameCard user={auth.user} />
        <PasswordCard />
        <SessionsCard />
      </div>
    </AppShell>
  );
}

function NameCard({ user }: { user: AuthUser }) {
  const { t } = useT('account');
  const update = useUpdateName();
  const form = useForm<TUpdateNameInput>({
    resolver: zodResolver(ZUpdateNameInput),
    values: { name: user.name },
  });
  const failure = useFormFailure();
  const withProof = useWithProof();
  const onSubmit = form.handleSubmit(({ name }) =>
    withProof(() => update.mutateAsync(name)).then(
      () => notify.success(t('details.toast.saved'), t('details.toast.savedDetail')),
      (error: unknown) => {
        if (!isProofRequired(error)) failure.report(t('details.toast.failed'), getErrorMessage(error));
      },
    ),
  );
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">{t('details.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        <form
          className="grid gap-4 sm:grid-cols-[1fr_auto] sm:items-end"
          onSubmit={(event) => {
            failure.clear();
            void onSubmit(event);
          }}
          noValidate
        >
          <FormAlert id="name-failure" failure={failure.current} />
          <TextField
            id="account-name"
            label={t('details.name')}
            required
            error={form.formState.errors.name?.message}
            autoComplete="name"
            disabled={update.isPending}
            {...form.register('name')}
          />
          <Button type="submit" disabled={update.isPending}>
            {t('details.save')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

function PasswordCard() {
  const { t } = useT('account');
  const change = useChangePassword();
  const form = useForm<TChangePasswordInput>({
    resolver: zodResolver(ZChangePasswordInput),
    defaultValues: { currentPassword: '', password: '', confirmPassword: '' },
  });
  const failure = useFormFailure();
  const withProof = useWithProof();
  const onSubmit = form.handleSubmit(({ currentPassword, password }) =>
    withProof(() => change.mutateAsync({ currentPassword, newPassword: password })).then(
      () => {
        form.reset();
        notify.success(t('password.toast.changed'), t('password.toast.changedDetail'));
      },
      (error: unknown) => {
        if (!isProofRequired(error)) failure.report(t('password.toast.failed'), getErrorMessage(error));
      },
    ),
  );
  const busy = change.isPending;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">{t('password.title')}</CardTitle>
        <CardDescription>{t('password.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          className="grid gap-4"
          onSubmit={(event) => {
            failure.clear();
            void onSubmit(event);
          }}
          noValidate
        >
          <FormAlert id="password-failure" failure={failure.current} />
          <TextField
            id="current-password"
            label={t('password.current')}
            required
            error={form.formState.errors.currentPassword?.message}
            type="password"
            autoComplete="current-password"
            disabled={busy}
            {...form.register('currentPassword')}
          />
          <NewPasswordFields register={form.register} errors={form.formState.errors} disabled={busy} />
          <Button type="submit" disabled={busy} className="justify-self-start">
            {t('password.change')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

function SessionsCard() {
  const { t } = useT('account');
  const revoke = useRevokeOtherSessions();
  const withProof = useWithProof();
  const onRevoke = () =>
    withProof(() => revoke.mutateAsync()).then(
      () => notify.success(t('sessions.toast.revoked'), t('sessions.toast.revokedDetail')),
      (error: unknown) => {
        if (!isProofRequired(error)) notify.error(t('sessions.toast.failed'), getErrorMessage(error));
      },
    );
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <MonitorSmartphone aria-hidden="true" className="size-4 text-primary" /> {t('sessions.title')}
        </CardTitle>
        <CardDescription>{t('sessions.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <Button variant="outline" disabled={revoke.isPending} onClick={() => void onRevoke()}>
          {t('sessions.revoke')}
        </Button>
      </CardContent>
    </Card>
  );
}

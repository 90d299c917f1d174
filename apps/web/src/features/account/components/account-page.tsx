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
import { type AuthUser, useAuth } from '@/lib/auth/use-auth';
import { notify } from '@/lib/toast';
import { useChangePassword, useRevokeOtherSessions, useUpdateName } from '../api/account-actions';

/** The current user's account: name, password, and the other signed-in devices. */
export function AccountPage() {
  const auth = useAuth();
  if (auth.status !== 'signedIn') return null;
  return (
    <AppShell greeting={auth.role === 'admin' ? 'Welcome, Administrator' : `Welcome, ${auth.user.name}`}>
      <div className="mx-auto grid max-w-2xl gap-6">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">Account</h1>
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
  const update = useUpdateName();
  const form = useForm<TUpdateNameInput>({
    resolver: zodResolver(ZUpdateNameInput),
    values: { name: user.name },
  });
  const failure = useFormFailure();
  const onSubmit = form.handleSubmit(({ name }) =>
    update.mutateAsync(name).then(
      () => notify.success('Profile Updated!', 'Your name has been saved.'),
      (error: unknown) => failure.report('Failed to update profile', getErrorMessage(error)),
    ),
  );
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">Your details</CardTitle>
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
            label="Full name"
            required
            error={form.formState.errors.name?.message}
            autoComplete="name"
            disabled={update.isPending}
            {...form.register('name')}
          />
          <Button type="submit" disabled={update.isPending}>
            Save
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

function PasswordCard() {
  const change = useChangePassword();
  const form = useForm<TChangePasswordInput>({
    resolver: zodResolver(ZChangePasswordInput),
    defaultValues: { currentPassword: '', password: '', confirmPassword: '' },
  });
  const failure = useFormFailure();
  const onSubmit = form.handleSubmit(({ currentPassword, password }) =>
    change.mutateAsync({ currentPassword, newPassword: password }).then(
      () => {
        form.reset();
        notify.success('Password changed', 'Your other sessions were signed out.');
      },
      (error: unknown) => failure.report('Password not changed', getErrorMessage(error)),
    ),
  );
  const busy = change.isPending;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">Password</CardTitle>
        <CardDescription>Changing it signs out every other device.</CardDescription>
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
            label="Current password"
            required
            error={form.formState.errors.currentPassword?.message}
            type="password"
            autoComplete="current-password"
            disabled={busy}
            {...form.register('currentPassword')}
          />
          <NewPasswordFields register={form.register} errors={form.formState.errors} disabled={busy} />
          <Button type="submit" disabled={busy} className="justify-self-start">
            Change password
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

function SessionsCard() {
  const revoke = useRevokeOtherSessions();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <MonitorSmartphone aria-hidden="true" className="size-4 text-primary" /> Other sessions
        </CardTitle>
        <CardDescription>
          Signed in on a shared or lost device? End every session except this one.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button
          variant="outline"
          disabled={revoke.isPending}
          onClick={() =>
            revoke.mutate(undefined, {
              onSuccess: () =>
                notify.success('Signed out everywhere else', 'Only this session is still signed in.'),
              onError: (error) => notify.error('Could not sign out other sessions', getErrorMessage(error)),
            })
          }
        >
          Sign out of all other sessions
        </Button>
      </CardContent>
    </Card>
  );
}

import { useState } from 'react';
import { Alert, Button, PasswordInput, Stack } from '@mantine/core';
import { IconAlertTriangle, IconLock } from '@tabler/icons-react';
import { ACCOUNT_TEXT, PASSWORD_MIN, resetPasswordBody } from '@common/accounts';
import { authRoutes } from '@common/api/routes/auth';
import { TOAST_LONG_MS } from '@common/texts';
import { call } from '../../api/client';
import { PATHS, navigate } from '../../router';
import { toast } from '../../toast';
import { AuthCard } from './AuthCard';
import { useFormSubmit } from './feedback';

/** /reset-password?token=...: choose a new password, then back to sign in. */
export function ResetPasswordScreen({ token }: { token: string }) {
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');

  const { errors, busy, submit: send } = useFormSubmit(resetPasswordBody, TOAST_LONG_MS, async (body) => {
    const res = await call(authRoutes.resetPassword, { body });
    toast.success(res.message, TOAST_LONG_MS);
    navigate(PATHS.login, { replace: true });
  });
  const submit = (e: React.FormEvent) => send(e, { token, password, confirmPassword });

  return (
    <AuthCard title="Choose a new password" subtitle={`At least ${PASSWORD_MIN} characters; any language, spaces and emoji welcome`}>
      {!token ? (
        <Stack>
          <Alert color="red" icon={<IconAlertTriangle size={18} />}>
            {ACCOUNT_TEXT.resetInvalid}
          </Alert>
          <Button onClick={() => navigate(PATHS.login)}>Back to sign in</Button>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate data-testid="reset-form">
          <Stack gap="sm">
            {errors.token && (
              <Alert color="red" icon={<IconAlertTriangle size={18} />}>
                {errors.token}
              </Alert>
            )}
            <PasswordInput
              label="New password"
              required
              autoComplete="new-password"
              leftSection={<IconLock size={16} />}
              value={password}
              onChange={(e) => setPassword(e.currentTarget.value)}
              error={errors.password}
            />
            <PasswordInput
              label="Confirm new password"
              required
              autoComplete="new-password"
              leftSection={<IconLock size={16} />}
              value={confirmPassword}
              onChange={(e) => setConfirmPassword(e.currentTarget.value)}
              error={errors.confirmPassword}
            />
            <Button type="submit" size="md" loading={busy} fullWidth mt="xs">
              Set new password
            </Button>
            <Button variant="subtle" color="gray" onClick={() => navigate(PATHS.login)}>
              Back to sign in
            </Button>
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}

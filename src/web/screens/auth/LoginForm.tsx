import { useState } from 'react';
import { Anchor, Button, Divider, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { IconLock, IconMail } from '@tabler/icons-react';
import { loginBody } from '@common/accounts';
import { authRoutes } from '@common/api/routes/auth';
import { TOAST_SHORT_MS } from '@common/texts';
import { call } from '../../api/client';
import { navigate } from '../../router';
import { useSession } from '../../stores/session';
import { warmUpTown } from '../townLoader';
import { useFormSubmit } from './feedback';
import { ForgotPasswordDialog } from './ForgotPasswordDialog';
import { SocialButtons } from './SocialButtons';

/** The login view (live-world §2): social buttons, email and password, forgot password, register link. */
export function LoginForm({ callbackUrl, initialEmail, onRegister }: { callbackUrl: string; initialEmail: string; onRegister(): void }) {
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [forgotOpen, setForgotOpen] = useState(false);

  const { errors, busy, submit: send } = useFormSubmit(loginBody, TOAST_SHORT_MS, async (body) => {
    // The town's code and pictures load while the password is checked.
    warmUpTown();
    const res = await call(authRoutes.login, { body });
    useSession.getState().accept(res);
    navigate(callbackUrl, { replace: true });
  });
  const submit = (e: React.FormEvent) => send(e, { email, password });

  return (
    <Stack gap="lg">
      <SocialButtons callbackUrl={callbackUrl} />
      <Divider label="or sign in with email" labelPosition="center" />
      <form onSubmit={submit} noValidate data-testid="login-form">
        <Stack gap="sm">
          <TextInput
            label="Email"
            type="email"
            name="email"
            required
            autoComplete="email"
            leftSection={<IconMail size={16} />}
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
            error={errors.email}
          />
          <PasswordInput
            label="Password"
            name="password"
            required
            autoComplete="current-password"
            leftSection={<IconLock size={16} />}
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
            error={errors.password}
          />
          <Group justify="flex-end">
            <Anchor component="button" type="button" size="sm" onClick={() => setForgotOpen(true)}>
              Forgot password?
            </Anchor>
          </Group>
          <Button type="submit" size="md" loading={busy} fullWidth>
            Sign in
          </Button>
        </Stack>
      </form>
      <Text ta="center" size="sm">
        New to town?{' '}
        <Anchor component="button" type="button" fw={700} onClick={onRegister}>
          Create an account
        </Anchor>
      </Text>
      {forgotOpen && <ForgotPasswordDialog opened onClose={() => setForgotOpen(false)} initialEmail={email} />}
    </Stack>
  );
}

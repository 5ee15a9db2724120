import { useState } from 'react';
import { Anchor, Button, Group, PasswordInput, Stack, Stepper, Text, TextInput } from '@mantine/core';
import { IconArrowLeft, IconAt, IconLock, IconMail } from '@tabler/icons-react';
import { GENDER, USERNAME_MAX, registerBody, type BodyType } from '@common/accounts';
import { authRoutes } from '@common/api/routes/auth';
import { TOAST_LONG_MS } from '@common/texts';
import { call } from '../../api/client';
import { toast } from '../../toast';
import { BodyTypePicker } from './BodyTypePicker';
import { useFormSubmit } from './feedback';

/**
 * The register view (live-world §2): step 1 body type (feminine by default), step 2 the
 * details with Back and Create Account. Success returns to the login view.
 */
export function RegisterForm({ onDone, onLogin }: { onDone(email: string): void; onLogin(): void }) {
  const [step, setStep] = useState(0);
  const [bodyType, setBodyType] = useState<BodyType>('female');
  const [form, setForm] = useState({ username: '', email: '', password: '', confirmPassword: '' });

  const field = (name: keyof typeof form) => ({
    value: form[name],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => {
      // Read now: currentTarget is null by the time React runs the updater.
      const value = e.currentTarget.value;
      setForm((f) => ({ ...f, [name]: value }));
    },
    error: errors[name],
    name,
  });

  const { errors, busy, submit: send } = useFormSubmit(registerBody, TOAST_LONG_MS, async (body) => {
    const res = await call(authRoutes.register, { body });
    toast.success(res.message, TOAST_LONG_MS);
    onDone(body.email.trim());
  });
  const submit = (e: React.FormEvent) => send(e, { ...form, gender: GENDER[bodyType] });

  return (
    <Stack gap="lg" data-testid="register-form">
      <Stepper active={step} size="sm" allowNextStepsSelect={false} onStepClick={setStep}>
        <Stepper.Step label="Body type" />
        <Stepper.Step label="Your details" />
      </Stepper>
      {step === 0 ? (
        <Stack gap="md">
          <Text fw={700}>Pick a body type for your avatar</Text>
          <BodyTypePicker value={bodyType} onChange={setBodyType} />
          <Text size="sm" c="dimmed">
            You can change clothes, hair and skin tone later in the wardrobe.
          </Text>
          <Button size="md" onClick={() => setStep(1)} fullWidth>
            Next
          </Button>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <TextInput
              label="Username (cannot be changed later)"
              required
              autoComplete="username"
              maxLength={USERNAME_MAX}
              leftSection={<IconAt size={16} />}
              {...field('username')}
            />
            <TextInput label="Email" type="email" required autoComplete="email" leftSection={<IconMail size={16} />} {...field('email')} />
            <PasswordInput label="Password" required autoComplete="new-password" leftSection={<IconLock size={16} />} {...field('password')} />
            <PasswordInput
              label="Confirm password"
              required
              autoComplete="new-password"
              leftSection={<IconLock size={16} />}
              {...field('confirmPassword')}
            />
            <Group grow mt="xs">
              <Button variant="default" leftSection={<IconArrowLeft size={16} />} onClick={() => setStep(0)} disabled={busy}>
                Back
              </Button>
              <Button type="submit" loading={busy}>
                Create Account
              </Button>
            </Group>
          </Stack>
        </form>
      )}
      <Text ta="center" size="sm">
        Already have an account?{' '}
        <Anchor component="button" type="button" fw={700} onClick={onLogin}>
          Sign in
        </Anchor>
      </Text>
    </Stack>
  );
}

import { useState } from 'react';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { forgotPasswordBody } from '@common/accounts';
import { authRoutes } from '@common/api/routes/auth';
import { TOAST_LONG_MS } from '@common/texts';
import { call } from '../../api/client';
import { toast } from '../../toast';
import { fieldErrorsOf, reportFailure, type FieldErrors } from './feedback';

/** POST /game-api/forgot-password; its answer is toasted for 15 s (live-world §8). */
export function ForgotPasswordDialog({ opened, onClose, initialEmail }: { opened: boolean; onClose(): void; initialEmail: string }) {
  const [email, setEmail] = useState(initialEmail);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const parsed = forgotPasswordBody.safeParse({ email });
    if (!parsed.success) return setErrors(fieldErrorsOf(parsed.error));
    setErrors({});
    setBusy(true);
    try {
      const res = await call(authRoutes.forgotPassword, { body: { email } }, { quiet: true });
      toast.success(res.message, TOAST_LONG_MS);
      onClose();
    } catch (err) {
      reportFailure(err, TOAST_LONG_MS, setErrors);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title={<Text component="span" fw={700} fz={20} ff="heading">Forgot your password?</Text>} centered radius="lg" data-testid="forgot-dialog">
      <form onSubmit={submit} noValidate>
        <Stack>
          <Text size="sm" c="dimmed">
            Enter the email of your account and we will send you a link to choose a new password.
          </Text>
          <TextInput
            label="Email"
            type="email"
            required
            autoComplete="email"
            leftSection={<IconMail size={16} />}
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
            error={errors.email}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="subtle" color="gray" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={busy}>
              Send reset link
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

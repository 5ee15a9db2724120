import { useState } from 'react';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { forgotPasswordBody } from '@common/accounts';
import { authRoutes } from '@common/api/routes/auth';
import { TOAST_LONG_MS } from '@common/texts';
import { call } from '../../api/client';
import { toast } from '../../toast';
import { useFormSubmit } from './feedback';

/** POST /game-api/forgot-password; its answer is toasted for 15 s (live-world §8). */
export function ForgotPasswordDialog({ opened, onClose, initialEmail }: { opened: boolean; onClose(): void; initialEmail: string }) {
  const [email, setEmail] = useState(initialEmail);

  const { errors, busy, submit: send } = useFormSubmit(forgotPasswordBody, TOAST_LONG_MS, async (body) => {
    const res = await call(authRoutes.forgotPassword, { body });
    toast.success(res.message, TOAST_LONG_MS);
    onClose();
  });
  const submit = (e: React.FormEvent) => send(e, { email });

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

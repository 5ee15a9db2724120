import { useState } from 'react';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconAt, IconLogout } from '@tabler/icons-react';
import { USERNAME_MAX, finishRegistrationBody, type BodyType } from '@common/accounts';
import { authRoutes } from '@common/api/routes/auth';
import { TOAST_LONG_MS, TOWN_NAME } from '@common/texts';
import { call } from '../api/client';
import { PATHS, navigate } from '../router';
import { useSession } from '../stores/session';
import { toast } from '../toast';
import { BodyTypePicker } from '../screens/auth/BodyTypePicker';
import { useFormSubmit } from '../screens/auth/feedback';
import { signOut } from './actions';
import { Z } from './layout';

/**
 * Finish Creating Account (avatar-economy §2): forced while a signed-in account (OAuth) has no
 * username. It cannot be closed; signing out is the only other way out.
 */
export function FinishAccountDialog() {
  const [username, setUsername] = useState('');
  const [bodyType, setBodyType] = useState<BodyType>('female');

  const { errors, busy, submit: send } = useFormSubmit(finishRegistrationBody, TOAST_LONG_MS, async (body) => {
    const res = await call(authRoutes.finishRegistration, { body });
    await useSession.getState().load();
    toast.success(res.message, TOAST_LONG_MS);
    navigate(PATHS.home, { replace: true });
  });
  const submit = (e: React.FormEvent) => send(e, { username, bodyType });

  return (
    <Modal
      opened
      onClose={() => {}}
      withCloseButton={false}
      closeOnEscape={false}
      closeOnClickOutside={false}
      centered
      radius="xl"
      size="md"
      zIndex={Z.forced}
      title={<Text fw={800} fz={22} ff="heading">Finish Creating Account</Text>}
      overlayProps={{ backgroundOpacity: 0.6, blur: 4 }}
      data-testid="finish-account"
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text c="dimmed" size="sm">
            One last step before you walk into {TOWN_NAME}: choose your name and body type.
          </Text>
          <TextInput
            label="Username (cannot be changed later)"
            required
            autoComplete="username"
            maxLength={USERNAME_MAX}
            leftSection={<IconAt size={16} />}
            value={username}
            onChange={(e) => setUsername(e.currentTarget.value)}
            error={errors.username}
            data-autofocus
          />
          <div>
            <Text fw={600} size="sm" mb={6}>
              Body type
            </Text>
            <BodyTypePicker value={bodyType} onChange={setBodyType} />
          </div>
          <Group justify="space-between" mt="xs">
            <Button variant="subtle" color="gray" leftSection={<IconLogout size={16} />} onClick={() => void signOut()} disabled={busy}>
              Signout
            </Button>
            <Button type="submit" loading={busy}>
              Finish
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

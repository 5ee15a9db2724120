import { useState, type ReactNode } from 'react';
import { ActionIcon, Button, ColorPicker, Popover, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { IconBrush, IconPalette, IconTag } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { profileRoutes, type Profile } from '@common/api/routes/profile';
import { HEX_COLOR, NAMETAG_MAX, TOOLTIP_DELAY_MS } from '@common/social/limits';
import { call } from '../../api/client';
import { profileKeys } from '../../components/ProfilePopup';
import { announceLookChange } from '../../game/connection';
import { queryClient } from '../../queryClient';
import { Z } from '../../shell/layout';
import { toast } from '../../toast';
import classes from './about.module.css';

const SWATCHES = ['#e95e23', '#d6336c', '#ae3ec9', '#7048e8', '#4263eb', '#1c7ed6', '#0ca678', '#65b444', '#f59f00', '#f08c00', '#1f2a44', '#868e96'];

const refresh = (username: string) => queryClient.invalidateQueries({ queryKey: profileKeys.of(username) });

/**
 * The owner's floating buttons (social-core §2, §6): the bio colour for every owner; the name
 * tag and the name colour for members only (the server refuses them to others). Each opens a
 * small popover. The name colour also repaints the player's name in town.
 */
export function OwnerButtons({ profile }: { profile: Profile }) {
  const member = profile.membership > 0;
  return (
    <div className={classes.floating} data-testid="owner-buttons">
      {member && (
        <>
          <Floating label="Change name tag" icon={<IconTag size={20} />} testId="owner-nametag">
            {(close) => <NametagForm profile={profile} onSaved={close} />}
          </Floating>
          <Floating label="Change name colour" icon={<IconBrush size={20} />} testId="owner-name-color">
            {(close) => (
              <ColorForm
                initial={profile.nametagColor}
                title="Name colour"
                onSave={async (color) => {
                  const res = await call(profileRoutes.nameColor, { body: { nameColor: color } });
                  announceLookChange();
                  return res.message;
                }}
                username={profile.username}
                onSaved={close}
              />
            )}
          </Floating>
        </>
      )}
      <Floating label="Change bio colour" icon={<IconPalette size={20} />} testId="owner-bio-color">
        {(close) => (
          <ColorForm
            initial={profile.bioColor}
            title="Bio colour"
            onSave={async (color) => (await call(profileRoutes.bioColor, { body: { bioColor: color } })).message}
            username={profile.username}
            onSaved={close}
          />
        )}
      </Floating>
    </div>
  );
}

function Floating({ label, icon, children, testId }: { label: string; icon: ReactNode; children: (close: () => void) => ReactNode; testId: string }) {
  const [open, setOpen] = useState(false);
  return (
    <Popover opened={open} onChange={setOpen} position="left-end" withArrow shadow="lg" radius="lg" zIndex={Z.popover}>
      <Popover.Target>
        <Tooltip label={label} openDelay={TOOLTIP_DELAY_MS} position="left" disabled={open}>
          <ActionIcon size={48} radius="xl" variant="gradient" gradient={{ from: 'terracotta.5', to: 'pink.5', deg: 135 }} aria-label={label} onClick={() => setOpen((o) => !o)} className={classes.fab} data-testid={testId}>
            {icon}
          </ActionIcon>
        </Tooltip>
      </Popover.Target>
      <Popover.Dropdown p="md" w={260}>
        {children(() => setOpen(false))}
      </Popover.Dropdown>
    </Popover>
  );
}

function NametagForm({ profile, onSaved }: { profile: Profile; onSaved(): void }) {
  const [value, setValue] = useState(profile.nametag ?? '');
  const saving = useMutation({
    mutationFn: () => call(profileRoutes.nametag, { body: { nametag: value } }),
    onSuccess: async (res) => {
      toast.success(res.message);
      await refresh(profile.username);
      onSaved();
    },
  });
  const save = () => saving.mutate();
  return (
    <Stack gap="xs">
      <TextInput
        label="Name tag"
        description={`Up to ${NAMETAG_MAX} letters, digits and simple punctuation. Leave empty to remove it.`}
        value={value}
        onChange={(e) => setValue(e.currentTarget.value)}
        maxLength={NAMETAG_MAX}
        onKeyDown={(e) => e.key === 'Enter' && save()}
        data-testid="nametag-input"
        autoFocus
      />
      <Button onClick={save} loading={saving.isPending}>
        Save name tag
      </Button>
    </Stack>
  );
}

function ColorForm({ initial, title, onSave, username, onSaved }: { initial: string | null; title: string; onSave(color: string): Promise<string>; username: string; onSaved(): void }) {
  const [color, setColor] = useState(initial ?? SWATCHES[0]!);
  const valid = HEX_COLOR.test(color);
  const saving = useMutation({
    mutationFn: () => onSave(color),
    onSuccess: async (message) => {
      toast.success(message);
      await refresh(username);
      onSaved();
    },
  });
  return (
    <Stack gap="xs">
      <Text fw={700}>{title}</Text>
      <ColorPicker format="hex" value={color} onChange={setColor} swatches={SWATCHES} swatchesPerRow={6} fullWidth />
      <TextInput value={color} onChange={(e) => setColor(e.currentTarget.value)} maxLength={7} error={valid ? undefined : '# and 6 hex digits'} leftSection={<span style={{ width: 14, height: 14, borderRadius: 4, background: valid ? color : 'transparent', display: 'block' }} />} />
      <Button onClick={() => saving.mutate()} loading={saving.isPending} disabled={!valid}>
        Save {title.toLowerCase()}
      </Button>
    </Stack>
  );
}

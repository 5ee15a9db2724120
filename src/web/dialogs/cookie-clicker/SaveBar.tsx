import { useEffect, useState } from 'react';
import { Button, Group, Text } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { SAVE_INTERVAL_MS } from '@common/games/cookie/constants';
import { saveNow, useCookieGame } from './game';

function ago(ms: number): string {
  const s = Math.floor(ms / 1000);
  if (s < 5) return 'just now';
  if (s < 60) return `${s} s ago`;
  return `${Math.floor(s / 60)} min ago`;
}

/** The Save button and when the game was last saved (it also autosaves every 5 s). */
export function SaveBar() {
  const saving = useCookieGame((s) => s.saving);
  const savedAt = useCookieGame((s) => s.savedAt);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return (
    <Group gap="sm" justify="center" wrap="nowrap">
      <Button leftSection={<IconDeviceFloppy size={18} />} loading={saving} onClick={() => void saveNow()} data-testid="cookie-save">
        Save
      </Button>
      <Text size="xs" c="dimmed" data-testid="cookie-saved-at">
        {savedAt ? `Saved ${ago(now - savedAt)}` : `Autosaves every ${SAVE_INTERVAL_MS / 1000} s`}
      </Text>
    </Group>
  );
}

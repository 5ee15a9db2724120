import { useEffect } from 'react';
import { Button, Group, Slider, Stack, Text, ThemeIcon } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconPlayerPlayFilled, IconPlayerStopFilled, IconRadio, IconVolume, IconVolumeOff } from '@tabler/icons-react';
import { radioRoutes } from '@common/api/routes/radio';
import { RADIO } from '@common/radio';
import { call } from '../api/client';
import { startRadio, useRadio } from './radio';

export const useStation = () => useQuery({ queryKey: ['radio'], queryFn: () => call(radioRoutes.station, {}), staleTime: Infinity });

/** Keeps the radio's audio element alive while the town is on screen. */
export function useRadioPlayer(): void {
  const station = useStation().data;
  useEffect(() => {
    if (!station) return;
    return startRadio(station);
  }, [station]);
}

/** The Radio panel: the station, play/stop and the volume (0-1, steps of 0.01). */
export function RadioPanel() {
  const { playing, volume, setPlaying, setVolume } = useRadio();
  const station = useStation().data;
  return (
    <Stack gap="sm" data-testid="radio-panel">
      <Group gap="sm" wrap="nowrap">
        <ThemeIcon size={44} radius="xl" color={playing ? 'terracotta' : 'gray'} variant={playing ? 'filled' : 'light'}>
          <IconRadio size={24} />
        </ThemeIcon>
        <div>
          <Text fw={800}>{station?.name ?? RADIO.name}</Text>
          <Text size="xs" c="dimmed">
            {playing ? 'On air' : 'Stopped'}
          </Text>
        </div>
      </Group>
      <Group gap="xs" wrap="nowrap">
        {volume === 0 ? <IconVolumeOff size={18} /> : <IconVolume size={18} />}
        <Slider
          flex={1}
          min={RADIO.volumeMin}
          max={RADIO.volumeMax}
          step={RADIO.volumeStep}
          value={volume}
          onChange={setVolume}
          label={(v) => `${Math.round(v * 100)}%`}
          aria-label="Volume"
        />
      </Group>
      <Button
        variant={playing ? 'light' : 'filled'}
        leftSection={playing ? <IconPlayerStopFilled size={16} /> : <IconPlayerPlayFilled size={16} />}
        onClick={() => setPlaying(!playing)}
      >
        {playing ? 'Stop' : 'Play'}
      </Button>
    </Stack>
  );
}

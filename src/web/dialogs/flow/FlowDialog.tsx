import { useEffect, useState } from 'react';
import { ActionIcon, Alert, Button, Group, Text, Tooltip } from '@mantine/core';
import { IconRefresh, IconVolume, IconVolumeOff, IconWifiOff } from '@tabler/icons-react';
import { useSession } from '../../stores/session';
import { useTown } from '../../game/store';
import { FlowBoard } from './FlowBoard';
import { FlowChains, FlowMultiplierCard, FlowScores, FlowStats } from './FlowPanel';
import { isMuted, setMuted } from './sound';
import { keep } from './storage';
import { installFlowTestHook } from './testHook';
import { useFlowGame } from './useFlowGame';
import { useMultiplier } from './useMultiplier';
import classes from './flow.module.css';

/**
 * FLOW (avatar-economy §2, §4, §5, §9): match gems on a 6x6 board to earn honor. The board is
 * played in the browser; each swap goes to the server, which replays it and grants the honor
 * (the top bar and the level ring update from its answer).
 */
export default function FlowDialog() {
  const multiplier = useMultiplier();
  const flow = useFlowGame(multiplier.onState);
  const honor = useSession((s) => s.user?.honor ?? 0);
  const gems = useSession((s) => s.user?.gems ?? 0);
  const connected = useTown((s) => s.connected);
  const [muted, mute] = useState(isMuted);

  useEffect(() => installFlowTestHook(flow.game, flow.busy), [flow.game, flow.busy]);
  useEffect(() => keep({ honor }), [honor]);

  if (flow.error && flow.tiles.length === 0) {
    return (
      <Alert color="red" title="FLOW could not load" data-testid="flow-error">
        <Text size="sm">{flow.error}</Text>
        <Button mt="sm" size="xs" variant="light" color="red" onClick={() => void flow.retry()}>
          Retry
        </Button>
      </Alert>
    );
  }

  return (
    <div className={classes.layout} data-testid="flow-dialog">
      <FlowScores score={flow.score} highScore={flow.highScore} />
      <div className={classes.areaBoard}>
        <FlowBoard
          tiles={flow.tiles}
          mode={flow.mode}
          selected={flow.selected}
          shake={flow.shake}
          label={flow.label}
          pops={flow.pops}
          onTap={flow.tap}
          onSwap={(a, b) => void flow.trySwap(a, b)}
          onDragging={flow.setDragging}
        />
      </div>
      <FlowStats honor={honor} gain={flow.gain} combo={flow.combo} largestCombo={flow.largestCombo} moves={flow.moves} />
      <FlowMultiplierCard active={multiplier.active} left={multiplier.left} buying={multiplier.buying} gems={gems} onBuy={(n) => void multiplier.buy(n)} />
      <div className={classes.areaChains}>
        <FlowChains largestCombo={flow.largestCombo} />
      </div>
      <Group className={classes.areaFoot} justify="space-between" gap="xs" wrap="nowrap">
        {flow.notice ? (
          <Text size="xs" c="orange.8" fw={600} data-testid="flow-notice">
            {flow.notice}
          </Text>
        ) : connected ? (
          <Text size="xs" c="dimmed">
            Swap neighbours to line up 3 or more.
          </Text>
        ) : (
          <Group gap={6} wrap="nowrap">
            <IconWifiOff size={14} color="var(--mantine-color-dimmed)" />
            <Text size="xs" c="dimmed">
              Honor arrives once you are in town.
            </Text>
          </Group>
        )}
        <Group gap={6} wrap="nowrap">
          <Tooltip label={muted ? 'Sound off' : 'Sound on'}>
            <ActionIcon
              variant="subtle"
              color="gray"
              radius="xl"
              aria-label={muted ? 'Turn sound on' : 'Turn sound off'}
              onClick={() => {
                setMuted(!muted);
                mute(!muted);
              }}
            >
              {muted ? <IconVolumeOff size={18} /> : <IconVolume size={18} />}
            </ActionIcon>
          </Tooltip>
          <Button size="xs" variant="light" color="dusk" leftSection={<IconRefresh size={14} />} disabled={flow.mode === 'animating' || flow.mode === 'loading'} onClick={() => void flow.startNew()} data-testid="flow-new-game">
            New game
          </Button>
        </Group>
      </Group>
    </div>
  );
}

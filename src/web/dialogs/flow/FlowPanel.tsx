import { Button, Group, Progress, Text } from '@mantine/core';
import { IconBolt } from '@tabler/icons-react';
import { cdn } from '@common/cdn';
import { FLOW_CHAIN_LABELS, FLOW_MULTIPLIER_FACTORS, FLOW_MULTIPLIER_MS, FLOW_MULTIPLIERS, flowHonorText, type FlowMultiplier } from '@common/games/flow';
import { clock, type ActiveMultiplier } from './useMultiplier';
import classes from './flow.module.css';

/** Score and High Score, the warm card at the top. */
export function FlowScores({ score, highScore }: { score: number; highScore: number }) {
  return (
    <div className={`${classes.scores} ${classes.areaScores}`}>
      <div>
        <div className={classes.caption}>Score</div>
        <div className={classes.scoreValue} data-testid="flow-score">
          {score.toLocaleString('en-US')}
        </div>
      </div>
      <div>
        <div className={classes.caption}>High Score</div>
        <div className={classes.scoreValue} data-testid="flow-high-score">
          {highScore.toLocaleString('en-US')}
        </div>
      </div>
    </div>
  );
}

interface StatsProps {
  honor: number;
  gain: { n: number; key: number } | null;
  combo: number;
  largestCombo: number;
  moves: number;
}

/** Honor (stored / 100, 2 decimals), the last chain's combo and the Possible Moves. */
export function FlowStats({ honor, gain, combo, largestCombo, moves }: StatsProps) {
  return (
    <div className={`${classes.stats} ${classes.areaStats}`}>
      <div className={classes.stat}>
        <Text className={classes.caption} c="dusk.6">
          Honor
        </Text>
        <div className={classes.statValue} data-testid="flow-honor">
          {flowHonorText(honor)}
        </div>
        {gain && (
          <span key={gain.key} className={classes.gain}>
            +{flowHonorText(gain.n)}
          </span>
        )}
      </div>
      <div className={classes.stat} title={`Best combo: x${largestCombo}`}>
        <Text className={classes.caption} c="dusk.6">
          Combo
        </Text>
        <div className={classes.statValue} data-testid="flow-combo">
          x{combo}
        </div>
      </div>
      <div className={classes.stat}>
        <Text className={classes.caption} c="dusk.6">
          Possible Moves
        </Text>
        <div className={classes.statValue} data-testid="flow-moves">
          {moves}
        </div>
      </div>
    </div>
  );
}

interface MultiplierProps {
  active: ActiveMultiplier | null;
  left: number;
  buying: FlowMultiplier | null;
  gems: number;
  onBuy(n: FlowMultiplier): void;
}

/** The active multiplier with its time left, and the two buy buttons (disabled while active). */
export function FlowMultiplierCard({ active, left, buying, gems, onBuy }: MultiplierProps) {
  return (
    <div className={`${classes.multi} ${classes.areaMulti}`} data-active={active ? true : undefined} data-testid="flow-multiplier">
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <div>
          <div className={classes.caption} style={{ color: 'var(--mantine-color-dusk-6)' }}>
            Multiplier
          </div>
          <Text size="sm" fw={700} c="dusk.8" data-testid="flow-multiplier-status">
            {active ? `${active.factor ? `${active.factor}x` : 'Active'} · ${clock(left)} left` : 'None active'}
          </Text>
        </div>
        <div className={classes.multiBadge}>{active?.factor ? `${active.factor}x` : '1x'}</div>
      </Group>
      {active ? (
        <Progress value={(left / FLOW_MULTIPLIER_MS) * 100} color="orange" size="sm" radius="xl" mt={8} aria-label="Multiplier time left" />
      ) : (
        <Text size="xs" c="dimmed" mt={4}>
          Multiply the honor you earn for 5 minutes.
        </Text>
      )}
      <Group grow gap={8} mt={10}>
        {FLOW_MULTIPLIER_FACTORS.map((n) => (
          <Button
            key={n}
            size="sm"
            color={n === 7 ? 'grape' : 'violet'}
            variant={n === 7 ? 'filled' : 'light'}
            leftSection={<IconBolt size={16} />}
            disabled={active !== null || (buying !== null && buying !== n)}
            loading={buying === n}
            onClick={() => onBuy(n)}
            data-testid={`flow-buy-${n}`}
            title={gems < FLOW_MULTIPLIERS[n].gems ? `You have ${gems} gems` : undefined}
          >
            {n}x · {FLOW_MULTIPLIERS[n].gems}&nbsp;
            <img src={cdn.ui('gem')} alt="gems" className={classes.gemIcon} />
          </Button>
        ))}
      </Group>
    </div>
  );
}

/** The chain labels as a ladder to climb: the ones the player's best combo reached light up. */
export function FlowChains({ largestCombo }: { largestCombo: number }) {
  return (
    <div className={classes.chains}>
      <Group justify="space-between" mb={6}>
        <div className={classes.caption} style={{ color: 'var(--mantine-color-dusk-6)' }}>
          Chains
        </div>
        <Text size="xs" fw={700} c="dusk.6" data-testid="flow-best-combo">
          Best x{largestCombo}
        </Text>
      </Group>
      <div className={classes.ladder}>
        {FLOW_CHAIN_LABELS.map((text, i) => (
          <span key={text} className={classes.rung} data-reached={largestCombo >= i + 2 || undefined}>
            <b>x{i + 2}</b> {text}
          </span>
        ))}
      </div>
    </div>
  );
}

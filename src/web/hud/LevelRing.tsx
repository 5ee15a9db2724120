import { Text, UnstyledButton } from '@mantine/core';
import { LEVEL_RING } from '@common/town-ui';
import { levelOf, ringPercentOf } from '@common/honor';
import { useDialogs } from '../stores/dialogs';
import { useSession } from '../stores/session';
import { useTown } from '../game/store';

/**
 * The level gauge (live-world §2): a ring of size 120 and stroke 8 showing LEVEL and the level
 * (honor / 100); the ring fills with honor mod 100. Opens the FLOW dialog. Hidden on mobile.
 */
export function LevelRing() {
  const liveHonor = useTown((s) => s.honor);
  const sessionHonor = useSession((s) => s.user?.honor ?? 0);
  const honor = liveHonor ?? sessionHonor;
  const { size, stroke } = LEVEL_RING;
  const r = (size - stroke) / 2;
  const circumference = 2 * Math.PI * r;
  const percent = ringPercentOf(honor);

  return (
    <UnstyledButton
      onClick={() => useDialogs.getState().open('flow')}
      aria-label={`Level ${levelOf(honor)}, ${percent}% to the next level. Open FLOW`}
      data-testid="level-ring"
      style={{ position: 'absolute', right: 16, bottom: 16, width: size, height: size, zIndex: 25, borderRadius: '50%' }}
    >
      <svg width={size} height={size} style={{ position: 'absolute', inset: 0, filter: 'drop-shadow(0 6px 14px rgba(10,12,24,0.4))' }}>
        <circle cx={size / 2} cy={size / 2} r={r + stroke / 2} fill="rgba(27,34,60,0.82)" />
        <circle cx={size / 2} cy={size / 2} r={r} fill="none" stroke="rgba(255,255,255,0.16)" strokeWidth={stroke} />
        <circle
          cx={size / 2}
          cy={size / 2}
          r={r}
          fill="none"
          stroke="url(#level-ring-gradient)"
          strokeWidth={stroke}
          strokeLinecap="round"
          strokeDasharray={`${(percent / 100) * circumference} ${circumference}`}
          transform={`rotate(-90 ${size / 2} ${size / 2})`}
          style={{ transition: 'stroke-dasharray 400ms ease' }}
        />
        <defs>
          <linearGradient id="level-ring-gradient" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0%" stopColor="#ffd46b" />
            <stop offset="100%" stopColor="#ed7b4b" />
          </linearGradient>
        </defs>
      </svg>
      <div style={{ position: 'absolute', inset: 0, display: 'grid', placeContent: 'center', textAlign: 'center', color: '#fff' }}>
        <Text size="xs" fw={800} lts={2} c="gray.3">
          LEVEL
        </Text>
        <Text fw={700} ff="heading" lh={1} style={{ fontSize: 36 }} data-testid="level-number">
          {levelOf(honor)}
        </Text>
      </div>
    </UnstyledButton>
  );
}

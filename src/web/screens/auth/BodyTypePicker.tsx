import { Group, Paper, Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconGenderFemale, IconGenderMale } from '@tabler/icons-react';
import type { BodyType } from '@common/accounts';

const OPTIONS: { value: BodyType; label: string; Icon: typeof IconGenderFemale; color: string }[] = [
  { value: 'female', label: 'Feminine', Icon: IconGenderFemale, color: 'terracotta' },
  { value: 'male', label: 'Masculine', Icon: IconGenderMale, color: 'dusk' },
];

/** Register step 1 and Finish Creating Account: two big cards, one always chosen. */
export function BodyTypePicker({ value, onChange }: { value: BodyType; onChange(v: BodyType): void }) {
  return (
    <Group grow gap="md" role="radiogroup" aria-label="Body type">
      {OPTIONS.map(({ value: v, label, Icon, color }) => {
        const selected = v === value;
        return (
          <UnstyledButton key={v} role="radio" aria-checked={selected} data-testid={`body-${v}`} onClick={() => onChange(v)}>
            <Paper
              withBorder
              radius="lg"
              p="md"
              style={{
                borderWidth: 2,
                borderColor: selected ? `var(--mantine-color-${color}-5)` : undefined,
                background: selected ? `var(--mantine-color-${color}-0)` : undefined,
                transition: 'all 120ms ease',
              }}
            >
              <Stack align="center" gap={6}>
                <ThemeIcon size={56} radius="xl" color={color} variant={selected ? 'filled' : 'light'}>
                  <Icon size={32} />
                </ThemeIcon>
                <Text fw={800}>{label}</Text>
              </Stack>
            </Paper>
          </UnstyledButton>
        );
      })}
    </Group>
  );
}

import { Group, Select, Text, type SelectProps } from '@mantine/core';
import { COUNTRIES, countryNamed } from '@common/social/countries';

const DATA = COUNTRIES.map((c) => ({ value: c.name, label: c.name }));
const flagOf = (name: string | null | undefined) => (name ? (countryNamed(name)?.flag ?? '') : '');

/**
 * Picks a location: every country of the list with its flag, plus The Sun and The Moon
 * (social-core §3 Country list). Type to filter.
 */
export function CountryPicker({ value, onChange, ...props }: { value: string | null; onChange(name: string | null): void } & Omit<SelectProps, 'data' | 'value' | 'onChange'>) {
  return (
    <Select
      searchable
      clearable={false}
      nothingFoundMessage="No country by that name"
      placeholder="Where are you from?"
      maxDropdownHeight={280}
      comboboxProps={{ zIndex: 400 }}
      data={DATA}
      value={value}
      onChange={onChange}
      leftSection={<span style={{ fontSize: 18 }}>{flagOf(value) || '🌍'}</span>}
      renderOption={({ option }) => (
        <Group gap="xs" wrap="nowrap">
          <span style={{ fontSize: 18 }}>{flagOf(option.value)}</span>
          <Text size="sm">{option.label}</Text>
        </Group>
      )}
      data-testid="country-picker"
      {...props}
    />
  );
}

/** A location as shown on a profile: flag and name. */
export function LocationLabel({ name }: { name: string }) {
  return (
    <span>
      <span aria-hidden style={{ marginRight: 6 }}>
        {flagOf(name)}
      </span>
      {name}
    </span>
  );
}

import { createTheme, type MantineColorsTuple } from '@mantine/core';

/**
 * Oldroad's look: a cosy town at golden hour. Warm terracotta for actions, moss green for
 * good news, a dusk blue for the HUD glass over the canvas. Fonts are self-hosted (fontsource)
 * so the game looks the same offline.
 */
const terracotta: MantineColorsTuple = [
  '#fff1ea',
  '#fde0d3',
  '#f7bea5',
  '#f29a74',
  '#ed7b4b',
  '#ea6831',
  '#e95e23',
  '#cf4e17',
  '#b94412',
  '#a2380b',
];

const moss: MantineColorsTuple = [
  '#f0f9ec',
  '#e1f0da',
  '#c1e0b3',
  '#9fcf89',
  '#82c166',
  '#70b850',
  '#65b444',
  '#549e36',
  '#488c2e',
  '#3a7923',
];

const dusk: MantineColorsTuple = [
  '#eef1fb',
  '#dadfee',
  '#b2bcdc',
  '#8897cb',
  '#6578bc',
  '#4f64b3',
  '#435ab0',
  '#354b9b',
  '#2d428b',
  '#1f2a44',
];

export const theme = createTheme({
  primaryColor: 'terracotta',
  primaryShade: { light: 6, dark: 5 },
  colors: { terracotta, moss, dusk },
  fontFamily: "'Nunito Variable', 'Nunito', 'Segoe UI', system-ui, sans-serif",
  headings: {
    fontFamily: "'Fredoka Variable', 'Fredoka', 'Nunito Variable', system-ui, sans-serif",
    fontWeight: '600',
  },
  defaultRadius: 'md',
  radius: { xs: '4px', sm: '8px', md: '12px', lg: '18px', xl: '28px' },
  cursorType: 'pointer',
  components: {
    Button: { defaultProps: { radius: 'xl', fw: 700 } },
    TextInput: { defaultProps: { radius: 'md', size: 'md' } },
    PasswordInput: { defaultProps: { radius: 'md', size: 'md' } },
    Tooltip: { defaultProps: { withArrow: true, radius: 'md' } },
    Menu: { defaultProps: { radius: 'lg', shadow: 'xl' } },
    Notification: { defaultProps: { radius: 'lg' } },
  },
});

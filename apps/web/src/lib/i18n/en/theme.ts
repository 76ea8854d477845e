/** Light / dark / system theme: the menu toggle and the dark mode modal (issue 17, spec §2, §4). */
export const theme = {
  title: 'Theme',
  light: 'Light',
  dark: 'Dark',
  system: 'System',
  current: 'Theme: {{choice}}',
  dialogTitle: 'Dark mode',
  dialogText: 'Pick how HapaBox looks on this device.',
  systemHint: 'System follows your device: dark when it is set to dark, light otherwise.',
  done: 'Done',
};

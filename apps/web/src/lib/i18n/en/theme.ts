/** Light / dark / system theme: the menu toggle and the dark mode modal (docs/architecture/web-app.md, docs/product/routes.md#navigation, docs/product/states.md#dark-mode). */
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

/*
 * What must hold before the app's first module runs, in the order below: the theme, zod's settings, the browser's
 * scroll restoration off.
 *
 * HapaBox theme before the first paint (docs/architecture/web-app.md; docs/product/states.md#dark-mode "Dark mode: system follows OS, dark, else light").
 * A classic blocking script in <head> (the CSP refuses inline scripts): reads the stored choice and the OS
 * colour scheme and puts `dark` or `light` on <html>, so the first frame already has the right colours.
 * Same rules as src/features/theme/lib/theme.ts (parseThemeChoice + resolveTheme); theme.test.ts runs this file.
 */
(function (w, d) {
  var choice = 'system';
  try {
    var stored = w.localStorage.getItem('hapa.theme');
    if (stored === 'dark' || stored === 'light' || stored === 'system') choice = stored;
  } catch (e) {
    /* storage off: the default */
  }
  var osDark = false;
  try {
    osDark = !!(w.matchMedia && w.matchMedia('(prefers-color-scheme: dark)').matches);
  } catch (e) {
    /* no matchMedia: light */
  }
  var theme = choice === 'system' ? (osDark ? 'dark' : 'light') : choice;
  var root = d.documentElement;
  root.classList.remove(theme === 'dark' ? 'light' : 'dark');
  root.classList.add(theme);
  root.setAttribute('data-theme-choice', choice);
  var meta = d.querySelector('meta[name="theme-color"]');
  if (meta) meta.setAttribute('content', theme === 'dark' ? '#070a13' : '#f3f5fa');
})(window, document);

/*
 * zod's settings, which must hold before the app's first module builds a schema (so not in a module: the bundle
 * evaluates zod and the schemas before any code of the entry). The app checks API answers with zod; its object parsers
 * would probe whether `new Function` may run, which the CSP refuses: a violation reported on every page (Lighthouse's
 * `inspector-issues`). The interpreted parsers never ask. zod reads this global object as its config.
 */
(function (w) {
  var config = w.__zod_globalConfig || (w.__zod_globalConfig = {});
  config.jitless = true;
})(window);

/*
 * A page opened by URL or reload starts at the top (docs/architecture/web-app.md#navigation-scrolling-and-fit): the
 * browser's own scroll restoration is off from the first moment, not only once React Router's <ScrollRestoration> has
 * mounted (it sets `manual` in an effect, and back to `auto` when the page hides). Otherwise a reload could be put
 * back where it was while the app was still loading. Back and forward are restored by React Router from its saved
 * positions (app/scroll-start.ts).
 */
(function (w) {
  try {
    if (w.history && 'scrollRestoration' in w.history) w.history.scrollRestoration = 'manual';
  } catch (e) {
    /* no history API: nothing to restore either */
  }
})(window);

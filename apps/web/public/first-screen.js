/*
 * Loads the app after a server-rendered first screen has painted (docs/architecture/first-screen.md, "Faster hot paths", bench:web; the
 * server writes this tag only into pages it rendered: apps/server/src/http/first-screen.ts). The page is readable
 * from the HTML alone, so its first paint and its largest picture need not share a slow link with ~240 KB of
 * JavaScript: the app's modules are requested once the first contentful paint has been presented (the browser's
 * paint timing; a frame where it has none) and the pictures on screen have arrived and been drawn (at most WAIT_MS
 * after the script runs), then React hydrates the same markup (src/main.tsx).
 * `data-entry` is the entry module, `data-preload` its chunks and `data-page-preload` the chunks of the page's own
 * modules (space separated; the server lists them from the build's manifest, so Vite's preload helper finds them
 * already in <head> when React asks for the page and adds none while it hydrates). They are added a few at a time,
 * SLICE_MS of work per task: adding a modulepreload link costs the main thread 1-8 ms (traced), and all of them in
 * one task made a long task of it (docs/architecture/first-screen.md#the-loader). Until the app owns the page, the
 * keys and taps meant for its buttons wait (taps land on the guard layer, `#first-screen-guard`, which the app removes):
 * Enter or Space on a control that is not a link or a text field, a form's submit, and a tap on the guard over such a
 * control; the last one held runs once the guard is gone. A link still navigates (tapped or keyed: its page loads as
 * any) and a text field still takes text (a tap gives it the focus). A classic deferred script: the CSP refuses inline
 * scripts.
 */
(function (w, d) {
  var WAIT_MS = 2500;
  var SLICE_MS = 4;
  var tag = d.currentScript;
  if (!tag) return;
  var entry = tag.getAttribute('data-entry');
  var list = function (name) {
    return (tag.getAttribute(name) || '').split(' ').filter(Boolean);
  };
  var preloads = list('data-preload');
  var pagePreloads = list('data-page-preload');
  var started = false;
  var GUARD = 'first-screen-guard';
  /* what a tap acts on: the nearest of these around the element under the finger */
  var CONTROL =
    'a[href], button, input, select, textarea, summary, label, [contenteditable], [role="button"], [role="link"], ' +
    '[role="tab"], [role="checkbox"], [role="switch"], [role="option"], [role="menuitem"]';
  /* a control that takes text: a tap focuses it now */
  var FIELD =
    'input:not([type="checkbox"]):not([type="radio"]):not([type="button"]):not([type="submit"]):not([type="reset"]), ' +
    'select, textarea, [contenteditable]';
  var now = function () {
    return w.performance && w.performance.now ? w.performance.now() : Date.now();
  };

  function preload(href) {
    return function () {
      var link = d.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      d.head.appendChild(link);
    };
  }

  function entryScript() {
    var script = d.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    d.head.appendChild(script);
  }

  /* runs the steps in order, SLICE_MS of them per task; the next task comes by a message (no timer: a background
     tab's timers wait a second) */
  function inSlices(steps) {
    var i = 0;
    var channel = w.MessageChannel ? new w.MessageChannel() : null;
    function slice() {
      var until = now() + SLICE_MS;
      while (i < steps.length) {
        steps[i++]();
        if (now() >= until) break;
      }
      if (i >= steps.length) return;
      if (channel) channel.port2.postMessage(0);
      else w.setTimeout(slice, 0);
    }
    if (channel) channel.port1.onmessage = slice;
    slice();
  }

  function load() {
    if (started || !entry) return;
    started = true;
    inSlices(preloads.map(preload).concat([entryScript], pagePreloads.map(preload)));
  }

  /* after the next frame has been drawn */
  function afterFrame(fn) {
    w.requestAnimationFrame(function () {
      w.setTimeout(fn, 0);
    });
  }

  /* after the first contentful paint has been presented (a rAF callback runs before its frame is shown) */
  function afterFirstPaint(fn) {
    var Observer = w.PerformanceObserver;
    var types = (Observer && Observer.supportedEntryTypes) || [];
    if (types.indexOf('paint') < 0) return afterFrame(fn);
    var seen = false;
    var observer = new Observer(function (list) {
      if (seen || list.getEntriesByName('first-contentful-paint').length === 0) return;
      seen = true;
      observer.disconnect();
      fn();
    });
    observer.observe({ type: 'paint', buffered: true });
  }

  /* pictures of the first screen still on their way (lazy ones and those below the fold do not count) */
  function picturesOnScreen() {
    var out = [];
    var height = w.innerHeight || d.documentElement.clientHeight;
    for (var i = 0; i < d.images.length; i++) {
      var img = d.images[i];
      if (img.complete || img.loading === 'lazy') continue;
      var r = img.getBoundingClientRect();
      if (r.bottom > 0 && r.top < height && r.width > 0) out.push(img);
    }
    return out;
  }

  /* a key or a submit that would reach a button of the page before it is alive waits: the last one held runs once the
     app has removed the guard (a click on the control that had the focus, or the form's submit) */
  var pending = null;
  function holdKey(e) {
    if ((e.key !== 'Enter' && e.key !== ' ') || !d.getElementById(GUARD)) return;
    var el = e.target;
    if (!el || !el.closest || !el.closest('#root') || el.closest('a[href], input, textarea, select, [contenteditable]')) return;
    e.preventDefault();
    // a button acts on Enter's keydown and on Space's keyup
    if (e.type === (e.key === 'Enter' ? 'keydown' : 'keyup')) pending = el;
  }
  d.addEventListener('keydown', holdKey, true);
  d.addEventListener('keyup', holdKey, true);
  d.addEventListener(
    'submit',
    function (e) {
      if (!d.getElementById(GUARD)) return;
      e.preventDefault();
      pending = e.target;
    },
    true,
  );
  /* a tap on the guard (a scroll makes none): the control under it, in #root, acts as the keys above do */
  d.addEventListener(
    'click',
    function (e) {
      var guard = d.getElementById(GUARD);
      var root = d.getElementById('root');
      if (!guard || e.target !== guard || !root || !d.elementsFromPoint) return;
      var under = d.elementsFromPoint(e.clientX, e.clientY);
      for (var i = 0; i < under.length; i++) {
        if (under[i] === guard || !root.contains(under[i])) continue;
        var control = under[i].closest(CONTROL);
        if (!control) return;
        if (control.matches(FIELD)) control.focus();
        else if (control.matches('a[href]')) control.click();
        else pending = control;
        return;
      }
    },
    true,
  );
  function replay() {
    var el = pending;
    pending = null;
    if (!el || !el.isConnected) return;
    if (el.tagName === 'FORM') {
      if (el.requestSubmit) el.requestSubmit();
    } else el.click();
  }
  if (w.MutationObserver && d.body) {
    var guardWatch = new w.MutationObserver(function () {
      if (d.getElementById(GUARD)) return;
      guardWatch.disconnect();
      replay();
    });
    guardWatch.observe(d.body, { childList: true });
  }

  // a tab opened in the background draws no frame until it is shown: the timer still loads the app
  w.setTimeout(load, WAIT_MS);
  afterFirstPaint(function () {
    var waiting = picturesOnScreen();
    var left = waiting.length;
    if (left === 0) return load();
    var arrived = function () {
      left -= 1;
      // drawn in the next frame, shown in the one after
      if (left === 0)
        afterFrame(function () {
          afterFrame(load);
        });
    };
    for (var i = 0; i < waiting.length; i++) {
      waiting[i].addEventListener('load', arrived, { once: true });
      waiting[i].addEventListener('error', arrived, { once: true });
    }
  });
})(window, document);

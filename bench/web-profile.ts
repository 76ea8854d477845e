/**
 * `npm run bench:web-profile` (docs/benchmarks.md, bench:web): where the main thread's long tasks go on one page load,
 * the evidence behind a total-blocking-time miss. Loads BENCH_PAGE (`/`) in Debian's Chromium against the compiled
 * server as one visitor (BENCH_WEB_VISITOR: `en`, `pt` or `signed-in`, as bench:web makes them) with the CPU slowed
 * 4x (Lighthouse's mobile factor; BENCH_CPU_SLOWDOWN), a trace (the main thread's tasks) and the V8 sampling profiler on,
 * for BENCH_PROFILE_MS (10,000) ms. For every task over 50 ms it prints its start (ms after navigation), duration and
 * its top frames by self time, mapped through the build's source maps to the source file and function.
 * Figures are slowed-down milliseconds, as Lighthouse's mobile profile counts them.
 */
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { SourceMapConsumer, type RawSourceMap } from 'source-map';
import { ensureBuilt, ROOT, startCompiled } from './compiled.ts';

const PORT = Number(process.env.BENCH_PORT ?? 3298);
const PAGE = process.env.BENCH_PAGE ?? '/';
const VISITOR = process.env.BENCH_WEB_VISITOR ?? 'signed-in';
const PROFILE_MS = Number(process.env.BENCH_PROFILE_MS ?? 10_000);
/**
 * BENCH_CPU_SLOWDOWN (4): Chromium's CPU throttling. At 1 the page runs at full speed, as Lighthouse observes it before its
 * simulation multiplies every task by 4: then the tasks over 12.5 ms are the ones its total blocking time counts.
 */
const SLOWDOWN = Number(process.env.BENCH_CPU_SLOWDOWN ?? 4);
const LONG_TASK_MS = 50 / (4 / SLOWDOWN);

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tid: number;
  args?: { name?: string };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const consumers = new Map<string, SourceMapConsumer | null>();
/** `url:line:col` of a built asset -> `source (function)` through its source map, else the asset itself. */
function original(frame: ProfileNode['callFrame']): string {
  const m = /\/assets\/[^?#]+\.js$/.exec(frame.url);
  if (!m) return `${frame.functionName || '(anonymous)'} ${frame.url ? path.basename(frame.url) : ''}`.trim();
  const file = path.join(ROOT, 'apps/web/dist', m[0]);
  if (!consumers.has(file))
    consumers.set(
      file,
      existsSync(`${file}.map`) ? new SourceMapConsumer(JSON.parse(readFileSync(`${file}.map`, 'utf8')) as RawSourceMap) : null,
    );
  const c = consumers.get(file);
  if (!c) return `${frame.functionName} ${path.basename(file)}`;
  const pos = c.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
  const src = pos.source ? pos.source.replace(/^.*node_modules\//, '~/').replace(/^(\.\.\/)+/, '') : path.basename(file);
  return `${pos.name ?? frame.functionName ?? '(anonymous)'} ${src}:${pos.line ?? '?'}`;
}

ensureBuilt();
const server = await startCompiled(PORT);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
try {
  const base = `http://127.0.0.1:${PORT}`;
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
  const guides = Object.fromEntries(['freeBox', 'giftBag', 'levelUp', 'luckyTrial'].map((g) => [`hapa.guide.${g}`, true]));
  let cookies: Record<string, string> = {};
  let storage: Record<string, unknown> = {};
  if (VISITOR === 'pt') [cookies, storage] = [{ hapa_lang: 'pt-BR' }, { 'hapa.lang': { lang: 'pt-BR' }, ...guides }];
  if (VISITOR === 'signed-in') {
    const reg = (await (
      await fetch(`${base}/api/user/register/v2`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: `bench-prof-${Date.now()}@example.com`, password: 'secret123', ageConfirmed: true }),
      })
    ).json()) as { data: unknown };
    [cookies, storage] = [
      { hapa_lang: 'en', hapa_signed_in: '1' },
      { 'hapa.user': reg.data, ...guides },
    ];
  }
  await context.addCookies(Object.entries(cookies).map(([name, value]) => ({ name, value, url: base })));
  await context.addInitScript((entries) => {
    if (!window.localStorage.getItem('hapa.prof')) {
      for (const [k, v] of Object.entries(entries)) window.localStorage.setItem(k, JSON.stringify(v));
      window.localStorage.setItem('hapa.prof', '1');
    }
  }, storage);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  // the browser's own task boundaries (RunTask on the page's main thread) come from a trace; the profile says what ran in them
  await browser.startTracing(page, { categories: ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline'] });
  await cdp.send('Profiler.start');
  const t0 = Date.now();
  const requests: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/')) requests.push(`${String(Date.now() - t0).padStart(6)} ms  ${r.method()} ${r.url().replace(base, '')}`);
  });
  await page.goto(`${base}${PAGE}`, { waitUntil: 'load' });
  await page.waitForTimeout(PROFILE_MS);
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile & { startTime: number } };
  const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };
  const events = trace.traceEvents;
  // the renderer's main thread: the one that ran the navigation's commit / the page's scripts
  const mainTid = events.find(
    (e) =>
      e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && events.some((x) => x.tid === e.tid && x.name === 'EvaluateScript'),
  )?.tid;
  const navStart =
    events.find((e) => e.tid === mainTid && (e.name === 'navigationStart' || e.name === 'CommitLoad'))?.ts ?? profile.startTime;
  const runTasks = events
    .filter((e) => e.tid === mainTid && e.name === 'RunTask' && e.ph === 'X' && (e.dur ?? 0) / 1000 > LONG_TASK_MS)
    .map((e) => ({ start: e.ts, end: e.ts + e.dur!, self: new Map<string, number>() }));
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  let ts = profile.startTime;
  for (let i = 0; i < profile.samples.length; i++) {
    ts += profile.timeDeltas[i]!;
    const task = runTasks.find((x) => ts >= x.start && ts <= x.end);
    if (!task) continue;
    const name = original(byId.get(profile.samples[i]!)!.callFrame);
    task.self.set(name, (task.self.get(name) ?? 0) + profile.timeDeltas[i]! / 1000);
  }
  const long = runTasks.map((x) => ({ start: (x.start - navStart) / 1000, end: (x.end - navStart) / 1000, self: x.self }));
  const blocking = long.reduce((sum, x) => sum + (x.end - x.start - LONG_TASK_MS), 0);
  console.log(
    `\nbench:web-profile ${VISITOR} ${PAGE}  CPU slowed ${SLOWDOWN}x, ${PROFILE_MS} ms after load: ${long.length} tasks over ${LONG_TASK_MS} ms, ${Math.round(blocking)} ms over ${LONG_TASK_MS} ms in all${SLOWDOWN === 1 ? ` (x4: ${Math.round(blocking * 4)} ms, about what Lighthouse's simulation counts as total blocking time)` : ''}`,
  );
  console.log(`  API requests (${requests.length}, ms after navigation):`);
  for (const r of requests) console.log(`    ${r}`);
  for (const x of long) {
    console.log(`  task at ${Math.round(x.start)} ms: ${Math.round(x.end - x.start)} ms`);
    for (const [name, ms] of [...x.self].sort((a, b) => b[1] - a[1]).slice(0, 12))
      console.log(`    ${ms.toFixed(1).padStart(7)} ms  ${name}`);
  }
} finally {
  await browser.close();
  await server.stop();
}
process.exit(0);

/**
 * `npm run bench:web-profile` (docs/benchmarks.md, bench:web): where the main thread's long tasks go on one page load,
 * the evidence behind a total-blocking-time miss. Runs Lighthouse (bench:web's mobile profile) once on BENCH_PAGE (`/`)
 * as one visitor (BENCH_WEB_VISITOR: `signed-in` (default), `pt` or `en`, made as bench:web makes them) with the V8
 * sampling profiler added to its trace, and prints its total blocking time, then every main-thread task of the
 * observed (unthrottled) load that its 4x simulation turns into a long one (over 12.5 ms): start (ms after navigation),
 * duration, the browser's own work in it by trace event (Layout, Paint, an SVG picture's DocumentLoader, ...) and the
 * top frames by self time, mapped through the build's source maps to the source file and function; then the whole
 * load's main-thread self time by package (zod, react-dom, the app's own code, the browser's own work). The page's
 * pictures are requested once first (warmPictures). BENCH_TRACE_OUT=<file> keeps the trace (chrome://tracing, Perfetto).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { SourceMapConsumer, type RawSourceMap } from 'source-map';
import { ensureBuilt, ROOT, startCompiled } from './compiled.ts';
import { prepareVisitor, visitorState, warmPictures, type Visitor } from './web-visitors.ts';

const PORT = Number(process.env.BENCH_PORT ?? 3298);
const PAGE = process.env.BENCH_PAGE ?? '/';
const VISITOR = (process.env.BENCH_WEB_VISITOR ?? 'signed-in') as Visitor;
/** Lighthouse's mobile CPU slowdown: an observed task over 50 / 4 ms is a long task in its simulation. */
const LONG_TASK_MS = 50 / 4;

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}
interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: {
    data?: {
      url?: string;
      documentLoaderURL?: string;
      startTime?: number;
      timeDeltas?: number[];
      cpuProfile?: { nodes?: { id: number; callFrame: CallFrame }[]; samples?: number[] };
    };
  };
}

const consumers = new Map<string, SourceMapConsumer | null>();
/** A built asset's `url:line:col` -> `function source:line` through its source map, else the frame as V8 named it. */
function original(frame: CallFrame): string {
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

/** The package a mapped frame (`fn ~/zod/v4/core/core.js:50`, `fn src/app/x.tsx:3`, `(program)`) belongs to. */
function packageOf(frame: string): string {
  const m = / ~\/((?:@[^/]+\/)?[^/]+)\//.exec(frame);
  if (m) return m[1]!;
  if (/ src\//.test(frame)) return 'app';
  return frame.startsWith('(') ? frame.replace(/\).*/, ')') : 'native';
}

ensureBuilt();
const server = await startCompiled(PORT);
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu'],
  maxConnectionRetries: 200,
});
const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
try {
  const base = `http://127.0.0.1:${PORT}`;
  const state = VISITOR === 'en' ? undefined : await visitorState(base, VISITOR);
  if (state) await prepareVisitor(browser, base, state);
  console.log(`warmed ${await warmPictures(base, [PAGE])} pictures`);
  const out = await lighthouse(`${base}${PAGE}`, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    disableStorageReset: state !== undefined,
    // the JavaScript samples beside Lighthouse's own trace categories (a flag its CLI has too)
    additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler',
  } as Parameters<typeof lighthouse>[1]);
  if (!out) throw new Error('lighthouse gave no result');
  if (out.lhr.runtimeError) throw new Error(`lighthouse: ${out.lhr.runtimeError.code} ${out.lhr.runtimeError.message}`);
  const events = (out.artifacts as unknown as { Trace: { traceEvents: TraceEvent[] } }).Trace.traceEvents;
  if (process.env.BENCH_TRACE_OUT) writeFileSync(process.env.BENCH_TRACE_OUT, JSON.stringify({ traceEvents: events }));
  // the page's renderer main thread: the one that evaluated the page's scripts
  const script = events.find((e) => e.name === 'EvaluateScript' && String(e.args?.data?.url ?? '').startsWith(base));
  if (!script) throw new Error('no script of the page in the trace');
  const onMain = (e: TraceEvent) => e.pid === script.pid && e.tid === script.tid;
  const navStart =
    events.find((e) => onMain(e) && e.name === 'navigationStart' && String(e.args?.data?.documentLoaderURL ?? '').startsWith(base))?.ts ??
    0;
  const tasks = events
    .filter((e) => onMain(e) && e.name === 'RunTask' && (e.dur ?? 0) / 1000 > LONG_TASK_MS)
    .map((e) => ({ start: e.ts, end: e.ts + e.dur!, self: new Map<string, number>() }));
  // the sampling profile of the page's process: frames (nodes) and samples with their time deltas, in chunks
  const frames = new Map<number, CallFrame>();
  const samples: { ts: number; id: number }[] = [];
  let t = 0;
  for (const e of events) {
    if (e.pid !== script.pid) continue;
    if (e.name === 'Profile') t = e.args?.data?.startTime ?? t;
    if (e.name !== 'ProfileChunk') continue;
    const data = e.args?.data;
    for (const n of data?.cpuProfile?.nodes ?? []) frames.set(n.id, n.callFrame);
    const ids = data?.cpuProfile?.samples ?? [];
    ids.forEach((id, i) => samples.push({ ts: (t += data?.timeDeltas?.[i] ?? 0), id }));
  }
  samples.sort((a, b) => a.ts - b.ts);
  /** self time of the whole load by package (`zod`, `react-dom`, ...), the app's own code as `app` */
  const byPackage = new Map<string, number>();
  for (let i = 1; i < samples.length; i++) {
    const s = samples[i]!;
    const frame = frames.get(s.id);
    if (!frame || s.ts < navStart) continue;
    const name = original(frame);
    const ms = (s.ts - samples[i - 1]!.ts) / 1000;
    const pkg = packageOf(name);
    if (pkg !== '(idle)') byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + ms);
    const task = tasks.find((x) => s.ts >= x.start && s.ts <= x.end);
    if (task) task.self.set(name, (task.self.get(name) ?? 0) + ms);
  }
  const tbt = out.lhr.audits['total-blocking-time'];
  console.log(
    `\nbench:web-profile ${VISITOR} ${PAGE}: Lighthouse total blocking time ${tbt?.displayValue} (simulated, 4x); the observed load's ${tasks.length} main-thread tasks over ${LONG_TASK_MS} ms (long tasks once 4x slower):`,
  );
  // the browser's own work in each task by trace event (a task the samples call `(program)` is all native)
  const traceIn = (x: { start: number; end: number }) => {
    const by = new Map<string, number>();
    for (const e of events)
      if (onMain(e) && e.ph === 'X' && e.name !== 'RunTask' && e.dur && e.ts >= x.start && e.ts < x.end)
        by.set(e.name, (by.get(e.name) ?? 0) + e.dur / 1000);
    return [...by].sort((a, b) => b[1] - a[1]).slice(0, 5);
  };
  const metric = (id: string) => out.lhr.audits[id]?.displayValue ?? '?';
  console.log(
    `  (simulated FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, TTI ${metric('interactive')})`,
  );
  for (const x of tasks) {
    console.log(`  task at ${Math.round((x.start - navStart) / 1000)} ms: ${((x.end - x.start) / 1000).toFixed(1)} ms`);
    console.log(
      `    browser: ${traceIn(x)
        .map(([n, ms]) => `${n} ${ms.toFixed(1)}`)
        .join(', ')}`,
    );
    for (const [name, ms] of [...x.self].sort((a, b) => b[1] - a[1]).slice(0, 10))
      console.log(`    ${ms.toFixed(1).padStart(6)} ms  ${name}`);
  }
  // the browser's own work inside the long tasks, by trace event (style, layout, paint, parsing; nested events overlap)
  const byEvent = new Map<string, number>();
  for (const e of events) {
    if (!onMain(e) || e.ph !== 'X' || e.name === 'RunTask' || !e.dur) continue;
    if (tasks.some((x) => e.ts >= x.start && e.ts < x.end)) byEvent.set(e.name, (byEvent.get(e.name) ?? 0) + e.dur / 1000);
  }
  const traced = [...byEvent].sort((a, b) => b[1] - a[1]).slice(0, 10);
  console.log(`  in those tasks by trace event (nested ones overlap): ${traced.map(([n, ms]) => `${n} ${ms.toFixed(0)} ms`).join(', ')}`);
  const packages = [...byPackage].sort((a, b) => b[1] - a[1]).slice(0, 8);
  console.log(`  the whole load's main-thread self time by package: ${packages.map(([p, ms]) => `${p} ${ms.toFixed(0)} ms`).join(', ')}`);
} finally {
  await browser.close().catch(() => undefined);
  chrome.kill();
  await server.stop();
}
process.exit(0);

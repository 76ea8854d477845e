/**
 * `npm run bench:web` (docs/benchmarks.md, docs/architecture/first-screen.md): Lighthouse (mobile profile: simulated
 * slow 4G and 4x CPU slowdown) in Debian's Chromium against a freshly started compiled server (`npm start`'s, fresh
 * PGlite with the seeded catalogue) on the home page, a box page and /battles, each as three visitors:
 * - `en`: an anonymous English first visit (Lighthouse's own clean profile);
 * - `pt`: a returning Portuguese visitor (the app's `hapa_lang=pt-BR` cookie and the stored choice in localStorage);
 * - `signed-in`: a returning signed-in player (the `hapa_signed_in=1` hint cookie, `hapa_lang=en`, the session of a
 *   newly registered player in localStorage, the first-visit guides seen).
 * The returning visits start from an empty HTTP cache too (cleared before each run). Prints performance,
 * accessibility and best-practices scores with LCP, TBT and CLS per page and visitor (median of BENCH_RUNS runs by
 * performance), then the failing audits, next to the goals: performance >= 95, LCP <= 1.5 s, accessibility 100,
 * CLS < 0.05. One anonymous run of the home page comes first and is not counted (BENCH_WEB_WARMUP=0 skips it).
 * BENCH_WEB_VISITORS (`en,pt,signed-in`) picks visitors; CHROME_PATH overrides /usr/bin/chromium.
 * Scores drop on a busy machine: the load average is printed.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { ensureBuilt, startCompiled } from './compiled.ts';
import { prepareVisitor, visitorState, warmPictures, type Visitor, type VisitorState } from './web-visitors.ts';

const PORT = Number(process.env.BENCH_PORT ?? 3297);
const RUNS = Number(process.env.BENCH_RUNS ?? 1);
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
/** Full Lighthouse reports (JSON) land here, one per page, for the details behind a failing audit. */
const REPORTS = process.env.BENCH_WEB_REPORTS ?? path.join(tmpdir(), 'hapa-lighthouse');
const GOALS = { performance: 95, accessibility: 100, lcpMs: 1_500, cls: 0.05 };
/** BENCH_WEB_WARMUP=0 skips the discarded first run */
const WARM_UP = process.env.BENCH_WEB_WARMUP !== '0';
const VISITORS = (process.env.BENCH_WEB_VISITORS ?? 'en,pt,signed-in').split(',').filter(Boolean) as Visitor[];

interface PageResult {
  page: string;
  visitor: Visitor;
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  failing: string[];
}

ensureBuilt();
const server = await startCompiled(PORT);
const loadBefore = loadavg()[0]!;
let chrome: chromeLauncher.LaunchedChrome | undefined;
let cdpBrowser: Browser | undefined;
try {
  // a busy machine can take long to open the debugging port: up to 100 s rather than the default 25 s
  chrome = await chromeLauncher.launch({
    chromePath: CHROME,
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu'],
    maxConnectionRetries: 200,
  });
  cdpBrowser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  const base = `http://127.0.0.1:${PORT}`;
  const list = (await (await fetch(`${base}/api/item/list?pageSize=10`)).json()) as {
    data: { list: { boxInfo: string; price: number }[] };
  };
  const box = list.data.list.find((b) => b.price > 0) ?? list.data.list[0]!;
  const pages = ['/', `/box-detail/${box.boxInfo}`, '/battles'];
  console.log(`bench:web: ${await warmPictures(base, pages)} pictures of those pages requested once before measuring`);
  if (WARM_UP) {
    // the first Lighthouse run after Chromium starts is the slowest of a session (docs/benchmarks.md, What the figures
    // say): one anonymous run of the first page, not counted, so the first measured page is not penalised for it
    const warm = await lighthouse(`${base}${pages[0]}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    console.log(
      `bench:web: warm-up run (not counted): ${pages[0]} performance ${Math.round((warm?.lhr.categories.performance?.score ?? 0) * 100)}`,
    );
  }
  const stateOf = new Map<Visitor, VisitorState>();
  const results: PageResult[] = [];
  for (const visitor of VISITORS) {
    if (visitor !== 'en' && !stateOf.has(visitor)) stateOf.set(visitor, await visitorState(base, visitor));
    for (const page of pages) {
      const runs: PageResult[] = [];
      for (let i = 0; i < RUNS; i++) {
        const state = stateOf.get(visitor);
        // a run that Chromium could not finish (PROTOCOL_TIMEOUT, NO_NAVSTART on a busy machine) is retried twice
        let out: Awaited<ReturnType<typeof lighthouse>>;
        for (let attempt = 1; ; attempt++) {
          if (state) await prepareVisitor(cdpBrowser, base, state);
          out = await lighthouse(`${base}${page}`, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance', 'accessibility', 'best-practices'],
            // a returning visitor keeps its cookies and localStorage (prepareVisitor emptied the cache)
            disableStorageReset: state !== undefined,
          });
          if (!out) throw new Error(`lighthouse gave no result for ${page}`);
          if (!out.lhr.runtimeError) break;
          console.warn(
            `  ${visitor} ${page}: Lighthouse runtime error ${out.lhr.runtimeError.code}${attempt < 3 ? ', running again' : ' (scores of this run are partial)'}`,
          );
          if (attempt === 3) break;
        }
        const { categories: c, audits: a } = out.lhr;
        mkdirSync(REPORTS, { recursive: true });
        writeFileSync(
          path.join(REPORTS, `${visitor}-${page === '/' ? 'home' : page.replace(/[^a-z0-9]+/gi, '_').replace(/^_/, '')}-${i}.json`),
          JSON.stringify(out.lhr),
        );
        const failing = Object.values(a)
          .filter(
            (x) =>
              x.score !== null &&
              x.score < 0.9 &&
              ['binary', 'numeric', 'metricSavings'].includes(x.scoreDisplayMode) &&
              !x.id.includes('largest-contentful-paint'),
          )
          .map((x) => `${x.id}${x.displayValue ? ` (${x.displayValue})` : ''}`);
        runs.push({
          page,
          visitor,
          performance: Math.round((c.performance?.score ?? 0) * 100),
          accessibility: Math.round((c.accessibility?.score ?? 0) * 100),
          bestPractices: Math.round((c['best-practices']?.score ?? 0) * 100),
          lcpMs: a['largest-contentful-paint']?.numericValue ?? NaN,
          tbtMs: a['total-blocking-time']?.numericValue ?? NaN,
          cls: a['cumulative-layout-shift']?.numericValue ?? NaN,
          failing,
        });
      }
      runs.sort((x, y) => x.performance - y.performance);
      results.push(runs[Math.floor(runs.length / 2)]!);
    }
  }
  const pad = (s: string | number, n: number) => String(s).padEnd(n);
  console.log(`\nbench:web  Lighthouse ${RUNS > 1 ? `median of ${RUNS} runs, ` : ''}mobile profile, compiled server, Chromium ${CHROME}`);
  console.log(
    `  ${pad('visitor', 11)}${pad('page', 38)}${pad('perf', 6)}${pad('a11y', 6)}${pad('best', 6)}${pad('LCP', 9)}${pad('TBT', 9)}CLS`,
  );
  for (const r of results) {
    console.log(
      `  ${pad(r.visitor, 11)}${pad(r.page, 38)}${pad(r.performance, 6)}${pad(r.accessibility, 6)}${pad(r.bestPractices, 6)}${pad(`${(r.lcpMs / 1000).toFixed(2)} s`, 9)}${pad(`${Math.round(r.tbtMs)} ms`, 9)}${r.cls.toFixed(3)}`,
    );
  }
  console.log(
    `  goals: performance >= ${GOALS.performance}, LCP <= ${GOALS.lcpMs / 1000} s, accessibility ${GOALS.accessibility}, CLS < ${GOALS.cls}`,
  );
  for (const r of results) {
    const missed = [
      r.performance < GOALS.performance && `performance ${r.performance}`,
      r.accessibility < GOALS.accessibility && `accessibility ${r.accessibility}`,
      r.lcpMs > GOALS.lcpMs && `LCP ${(r.lcpMs / 1000).toFixed(2)} s`,
      !(r.cls < GOALS.cls) && `CLS ${r.cls.toFixed(3)}`,
    ].filter(Boolean);
    console.log(
      `  ${r.visitor} ${r.page}: ${missed.length ? `MISSED ${missed.join(', ')}` : 'goals met'}${r.failing.length ? `; failing audits: ${r.failing.join(', ')}` : ''}`,
    );
  }
  console.log(`  full reports: ${REPORTS}`);
  console.log(
    `  load average (1 min) before ${loadBefore.toFixed(2)}, after ${loadavg()[0]!.toFixed(2)} on ${(await import('node:os')).cpus().length} cores`,
  );
} finally {
  await cdpBrowser?.close().catch(() => undefined);
  chrome?.kill();
  await server.stop();
}
process.exit(0);

import { chromium } from '@playwright/test';
import { startCompiled } from './compiled.ts';
const server = await startCompiled(3297);
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
for (const [w, h] of [[390, 844], [1440, 900]]) {
  const p = await b.newPage({ viewport: { width: w, height: h } });
  await p.goto('http://127.0.0.1:3297/');
  await p.waitForTimeout(2500);
  let i = 0;
  for (const y of [900, 1800, 2700]) { await p.evaluate((yy) => window.scrollTo(0, yy), y); await p.waitForTimeout(800); await p.screenshot({ path: `/tmp/home-${w}-${i++}.png` }); }
  await p.close();
}
await b.close(); await server.stop(); process.exit(0);

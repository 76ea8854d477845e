import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const root = new URL('../../../../../', import.meta.url);
const scripts = (JSON.parse(readFileSync(new URL('package.json', root), 'utf8')) as { scripts: Record<string, string> }).scripts;

describe('the ops split check runs with the large tests', () => {
  it('test:e2e builds the server and the web app, proves the player entry holds no console code, then runs Playwright', () => {
    const steps = scripts['test:e2e']!.split('&&').map((s) => s.trim());
    expect(steps[0]).toBe('npm run build');
    expect(scripts['build']!.split('&&').map((s) => s.trim())).toContain('npm run build:web');
    expect(steps[1]).toBe('npm run check:ops-split');
    expect(steps[2]).toBe('node scripts/e2e-projects.mjs');
    expect(scripts['check:ops-split']).toBe('node scripts/check-ops-split.mjs');
    expect(existsSync(new URL('scripts/check-ops-split.mjs', root))).toBe(true);
  });
});

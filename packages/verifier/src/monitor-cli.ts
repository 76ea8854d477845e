import { monitorStep, startMonitor } from './monitor.ts';

const USAGE = 'usage: npm run log:monitor -- <origin> [--every <seconds>] [--rounds <n>] [--key <base64>] [--no-replay]';

/**
 * `npm run log:monitor -- https://hapabox.example`: watches the public fairness log, one round every `--every` seconds
 * (30), for `--rounds` rounds (forever when 0, the default), and exits 1 at the first inconsistency
 * (docs/transparency.md#monitoring-the-log). `--key` pins the log key instead of trusting the one served first.
 * @returns the exit code: 0 when every round was consistent, 1 on an inconsistency, 2 on bad usage
 */
export async function monitorCli(args: string[], out: (line: string) => void = console.log): Promise<number> {
  const flag = (name: string) => {
    const i = args.indexOf(name);
    return i >= 0 ? args[i + 1] : undefined;
  };
  const origin = args
    .find((a, i) => !a.startsWith('--') && !['--every', '--rounds', '--key'].includes(args[i - 1] ?? ''))
    ?.replace(/\/+$/, '');
  if (!origin) {
    out(USAGE);
    return 2;
  }
  const every = Number(flag('--every') ?? 30) * 1000;
  const rounds = Number(flag('--rounds') ?? 0);
  const fetchJson = async (u: string) => {
    const res = await fetch(u);
    if (!res.ok) throw new Error(`${u}: HTTP ${res.status}`);
    return res.json();
  };
  const state = await startMonitor(origin, fetchJson, { keyBase64: flag('--key'), replay: !args.includes('--no-replay') });
  for (let round = 1; rounds === 0 || round <= rounds; round++) {
    const { head, problems } = await monitorStep(origin, state, fetchJson);
    const at = new Date().toISOString();
    if (problems.length) {
      for (const p of problems) out(`${at} INCONSISTENT: ${p}`);
      return 1;
    }
    out(`${at} ok: ${head.treeSize} entries, root ${head.rootHash.slice(0, 16)}..., signed ${new Date(head.timestamp).toISOString()}`);
    if (rounds === 0 || round < rounds) await new Promise((r) => setTimeout(r, every));
  }
  return 0;
}

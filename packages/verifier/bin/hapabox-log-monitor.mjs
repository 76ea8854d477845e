#!/usr/bin/env node
// `npx hapabox-log-monitor <origin> [--every <s>] [--rounds <n>]` (also `npm run log:monitor -- <origin>`; docs/transparency.md#monitoring-the-log)
import { register } from 'tsx/esm/api';

register();
const { monitorCli } = await import('../src/monitor-cli.ts');
process.exitCode = await monitorCli(process.argv.slice(2));

/** `npm run log:monitor -- <origin>`: see monitor-cli.ts. */
import { monitorCli } from './monitor-cli.ts';

process.exitCode = await monitorCli(process.argv.slice(2));

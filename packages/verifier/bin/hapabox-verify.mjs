#!/usr/bin/env node
// `npx hapabox-verify <export.json> [--url <origin>]`: the TypeScript sources run through tsx (docs/transparency.md#the-offline-verifier)
import { register } from 'tsx/esm/api';

register();
const { verifyCli } = await import('../src/cli.ts');
process.exitCode = await verifyCli(process.argv.slice(2));

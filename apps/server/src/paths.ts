import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The apps/server folder. This module sits directly in src/, and the build bundles it into dist/main.js,
 * so one level up from either is the server root (the compiled server finds the web build the same way).
 */
export const SERVER_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

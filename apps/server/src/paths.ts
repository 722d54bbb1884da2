import { fileURLToPath } from 'node:url';

// This file sits one level below apps/server both as src/paths.ts and inside the dist/ bundle, so
// the same relative URLs hold in development, tests and production.
export const SERVER_ROOT = fileURLToPath(new URL('..', import.meta.url));
export const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));
export const MIGRATIONS_DIR = fileURLToPath(new URL('../drizzle', import.meta.url));

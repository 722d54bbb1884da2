import { existsSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { loadConfig } from '../src/config';
import { openPg } from '../src/db/pg-driver';
import { PGlite } from '@electric-sql/pglite';
import { wrapPglite } from '../src/db/pglite-driver';
import { prepareTemplate, schemaHash, type TestDatabaseInfo } from './template';

const TEMPLATE_LOCK_KEY = 72_616_002;

function withDatabase(url: string, name: string): string {
  const next = new URL(url);
  next.pathname = `/${name}`;
  return next.toString();
}

async function preparePgTemplate(url: string, template: string): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    // Several test runs may start together; one builds the template, the others wait for it.
    await admin.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK_KEY]);
    const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [template]);
    if (rowCount) return;
    const building = `${template}_building`;
    await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${building}`);
    const database = await openPg({ connectionString: withDatabase(url, building), poolMax: 2 });
    try {
      await prepareTemplate(database);
    } finally {
      await database.close();
    }
    await admin.query(`ALTER DATABASE ${building} RENAME TO ${template}`);
  } finally {
    await admin.query('SELECT pg_advisory_unlock($1)', [TEMPLATE_LOCK_KEY]).catch(() => {});
    await admin.end();
  }
}

async function dropRunDatabases(url: string, prefix: string): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ datname: string }>(
      "SELECT datname FROM pg_database WHERE datname LIKE $1 || '%'",
      [prefix],
    );
    for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}

async function preparePgliteSnapshot(file: string): Promise<void> {
  if (existsSync(file)) return;
  const client = await PGlite.create();
  const database = wrapPglite(client);
  try {
    await prepareTemplate(database);
    const dump = await client.dumpDataDir('gzip');
    await mkdir(path.dirname(file), { recursive: true });
    const partial = `${file}.${process.pid}.partial`;
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, file);
  } finally {
    await database.close();
  }
}

export default async function setup(project: TestProject) {
  const { DATABASE_URL } = loadConfig();
  const hash = schemaHash();
  let info: TestDatabaseInfo;
  let teardown = async () => {};
  if (DATABASE_URL) {
    const template = `camino_tpl_${hash}`;
    const prefix = `camino_test_${randomBytes(4).toString('hex')}_`;
    await preparePgTemplate(DATABASE_URL, template);
    info = { driver: 'pg', url: DATABASE_URL, template, prefix };
    teardown = () => dropRunDatabases(DATABASE_URL, prefix);
  } else {
    const snapshotFile = path.join(os.tmpdir(), 'camino-test', `pglite-${hash}.tar.gz`);
    await preparePgliteSnapshot(snapshotFile);
    info = { driver: 'pglite', snapshotFile };
  }
  project.provide('testDatabase', info);
  return teardown;
}

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../paths';

interface JournalEntry {
  idx: number;
  tag: string;
  when: number;
}

interface Snapshot {
  id: string;
  prevId: string;
}

const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as {
  entries: JournalEntry[];
};

function prefixOf(tag: string): string {
  return tag.slice(0, tag.indexOf('_'));
}

function snapshotOf(tag: string): Snapshot {
  return JSON.parse(
    readFileSync(path.join(MIGRATIONS_DIR, 'meta', `${prefixOf(tag)}_snapshot.json`), 'utf8'),
  ) as Snapshot;
}

// Migrations written on parallel branches can be given the same number by drizzle-kit; the second
// snapshot then overwrites the first and the next generated migration diffs against the wrong state.
describe('the committed migrations', () => {
  it('each has a number of its own, an SQL file and a snapshot', () => {
    const prefixes = journal.entries.map((entry) => prefixOf(entry.tag));
    expect(new Set(prefixes).size).toBe(prefixes.length);
    for (const entry of journal.entries) {
      expect(existsSync(path.join(MIGRATIONS_DIR, `${entry.tag}.sql`)), entry.tag).toBe(true);
      expect(
        existsSync(path.join(MIGRATIONS_DIR, 'meta', `${prefixOf(entry.tag)}_snapshot.json`)),
        entry.tag,
      ).toBe(true);
    }
    const sqlFiles = readdirSync(MIGRATIONS_DIR).filter((name) => name.endsWith('.sql'));
    expect(sqlFiles.length).toBe(journal.entries.length);
  });

  it('are applied in the order they were written, each snapshot following the one before', () => {
    for (let i = 1; i < journal.entries.length; i++) {
      const previous = journal.entries[i - 1]!;
      const entry = journal.entries[i]!;
      expect(entry.when, entry.tag).toBeGreaterThan(previous.when);
      expect(snapshotOf(entry.tag).prevId, entry.tag).toBe(snapshotOf(previous.tag).id);
    }
  });
});

import { integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { cases } from './cases';

/** One part of an assembled package, stored encrypted under `storageKey`. */
export interface PackagePartRecord {
  id: string;
  kind: 'package' | 'form' | 'sign-here';
  title: { en: string; es: string };
  storageKey: string;
  pages: number;
  sizeBytes: number;
  /** On the 'where to sign' part: every line of the package signed or dated by hand. */
  signSpots?: PackageSignSpotRecord[];
}

export interface PackageSignSpotRecord {
  id: string;
  document: { en: string; es: string };
  page: number;
  packagePage: number;
  who: { en: string; es: string };
  mark: 'signature' | 'date' | 'signature-date';
  box: { x: number; y: number; width: number; height: number };
}

/**
 * The case's filing package. `build` counts builds; a build's files live under their own prefix and
 * the row points at them only once all are stored, so a crash never exposes half a package.
 */
export const casePackages = pgTable('case_packages', {
  caseId: uuid('case_id')
    .primaryKey()
    .references(() => cases.id, { onDelete: 'cascade' }),
  status: text('status').$type<'queued' | 'building' | 'ready' | 'failed'>().notNull(),
  build: integer('build').notNull(),
  progress: integer('progress').notNull().default(0),
  attempts: integer('attempts').notNull().default(0),
  parts: jsonb('parts').$type<PackagePartRecord[]>().notNull().default([]),
  pageCount: integer('page_count').notNull().default(0),
  sourceHash: text('source_hash'),
  queuedAt: timestamp('queued_at', { withTimezone: true }).notNull(),
  readyAt: timestamp('ready_at', { withTimezone: true }),
});

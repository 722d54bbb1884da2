import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  ADDRESS_CHANGE_DAYS,
  afterFilingContentSchema,
  WORK_PERMIT_EARLIEST_GRANT_DAY,
  WORK_PERMIT_FILE_DAY,
  WORK_PERMIT_RENEWAL_DAYS_BEFORE,
  WORK_PERMIT_VALID_MONTHS,
} from '@camino/contracts';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const file = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'filing', 'after-filing.yaml');
const content = afterFilingContentSchema.parse(parse(await readFile(file, 'utf8')));

describe('the after-filing facts', () => {
  it('says the same numbers the date rules count, in both languages', () => {
    const { work_permit, work_permit_validity, address_change, address_change_protected } = content.facts;
    for (const lang of ['en', 'es'] as const) {
      expect(work_permit[lang]).toContain(String(WORK_PERMIT_FILE_DAY));
      expect(work_permit[lang]).toContain(String(WORK_PERMIT_EARLIEST_GRANT_DAY));
      expect(work_permit_validity[lang]).toContain(String(WORK_PERMIT_VALID_MONTHS));
      expect(work_permit_validity[lang]).toContain(String(WORK_PERMIT_RENEWAL_DAYS_BEFORE));
      expect(address_change[lang]).toContain(String(ADDRESS_CHANGE_DAYS));
      expect(address_change_protected[lang]).toContain(String(ADDRESS_CHANGE_DAYS));
    }
  });

  it('keeps the asylum-only facts to asylum', () => {
    for (const id of ['work_permit', 'work_permit_validity', 'annual_fee'] as const)
      expect(content.facts[id].cases).toEqual(['asylum']);
  });

  it('never sends a protected case to the public change-of-address form', () => {
    expect(content.facts.address_change.cases).toEqual(['asylum']);
    expect(content.facts.address_change_protected.cases).not.toContain('asylum');
    expect(content.facts.address_change_protected.en).not.toContain('ar-11');
  });

  it('gives every fact a source and a date no older than the file it was checked with', () => {
    for (const fact of Object.values(content.facts)) {
      expect(fact.source_url).toMatch(/^https:\/\//);
      expect(fact.as_of >= '2026-01-01').toBe(true);
    }
  });
});

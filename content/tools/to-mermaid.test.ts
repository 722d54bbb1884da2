import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseQuestionnaire } from './load-questionnaire';
import { toMermaid } from './to-mermaid';

describe('toMermaid', () => {
  it('draws every question and edge with readable labels', async () => {
    const source = parseQuestionnaire(
      await readFile(join(import.meta.dirname, 'fixtures', 'valid.yaml'), 'utf8'),
    );
    const graph = toMermaid(source);
    expect(graph.startsWith('flowchart TD\n')).toBe(true);
    for (const line of [
      'n_start --> n_intro',
      'n_has_kids -->|Yes| n_kids',
      'n_has_kids -->|No| n_zip',
      'n_kids -->|each| n_kid_name',
      'n_kid_name --> |again| n_kids',
      'n_zip_check -.->|fails| n_zip',
      'n_zip_check --> n_end',
    ]) {
      expect(graph).toContain(line);
    }
    expect(graph).toContain('n_has_kids{"RADIO: Do you have children?<br/><small>Yes / No</small>"}');
  });
});

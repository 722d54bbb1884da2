import { cp, mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../src/paths';

/**
 * The content the server cannot start without (prices, feature flags, legal texts, the document
 * checklist, the declaration sections), copied into a fresh folder. Tests that vary questionnaires
 * or short URLs add their own files to it.
 */
const REQUIRED_CONTENT = ['products.yaml', 'feature-flags.yaml', 'legal', 'documents', 'declaration'];

export async function createContentCopy(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'camino-content-'));
  for (const entry of REQUIRED_CONTENT) {
    await cp(path.join(REPO_ROOT, 'content', entry), path.join(dir, entry), { recursive: true });
  }
  return dir;
}

import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { CONTENT_SECURITY_POLICY } from './security';

interface PrerenderedManifest {
  pages: Record<string, string>;
  styleHashes?: string[];
  styleAttributeHashes?: string[];
}

export interface PrerenderedPages {
  /** The page's HTML file, relative to the prerendered folder, or null when it has none. */
  fileFor(pathname: string): string | null;
  /** The page policy, widened by exactly the inline styles the prerendered pages carry. */
  contentSecurityPolicy: string;
  folder: string;
}

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
const quoted = (hash: string) => `'${hash}'`;

export function serializePolicy(directives: Record<string, readonly string[]>): string {
  return Object.entries(directives)
    .map(([name, values]) => `${kebab(name)} ${values.join(' ')}`)
    .join(';');
}

/** Reads dist/prerendered/manifest.json; a build without prerendered pages serves the shell everywhere. */
export async function loadPrerenderedPages(distDir: string): Promise<PrerenderedPages | null> {
  const folder = path.join(distDir, 'prerendered');
  let manifest: PrerenderedManifest;
  try {
    manifest = JSON.parse(await readFile(path.join(folder, 'manifest.json'), 'utf8')) as PrerenderedManifest;
  } catch {
    return null;
  }
  const attributeHashes = manifest.styleAttributeHashes ?? [];
  const contentSecurityPolicy = serializePolicy({
    ...CONTENT_SECURITY_POLICY,
    styleSrc: [...CONTENT_SECURITY_POLICY.styleSrc, ...(manifest.styleHashes ?? []).map(quoted)],
    ...(attributeHashes.length > 0
      ? { styleSrcAttr: ["'unsafe-hashes'", ...attributeHashes.map(quoted)] }
      : {}),
  });
  const pages = new Map(Object.entries(manifest.pages));
  return {
    folder,
    contentSecurityPolicy,
    fileFor(pathname) {
      const clean = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
      return pages.get(clean) ?? null;
    },
  };
}

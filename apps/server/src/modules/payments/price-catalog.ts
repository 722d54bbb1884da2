/**
 * The price list, read from `content/products.yaml` through the content package's validator when the
 * server starts (and cached): prices change by editing the file and restarting, never the code.
 */
import path from 'node:path';
import { loadProducts } from '@camino/content';
import type { PriceCatalog } from '@camino/contracts';

export const PRODUCTS_FILE_NAME = 'products.yaml';

const loaded = new Map<string, Promise<PriceCatalog>>();

/** The catalog of a content directory; a file that does not validate fails the start loudly. */
export function loadPriceCatalog(contentDir: string): Promise<PriceCatalog> {
  const file = path.join(contentDir, PRODUCTS_FILE_NAME);
  let catalog = loaded.get(file);
  if (!catalog) {
    catalog = loadProducts(file) as Promise<PriceCatalog>;
    // A failed read is not cached, so fixing the file and retrying works without a new process.
    catalog.catch(() => loaded.delete(file));
    loaded.set(file, catalog);
  }
  return catalog;
}

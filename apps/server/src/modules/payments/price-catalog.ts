/**
 * The price list, read from `content/products.yaml` through the content package's validator when the
 * server starts (and cached): prices change by editing the file and restarting, never the code.
 */
import path from 'node:path';
import { loadProducts } from '@camino/content';
import type { PriceCatalog } from '@camino/contracts';
import { contentCache } from '../../lib/content-cache';

export const PRODUCTS_FILE_NAME = 'products.yaml';

const readCatalog = contentCache((file: string) => loadProducts(file) as Promise<PriceCatalog>);

/** The catalog of a content directory; a file that does not validate fails the start loudly. */
export function loadPriceCatalog(contentDir: string): Promise<PriceCatalog> {
  return readCatalog(path.join(contentDir, PRODUCTS_FILE_NAME));
}

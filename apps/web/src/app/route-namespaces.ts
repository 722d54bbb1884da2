/** The content catalogs (locales/<lang>/<namespace>.json) each page reads, loaded with its chunk. */
export const ROUTE_NAMESPACES: Readonly<Record<string, readonly string[]>> = {
  help: ['help'],
  'about-us': ['about'],
  services: ['services'],
  resources: ['resources'],
  'explore-your-options': ['strategies'],
  'explore-your-options-strategy': ['strategies'],
};

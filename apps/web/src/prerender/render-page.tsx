// The build's server-side entry: renders the public pages to HTML with the router's static handler.
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { matchRoute } from '@camino/contracts';
import { AppProviders } from '../app/app-providers';
import { buildRoutes } from '../app/router';
import { ensureLocale, i18n } from '../lib/i18n';
import { pageLinks } from '../lib/seo-links';
import { pageDocument } from './page-document';

export { pageDocument } from './page-document';
export { prerenderedFile, prerenderedPages } from './prerendered-pages';

export interface RenderedPage {
  body: string;
  title: string;
  description: string;
  locale: string;
  links: ReturnType<typeof pageLinks>;
  hydrationData: unknown;
}

function pageDescription(routeId: string, strategy: string | undefined): string {
  if (
    routeId === 'explore-your-options-strategy' &&
    strategy &&
    i18n.exists(`strategies.${strategy}.summary`)
  )
    return i18n.t(`strategies.${strategy}.summary`);
  const own = `routes.${routeId}.description`;
  return i18n.exists(own) ? i18n.t(own) : i18n.t('common.description');
}

/** One page's markup, head and router state, rendered as a first-time visitor sees it. */
export async function renderPage(origin: string, pathname: string): Promise<RenderedPage> {
  const match = matchRoute(pathname);
  if (!match) throw new Error(`${pathname} is not a page`);
  await ensureLocale(match.locale);
  const handler = createStaticHandler(buildRoutes());
  const context = await handler.query(new Request(new URL(pathname, origin)));
  if (context instanceof Response) throw new Error(`${pathname} answers ${context.status}`);
  if (context.statusCode !== 200) throw new Error(`${pathname} renders with status ${context.statusCode}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const body = renderToString(
    <AppProviders>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>,
  );
  return {
    body,
    title: i18n.t('common.titleTemplate', { title: i18n.t(`routes.${match.route.id}.title`) }),
    description: pageDescription(match.route.id, match.params.strategy),
    locale: match.locale,
    links: pageLinks(origin, pathname),
    hydrationData: { loaderData: context.loaderData, actionData: context.actionData, errors: context.errors },
  };
}

export const renderDocument = (
  template: string,
  page: RenderedPage & { guards: readonly string[] },
  css: string,
  scripts: { boot: string; app: string },
) => pageDocument({ template, ...page, css, bootScript: scripts.boot, appScript: scripts.app });

import { hydratedOnInteraction, lazyComponent } from '~/lib/hydrate-on-interaction'

const load = () => import('./auth-forms').then((m) => m.AuthPanel)

/**
 * The log-in, register and password panel of the member pages: rendered by the server,
 * its code (TanStack Form, the schemas) loads on the visitor's first interaction.
 */
export const LazyAuthPanel = hydratedOnInteraction(
  import.meta.env.SSR ? await load() : lazyComponent(load),
)

/** Starts loading the panel's code: route loaders call it before a client-side navigation. */
export function preloadAuthPanel() {
  if (!import.meta.env.SSR) void load()
}

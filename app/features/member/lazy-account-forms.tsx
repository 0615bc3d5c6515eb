import { hydratedOnInteraction, lazyComponent } from '~/lib/hydrate-on-interaction'

const load = () => import('./account-forms')

/**
 * The member's profile and password forms: rendered by the server, their code (TanStack Form,
 * the schemas) loads on the member's first interaction.
 */
export const LazyProfileForm = hydratedOnInteraction(
  import.meta.env.SSR
    ? (await load()).ProfileForm
    : lazyComponent(() => load().then((m) => m.ProfileForm)),
)

export const LazyPasswordForm = hydratedOnInteraction(
  import.meta.env.SSR
    ? (await load()).PasswordForm
    : lazyComponent(() => load().then((m) => m.PasswordForm)),
)

/** Starts loading the forms' code: route loaders call it before a client-side navigation. */
export function preloadAccountForms() {
  if (!import.meta.env.SSR) void load()
}

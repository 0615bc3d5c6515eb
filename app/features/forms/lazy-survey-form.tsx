import { loadCatalogs } from '~/i18n/i18n'
import { localeOfPath } from '~/i18n/locale'
import { hydratedOnInteraction, lazyComponent } from '~/lib/hydrate-on-interaction'

/** In the browser the forms' messages (the `forms` catalogue) come with their code. */
const withMessages = <T,>(load: () => Promise<T>) =>
  import.meta.env.SSR
    ? load
    : () =>
        Promise.all([
          load(),
          loadCatalogs(localeOfPath(window.location.pathname), ['forms'], { quietly: true }),
        ]).then(([loaded]) => loaded)

const load = withMessages(() => import('./survey-form').then((m) => m.SurveyForm))

/**
 * SurveyForm for public pages: the server renders it at once (its module is in the server
 * build, loaded here); the browser loads TanStack Form, the schemas, the form's fields and
 * messages on the visitor's first interaction (decision 0004). The page passes the form's type,
 * not its labels: they are the form's own.
 */
export const LazySurveyForm = hydratedOnInteraction(
  import.meta.env.SSR ? await load() : lazyComponent(load),
)

const loadLookup = withMessages(() =>
  import('./reservation-lookup').then((m) => m.ReservationLookup),
)

/** The reservation look-up of the service page, hydrated on the first interaction too. */
export const LazyReservationLookup = hydratedOnInteraction(
  import.meta.env.SSR ? await loadLookup() : lazyComponent(loadLookup),
)

/** Starts loading the form's code: route loaders call it before a client-side navigation. */
export function preloadSurveyForm() {
  if (!import.meta.env.SSR) void load()
}

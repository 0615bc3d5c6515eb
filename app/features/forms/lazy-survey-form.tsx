import { hydratedOnInteraction, lazyComponent } from '~/lib/hydrate-on-interaction'

const load = () => import('./survey-form').then((m) => m.SurveyForm)

/**
 * SurveyForm for public pages: the server renders it at once (its module is in the server
 * build, loaded here); the browser loads TanStack Form, the schemas and the form code on the
 * visitor's first interaction (decision 0004).
 */
export const LazySurveyForm = hydratedOnInteraction(
  import.meta.env.SSR ? await load() : lazyComponent(load),
)

const loadLookup = () => import('./reservation-lookup').then((m) => m.ReservationLookup)

/** The reservation look-up of the service page, hydrated on the first interaction too. */
export const LazyReservationLookup = hydratedOnInteraction(
  import.meta.env.SSR ? await loadLookup() : lazyComponent(loadLookup),
)

/** Starts loading the form's code: route loaders call it before a client-side navigation. */
export function preloadSurveyForm() {
  if (!import.meta.env.SSR) void load()
}

import { hydratedOnInteraction, lazyComponent } from '~/lib/hydrate-on-interaction'

const load = () => import('./platform-sections')

/**
 * A tool's "Works with" and its outlets by province: the server renders them in full (plain
 * links and a GET form that work without JavaScript); the browser loads their code on the
 * visitor's first interaction, not with the page (decision 0004).
 */
export const LazyWorksWith = hydratedOnInteraction(
  import.meta.env.SSR
    ? (await load()).WorksWith
    : lazyComponent(() => load().then((m) => m.WorksWith)),
)

export const LazyProvinceOutlets = hydratedOnInteraction(
  import.meta.env.SSR
    ? (await load()).ProvinceOutlets
    : lazyComponent(() => load().then((m) => m.ProvinceOutlets)),
)

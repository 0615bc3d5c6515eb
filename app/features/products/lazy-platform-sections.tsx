import type { ComponentProps } from 'react'
import { DeferredHydration, lazyComponent } from '~/lib/deferred-hydration'

const load = () => import('./platform-sections')

const WorksWith = import.meta.env.SSR
  ? (await load()).WorksWith
  : lazyComponent(() => load().then((m) => m.WorksWith))
const ProvinceOutlets = import.meta.env.SSR
  ? (await load()).ProvinceOutlets
  : lazyComponent(() => load().then((m) => m.ProvinceOutlets))

/**
 * A tool's "Works with" and its outlets by province: the server renders them in full (plain
 * links, and a GET form whose select is the browser's own), and the browser loads their code on
 * the visitor's first interaction, not with the page (decision 0004); "Nearest first" pressed
 * before is pressed again once it works. The frame's small deferral, which every page has
 * already: nothing here is typed that hydration could lose.
 */
export function LazyWorksWith(props: ComponentProps<typeof WorksWith>) {
  return (
    <DeferredHydration>
      <WorksWith {...props} />
    </DeferredHydration>
  )
}

export function LazyProvinceOutlets(props: ComponentProps<typeof ProvinceOutlets>) {
  return (
    <DeferredHydration>
      <ProvinceOutlets {...props} />
    </DeferredHydration>
  )
}

import type { MessageDescriptor } from '@lingui/core'
import { getI18n } from '~/i18n/i18n'
import { localeOfPath } from '~/i18n/locale'

type HeadMatch = { routeId: string; pathname: string; loaderData?: unknown }

function siteTitleOf(matches: readonly HeadMatch[]): string {
  const root = matches.find((m) => m.routeId === '__root__')
  const data = root?.loaderData
  if (typeof data === 'object' && data !== null) {
    const title = Reflect.get(data, 'siteTitle')
    if (typeof title === 'string') return title
  }
  return ''
}

/** Spec §2: page titles use the template '{page} - {site title}'. */
export function formatTitle(page: string | undefined, siteTitle: string): string {
  if (!page) return siteTitle
  return siteTitle ? `${page} - ${siteTitle}` : page
}

/**
 * A route `head` that sets the page title from a Lingui message in the page's language.
 * `extra` may supply a title from loader data (e.g. a news headline) and a description.
 */
export function pageHead<TLoader = unknown>(
  title: MessageDescriptor,
  extra?: (loaderData: TLoader | undefined) => { title?: string; description?: string },
) {
  return ({ matches, loaderData }: { matches: HeadMatch[]; loaderData?: TLoader }) => {
    const leaf = matches[matches.length - 1]
    const i18n = getI18n(localeOfPath(leaf?.pathname ?? '/'))
    const more = extra?.(loaderData) ?? {}
    const page = more.title ?? i18n._(title)
    const meta: Array<Record<string, string>> = [
      { title: formatTitle(page, siteTitleOf(matches)) },
      { property: 'og:title', content: page },
    ]
    if (more.description) {
      meta.push({ name: 'description', content: more.description })
      meta.push({ property: 'og:description', content: more.description })
    }
    return { meta }
  }
}

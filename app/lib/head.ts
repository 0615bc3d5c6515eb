import type { MessageDescriptor } from '@lingui/core'
import { getI18n } from '~/i18n/i18n'
import { localeOfPath, stripLocale } from '~/i18n/locale'

type HeadMatch = { routeId: string; pathname: string; loaderData?: unknown; context?: unknown }

type RootHeadData = {
  siteTitle: string
  pageSeo: { title: string; description: string; keywords: string } | null
}

function rootDataOf(matches: readonly HeadMatch[]): RootHeadData {
  const root = matches.find((m) => m.routeId === '__root__')
  const out: RootHeadData = { siteTitle: '', pageSeo: null }
  const data = root?.loaderData
  if (typeof data === 'object' && data !== null) {
    const siteTitle = Reflect.get(data, 'siteTitle')
    if (typeof siteTitle === 'string') out.siteTitle = siteTitle
  }
  // The root's beforeLoad puts the page's SEO row in the route context.
  const context = matches[matches.length - 1]?.context
  if (typeof context !== 'object' || context === null) return out
  const seo = Reflect.get(context, 'pageSeo')
  if (typeof seo === 'object' && seo !== null) {
    const title = Reflect.get(seo, 'title')
    const description = Reflect.get(seo, 'description')
    const keywords = Reflect.get(seo, 'keywords')
    if (
      typeof title === 'string' &&
      typeof description === 'string' &&
      typeof keywords === 'string'
    ) {
      out.pageSeo = { title, description, keywords }
    }
  }
  return out
}

/** Spec §2: page titles use the template '{page} - {site title}'. */
export function formatTitle(page: string | undefined, siteTitle: string): string {
  if (!page) return siteTitle
  return siteTitle ? `${page} - ${siteTitle}` : page
}

/**
 * A route `head` that sets the page title, description and keywords. The title is, by
 * precedence: one from loader data (`extra`, e.g. a news headline), the CMS's page SEO
 * (getPageSeo, read by the root route), or the page's own Lingui message.
 */
export function pageHead(title: MessageDescriptor) {
  return ({ matches }: { matches: HeadMatch[] }) => headFor(matches, title)
}

export function headFor(
  matches: HeadMatch[],
  title: MessageDescriptor | string,
  extra: { title?: string; description?: string } = {},
) {
  const leaf = matches[matches.length - 1]
  const i18n = getI18n(localeOfPath(leaf?.pathname ?? '/'))
  const root = rootDataOf(matches)
  const page =
    extra.title ?? root.pageSeo?.title ?? (typeof title === 'string' ? title : i18n._(title))
  // Spec §2: the default title is the site title — the home page has no page part.
  const isHome = stripLocale(leaf?.pathname ?? '/') === '/'
  const description = extra.description ?? root.pageSeo?.description
  const meta: Array<Record<string, string>> = [
    { title: isHome ? root.siteTitle : formatTitle(page, root.siteTitle) },
    { property: 'og:title', content: page },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: root.siteTitle },
  ]
  if (description) {
    meta.push({ name: 'description', content: description })
    meta.push({ property: 'og:description', content: description })
  }
  if (root.pageSeo?.keywords) meta.push({ name: 'keywords', content: root.pageSeo.keywords })
  return { meta }
}

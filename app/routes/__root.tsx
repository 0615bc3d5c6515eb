/// <reference types="vite/client" />
import { msg } from '@lingui/core/macro'
import { I18nProvider } from '@lingui/react'
import {
  createRootRoute,
  HeadContent,
  Outlet,
  redirect,
  Scripts,
  useRouter,
  useRouterState,
} from '@tanstack/react-router'
import { type ReactNode, useEffect } from 'react'
import { RouteProgress } from '~/components/site/route-progress'
import type { StoredMember } from '~/features/member/stored-member'
import { pageSeoOf } from '~/features/seo/page-seo'
import { SiteErrorScreen, SiteNotFoundScreen } from '~/features/site/error-screen'
import { SiteFrame } from '~/features/site/frame/site-frame'
import { MENU_COOKIE_SECONDS } from '~/features/site/menu-cookie'
import { getSiteChrome } from '~/features/site/site.functions'
import { catalogsForPath, isStaffPath } from '~/i18n/catalogs'
import { getI18n, loadCatalogs } from '~/i18n/i18n'
import { isLocale, type Locale, localeOfPath, stripLocale } from '~/i18n/locale'
import { useLocale } from '~/i18n/use-locale'
import { alternateLinks } from '~/lib/alternates'
import { canonicalPathOf } from '~/lib/canonical-path'
import { installChunkReloadGuard } from '~/lib/chunk-reload'
import { formatTitle } from '~/lib/head'
import { asHttpError, markResponseStatus } from '~/lib/http/http-error.isomorphic'
import { jsonLdScript } from '~/lib/json-ld'
import { isPrivatePage } from '~/lib/private-pages'
import { Toaster } from '~/lib/toast'
import { twinsOf } from '~/lib/twins'
import appCss from '~/styles/app.css?url'

/**
 * True when the address names no page: the router found no route for it, or its first
 * segment sits where a locale goes and is none (the {-$locale} route answers 404).
 */
function isUnknownPage(
  matches: ReadonlyArray<{ status: string; _notFound?: boolean; params: unknown }>,
): boolean {
  return matches.some((m) => {
    if (m.status === 'notFound' || m._notFound === true) return true
    const locale =
      typeof m.params === 'object' && m.params !== null
        ? Reflect.get(m.params, 'locale')
        : undefined
    return locale !== undefined && !isLocale(locale)
  })
}

/**
 * The member a page is rendered for, so that the header names them without the page's code. A
 * page rendered for a member is never shared (the page cache renders it for its caller alone
 * when the session cookie comes with it); a shared render carries no cookie, so no member. Read
 * on the server only: in the browser the header follows the member remembered there.
 */
async function memberOfRender(locale: Locale): Promise<StoredMember | null> {
  if (!import.meta.env.SSR) return null
  const { getMe } = await import('~/features/member/session.functions')
  const me = await getMe({ data: { locale } }).catch(() => null)
  return me ? { account: me.account, nickname: me.nickname } : null
}

/** The language of the frame data the root holds (the router keeps one root match). */
let chromeLocale: Locale | null = null

export const Route = createRootRoute({
  // beforeLoad runs on every navigation (a root loader would not): the page's SEO row and
  // the catalogues its section renders from.
  beforeLoad: async ({ location, matches }) => {
    // A page asked for by another spelling (letter case, percent-encoding) is sent to its own
    // address first: one address per page, so no cache keeps a copy that a change or an
    // unpublish would not reach.
    const leaf = matches[matches.length - 1]
    if (leaf && !isUnknownPage(matches)) {
      const canonical = canonicalPathOf(location.href, leaf.pathname)
      if (canonical !== null) {
        throw redirect({ href: canonical + location.searchStr, statusCode: 308 })
      }
    }
    const locale = localeOfPath(location.pathname)
    const [pageSeo] = await Promise.all([
      // An address that names no page has no SEO row (nor a lookup keyed by that address).
      isUnknownPage(matches) ? null : pageSeoOf(locale, stripLocale(location.pathname)),
      loadCatalogs(locale, catalogsForPath(location.pathname)),
    ])
    return { locale, pageSeo }
  },
  // Header, side bar and footer: spec §9 keeps the menu for 1800 s, in one language: a page
  // of the other one reads them again.
  staleTime: MENU_COOKIE_SECONDS * 1000,
  shouldReload: ({ context }) => context.locale !== chromeLocale || undefined,
  loader: async ({ context }) => {
    // The browser's one router keeps it; on the server each request has a router of its own.
    if (!import.meta.env.SSR) chromeLocale = context.locale
    try {
      const [chrome, member] = await Promise.all([
        getSiteChrome({ data: { locale: context.locale } }),
        memberOfRender(context.locale),
      ])
      return { ...chrome, member }
    } catch (error) {
      // The content service is down or slow: answer 502/504, not a generic 500.
      const failure = asHttpError(error)
      markResponseStatus(failure.status)
      throw failure
    }
  },
  head: ({ loaderData, matches }) => ({
    // The home page describes the organization to search engines.
    scripts:
      loaderData && stripLocale(matches[matches.length - 1]?.pathname ?? '') === '/'
        ? [
            jsonLdScript({
              '@type': 'Organization',
              name: loaderData.siteTitle,
              url: loaderData.siteUrl,
              logo: `${loaderData.siteUrl}/logo.svg`,
              contactPoint: {
                '@type': 'ContactPoint',
                telephone: loaderData.hotline,
                contactType: 'customer service',
              },
              // A social link may be a path of this site: the other sites' accounts only.
              sameAs: loaderData.socials.flatMap((s) => (/^https?:\/\//.test(s.url) ? s.url : [])),
            }),
          ]
        : [],
    meta: [
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1' },
      { name: 'theme-color', content: '#c8102e' },
      ...(isPrivatePage(matches[matches.length - 1]?.pathname ?? '/')
        ? [{ name: 'robots', content: 'noindex' }]
        : []),
      ...(loaderData
        ? [
            {
              // An address that names no page says so in its title (the tab, the history).
              title: isUnknownPage(matches)
                ? formatTitle(
                    getI18n(localeOfPath(matches[matches.length - 1]?.pathname ?? '/'))._(
                      msg`Page not found`,
                    ),
                    loaderData.siteTitle,
                  )
                : loaderData.siteTitle,
            },
          ]
        : []),
    ],
    links: [
      { rel: 'stylesheet', href: appCss },
      { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
      // A not-found page has no canonical address and no twin: nothing repeats the address; the
      // staff console has no other-language page to announce.
      // A private page (sign-in, a member's own, the bad-request page) is no search answer.
      ...(isUnknownPage(matches) ||
      isStaffPath(matches[matches.length - 1]?.pathname ?? '/') ||
      isPrivatePage(matches[matches.length - 1]?.pathname ?? '/')
        ? []
        : alternateLinks(
            loaderData?.siteUrl ?? '',
            matches[matches.length - 1]?.pathname ?? '/',
            twinsOf(matches[matches.length - 1]?.loaderData),
          )),
    ],
  }),
  shellComponent: RootDocument,
  component: RootComponent,
  // Drawn in the root frame's outlet for a page's not-found or error, in its place when the
  // root itself failed: one frame either way (the router's defaults are the same screens).
  notFoundComponent: SiteNotFoundScreen,
  errorComponent: SiteErrorScreen,
})

function RootComponent() {
  // The staff console has a frame of its own.
  const staff = useRouterState({ select: (s) => isStaffPath(s.location.pathname) })
  if (staff) return <Outlet />
  return (
    <SiteFrame>
      <Outlet />
    </SiteFrame>
  )
}

function RootDocument({ children }: { children: ReactNode }) {
  const locale = useLocale()
  const router = useRouter()
  useEffect(() => {
    // Tests wait for this mark: clicks before hydration would silently do nothing.
    document.documentElement.dataset.hydrated = 'true'
    installChunkReloadGuard()
    let lastPath = window.location.pathname
    return router.subscribe('onResolved', ({ toLocation }) => {
      if (toLocation.pathname !== lastPath) window.scrollTo(0, 0)
      lastPath = toLocation.pathname
    })
  }, [router])
  return (
    <html lang={locale === 'zh' ? 'zh-CN' : 'en'}>
      <head>
        <HeadContent />
      </head>
      <body className="min-h-screen">
        <I18nProvider i18n={getI18n(locale)}>
          <RouteProgress />
          {children}
          {/* Below the header (64 px high): a toast never covers the menu. */}
          <Toaster position="top-center" offset={{ top: 80 }} richColors closeButton />
        </I18nProvider>
        <Scripts />
      </body>
    </html>
  )
}

/// <reference types="vite/client" />
import { I18nProvider } from '@lingui/react'
import type { QueryClient } from '@tanstack/react-query'
import {
  createRootRouteWithContext,
  HeadContent,
  Outlet,
  Scripts,
  useRouter,
  useRouterState,
} from '@tanstack/react-router'
import { type ReactNode, useEffect } from 'react'
import { SiteFrame } from '~/components/layout/site-frame'
import { ErrorScreen, NotFoundScreen } from '~/components/site/error-screen'
import { RouteProgress } from '~/components/site/route-progress'
import { pageSeoQuery } from '~/features/seo/seo.queries'
import { siteChromeQuery } from '~/features/site/site.queries'
import { catalogsForPath, isStaffPath } from '~/i18n/catalogs'
import { getI18n, loadCatalogs } from '~/i18n/i18n'
import { localeOfPath, stripLocale } from '~/i18n/locale'
import { useLocale } from '~/i18n/use-locale'
import { alternateLinks } from '~/lib/alternates'
import { installChunkReloadGuard } from '~/lib/chunk-reload'
import { asHttpError, markResponseStatus } from '~/lib/http-error'
import { jsonLdScript } from '~/lib/json-ld'
import { Toaster } from '~/lib/toast'
import appCss from '~/styles/app.css?url'

export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  // beforeLoad runs on every navigation (a root loader would not): the page's SEO row and
  // the catalogues its section renders from.
  beforeLoad: async ({ location, context }) => {
    const locale = localeOfPath(location.pathname)
    const [pageSeo] = await Promise.all([
      context.queryClient
        .ensureQueryData(pageSeoQuery(locale, stripLocale(location.pathname)))
        // Page SEO is a nicety: a page whose SEO cannot be read still renders.
        .catch(() => null),
      loadCatalogs(locale, catalogsForPath(location.pathname)),
    ])
    return { locale, pageSeo }
  },
  loader: async ({ context }) => {
    try {
      return await context.queryClient.ensureQueryData(siteChromeQuery(context.locale))
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
              sameAs: loaderData.socials.map((s) => s.url),
            }),
          ]
        : [],
    meta: [
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1' },
      { name: 'theme-color', content: '#c8102e' },
      ...(loaderData ? [{ title: loaderData.siteTitle }] : []),
    ],
    links: [
      { rel: 'stylesheet', href: appCss },
      { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
      ...(isStaffPath(matches[matches.length - 1]?.pathname ?? '/')
        ? []
        : alternateLinks(loaderData?.siteUrl ?? '', matches[matches.length - 1]?.pathname ?? '/')),
    ],
  }),
  shellComponent: RootDocument,
  component: RootComponent,
  notFoundComponent: () => (
    <SiteFrame>
      <NotFoundScreen />
    </SiteFrame>
  ),
  errorComponent: ({ error }) => (
    <SiteFrame>
      <ErrorScreen error={error} />
    </SiteFrame>
  ),
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
          <Toaster position="top-center" richColors closeButton />
        </I18nProvider>
        <Scripts />
      </body>
    </html>
  )
}

import { createFileRoute, notFound, Outlet, redirect } from '@tanstack/react-router'
import { defaultLocale } from '~/i18n/locale'

/**
 * Spec §2: English has no prefix, Chinese lives under /zh. A URL prefixed with the default
 * locale is redirected (308) to the unprefixed one; any other first segment that reached this
 * route as a locale is a 404.
 */
export const Route = createFileRoute('/{-$locale}')({
  beforeLoad: ({ params, location }) => {
    const { locale } = params
    if (locale === undefined || locale === 'zh') return
    if (locale === defaultLocale) {
      const rest = location.pathname.slice(defaultLocale.length + 1) || '/'
      throw redirect({ href: rest + location.searchStr, statusCode: 308 })
    }
    throw notFound()
  },
  component: Outlet,
})

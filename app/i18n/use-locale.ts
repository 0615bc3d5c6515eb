import { useRouterState } from '@tanstack/react-router'
import { type Locale, localeOfPath, localeParam } from './locale'

/** The locale of the page being shown, read from its URL. */
export function useLocale(): Locale {
  return useRouterState({ select: (s) => localeOfPath(s.location.pathname) })
}

/** Params for the `{-$locale}` segment of typed links: keeps the visitor in their language. */
export function useLocaleParams(): { locale: 'zh' | undefined } {
  return { locale: localeParam(useLocale()) }
}

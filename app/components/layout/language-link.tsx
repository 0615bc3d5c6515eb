import { useLingui } from '@lingui/react/macro'
import { useRouterState } from '@tanstack/react-router'
import { LANGUAGE_SWITCH_PATH, otherLocale } from '~/i18n/locale'
import { useLocale } from '~/i18n/use-locale'
import { switchHref, twinsOf } from '~/lib/twins'
import { usePageHref } from './page-href'

/**
 * The header's CN/EN link to this page's twin in the other language (the `twins` of the page's
 * loader data, see lib/twins.ts): a detail's version in that language, else that language's
 * list; a filtered list with its filters carried across. It goes there through the server's
 * `/lang`, which records the choice in the `lang` cookie (spec §4: write the cookie, then load the
 * page anew), with or without the page's code.
 */
export function LanguageLink() {
  const { t } = useLingui()
  const locale = useLocale()
  const target = otherLocale(locale)
  // A not-found page links to the home page of the other language (it never repeats its address).
  const page = usePageHref()
  const q = page.indexOf('?')
  const twin = useRouterState({
    select: (s) =>
      switchHref(
        twinsOf(s.matches[s.matches.length - 1]?.loaderData),
        target,
        q < 0 ? page : page.slice(0, q),
        q < 0 ? '' : page.slice(q),
      ),
  })
  return (
    <a
      href={`${LANGUAGE_SWITCH_PATH}?to=${encodeURIComponent(twin)}`}
      hrefLang={target === 'zh' ? 'zh-CN' : 'en'}
      lang={target === 'zh' ? 'zh-CN' : 'en'}
      data-testid="language-link"
      aria-label={`${target === 'zh' ? 'CN' : 'EN'} — ${target === 'zh' ? t`Chinese version` : t`English version`}`}
      className="rounded-md border border-current/30 px-2 py-1 text-xs font-semibold hover:text-primary"
    >
      {target === 'zh' ? 'CN' : 'EN'}
    </a>
  )
}

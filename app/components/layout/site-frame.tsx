import { Trans } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useRouterState } from '@tanstack/react-router'
import { type ReactNode, useEffect } from 'react'
import { storedMember } from '~/features/member/stored-member'
import { MENU_CACHE_SECONDS, siteChromeQuery } from '~/features/site/site.queries'
import { stripLocale } from '~/i18n/locale'
import { useLocale } from '~/i18n/use-locale'
import { Footer } from './footer'
import { Header } from './header'
import { SideBar } from './side-bar'

const CHANNELS = ['weibo', 'qq', 'qzone', 'copy', 'wechat'] as const
function toChannel(channel: string): (typeof CHANNELS)[number] {
  return CHANNELS.find((c) => c === channel) ?? 'copy'
}

/** Header, side bar and footer around every page, including the 404 and error screens. */
export function SiteFrame({ children }: { children: ReactNode }) {
  const locale = useLocale()
  const home = useRouterState({ select: (s) => stripLocale(s.location.pathname) === '/' })
  // The root loader has normally filled this; on the error screen it may be missing.
  const { data: chrome } = useQuery(siteChromeQuery(locale))
  const menuCookie = chrome?.menuCookie
  useEffect(() => {
    // Spec §2: the menu is kept in a cookie for 1800 s; the server reads it back.
    if (menuCookie && menuCookie.length < 3800) {
      // biome-ignore lint/suspicious/noDocumentCookie: a plain, short-lived cookie
      document.cookie = `menuList_${locale}=${menuCookie}; Path=/; Max-Age=${MENU_CACHE_SECONDS}; SameSite=Lax`
    }
  }, [menuCookie, locale])
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        <Trans>Skip to content</Trans>
      </a>
      <Header chrome={chrome} home={home} />
      <main id="main" className="min-h-[60vh]">
        {children}
      </main>
      <SideBar chrome={chrome} />
      <Footer
        chrome={chrome}
        onShare={(channel, url, title) => {
          // Recorded for logged-in members only (their share list); visitors share freely.
          if (!storedMember()) return
          void import('~/features/member/member.functions').then(({ recordShare }) =>
            recordShare({ data: { locale, channel: toChannel(channel), url, title } }).catch(
              () => null,
            ),
          )
        }}
      />
    </>
  )
}

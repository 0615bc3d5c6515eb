import { Trans } from '@lingui/react/macro'
import { useMatch, useRouterState } from '@tanstack/react-router'
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react'
import { storedMember } from '~/features/member/stored-member'
import type { NavItem } from '~/features/site/menu'
import {
  decodeMenuCookie,
  encodeMenuCookie,
  MENU_COOKIE_SECONDS,
  menuCookieName,
} from '~/features/site/menu-cookie'
import { loadCatalogs } from '~/i18n/i18n'
import { type Locale, localeOfPath, stripLocale } from '~/i18n/locale'
import { useLocale } from '~/i18n/use-locale'
import { DeferredHydration, lazyComponent } from '~/lib/deferred-hydration'
import { cookieValue } from '~/shared/cookies'
import { Header } from './header'

/**
 * The side bar and the footer hydrate on the visitor's first interaction: the server's HTML
 * shows them and their links work, and about 3 KB gzip of their code is not in the first
 * download (decision 0004). The server draws them from their module itself: a lazy component
 * not yet loaded would make the first pages a process draws stream them after the document,
 * hidden until a script reveals them (never, without JavaScript).
 */
const FrameBelow = import.meta.env.SSR
  ? (await import('./frame-below')).FrameBelow
  : lazyComponent(() =>
      Promise.all([
        import('./frame-below'),
        // Their messages come with them (the server holds every catalogue).
        loadCatalogs(localeOfPath(window.location.pathname), ['footer'], { quietly: true }),
      ]).then(([module]) => module.FrameBelow),
    )

const CHANNELS = ['weibo', 'qq', 'qzone', 'copy', 'wechat'] as const
function toChannel(channel: string): (typeof CHANNELS)[number] {
  return CHANNELS.find((c) => c === channel) ?? 'copy'
}

/**
 * Spec §2: the browser keeps the menu in a cookie for 1800 s (names, links and types only).
 * It is the browser's own copy: shown when the frame's data is missing (an error screen
 * whose frame could not load), never sent to the server as something to render.
 */
function useMenuCookie(locale: Locale, menu: NavItem[] | undefined): NavItem[] {
  const [kept, setKept] = useState<NavItem[] | null>(null)
  useEffect(() => {
    const name = menuCookieName(locale)
    if (!menu) {
      setKept(decodeMenuCookie(cookieValue(document.cookie, name)))
      return
    }
    const value = encodeMenuCookie(menu)
    if (value && value !== cookieValue(document.cookie, name)) {
      // biome-ignore lint/suspicious/noDocumentCookie: a plain, short-lived cookie
      document.cookie = `${name}=${value}; Path=/; Max-Age=${MENU_COOKIE_SECONDS}; SameSite=Lax`
    }
  }, [menu, locale])
  return menu ?? kept ?? []
}

/** True inside a SiteFrame: a screen rendered there must not draw a second frame. */
const InFrame = createContext(false)

/**
 * The frame around a screen that may be drawn either inside the root's frame (a page's error
 * or not-found) or in its place (the root itself failed): exactly one frame either way.
 */
export function FramedOnce({ children }: { children: ReactNode }) {
  return useContext(InFrame) ? children : <SiteFrame>{children}</SiteFrame>
}

/** Header, side bar and footer around every page, including the 404 and error screens. */
export function SiteFrame({ children }: { children: ReactNode }) {
  const locale = useLocale()
  const home = useRouterState({ select: (s) => stripLocale(s.location.pathname) === '/' })
  // The root loader has normally filled this; on the error screen it may be missing.
  const chrome = useMatch({ from: '__root__', shouldThrow: false })?.loaderData
  const menu = useMenuCookie(locale, chrome?.menu)
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        <Trans>Skip to content</Trans>
      </a>
      <Header chrome={chrome} menu={menu} home={home} />
      <main id="main" className="min-h-[60vh]">
        <InFrame.Provider value={true}>{children}</InFrame.Provider>
      </main>
      <DeferredHydration>
        <FrameBelow
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
      </DeferredHydration>
    </>
  )
}

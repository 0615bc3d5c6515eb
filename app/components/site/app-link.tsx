import { useRouter } from '@tanstack/react-router'
import { type ComponentProps, type MouseEvent, useRef } from 'react'
import { localePath } from '~/i18n/locale'
import { useLocale } from '~/i18n/use-locale'

type AppLinkProps = Omit<ComponentProps<'a'>, 'href'> & {
  /** A site path without locale prefix (from content data), or an absolute URL. */
  to: string
  external?: boolean
  newTab?: boolean
}

function isPlainLeftClick(event: MouseEvent<HTMLAnchorElement>) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey
}

/** A pointer that rests this long on a link means to follow it; one passing over does not. */
const HOVER_INTENT_MS = 50

/**
 * A link whose target comes from data (menus, content). Site paths stay in the visitor's
 * language and navigate in-app, and load their page ahead when the visitor shows the intent
 * (hover, focus, touch; the router skips it on slow connections, spec §2); external links are
 * plain links (spec §2: chainType '外链').
 */
export function AppLink({ to, external, newTab, onClick, children, ...props }: AppLinkProps) {
  const router = useRouter()
  const locale = useLocale()
  const hoverTimer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const isExternal = external || /^https?:\/\//i.test(to)
  if (isExternal) {
    return (
      <a
        href={to}
        {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        onClick={onClick}
        {...props}
      >
        {children}
      </a>
    )
  }
  const href = localePath(locale, to || '/')
  // The router builds the location from href (as navigate does), though its type asks for a
  // typed `to`. A failed preload only means the page loads on click instead.
  const preloadOptions = { href } as Parameters<typeof router.preloadRoute>[0]
  const preload = () => void router.preloadRoute(preloadOptions).catch(() => undefined)
  return (
    <a
      href={href}
      onClick={(event) => {
        onClick?.(event)
        if (event.defaultPrevented || !isPlainLeftClick(event)) return
        event.preventDefault()
        void router.navigate({ href })
      }}
      onMouseEnter={() => {
        hoverTimer.current = setTimeout(preload, HOVER_INTENT_MS)
      }}
      onMouseLeave={() => clearTimeout(hoverTimer.current)}
      onFocus={preload}
      onTouchStart={preload}
      {...props}
    >
      {children}
    </a>
  )
}

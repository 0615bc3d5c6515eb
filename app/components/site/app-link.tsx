import { useRouter } from '@tanstack/react-router'
import type { ComponentProps, MouseEvent } from 'react'
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

/**
 * A link whose target comes from data (menus, content). Site paths stay in the visitor's
 * language and navigate in-app; external links are plain links (spec §2: chainType '外链').
 */
export function AppLink({ to, external, newTab, onClick, children, ...props }: AppLinkProps) {
  const router = useRouter()
  const locale = useLocale()
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
  return (
    <a
      href={href}
      onClick={(event) => {
        onClick?.(event)
        if (event.defaultPrevented || !isPlainLeftClick(event)) return
        event.preventDefault()
        void router.navigate({ href })
      }}
      {...props}
    >
      {children}
    </a>
  )
}

import { useLingui } from '@lingui/react/macro'
import { useRouterState } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { ContentImage } from '~/components/content/content-image'
import { AppLink } from '~/components/site/app-link'
import { stripLocale } from '~/i18n/locale'
import { cn } from '~/lib/utils'
import { type SectionKey, sections } from './sections'

export type Banner = { image: string; title?: string; width?: number; height?: number }

/** A section layout: full-width banner (where the spec has one), section tabs, the page. */
export function SectionLayout({
  section,
  banner,
  children,
}: {
  section: SectionKey
  banner?: Banner | null
  children: ReactNode
}) {
  const { i18n, t } = useLingui()
  const def = sections[section]
  const path = useRouterState({ select: (s) => stripLocale(s.location.pathname) })
  return (
    <div data-section={section}>
      {def.banner && (
        <div
          data-testid="section-banner"
          className="relative flex min-h-[240px] w-full items-end overflow-hidden bg-brand-dark md:min-h-[360px] print-alone:hidden"
        >
          {banner?.image && (
            <ContentImage
              src={banner.image}
              sizes="100vw"
              alt=""
              width={banner.width ?? 1920}
              height={banner.height ?? 480}
              fetchPriority="high"
              className="absolute inset-0 size-full object-cover"
            />
          )}
          <div className="relative mx-auto w-full max-w-7xl px-4 pb-10">
            <p className="text-3xl font-bold text-white drop-shadow md:text-4xl">
              {banner?.title ?? i18n._(def.title)}
            </p>
          </div>
        </div>
      )}
      <nav aria-label={t`Section navigation`} className="border-b bg-white print-alone:hidden">
        {/* The tabs wrap: a row that scrolled sideways hid its last tabs (the member area's
            "My Data" on a 1280 px screen), with nothing to say they were there. */}
        <ul className="mx-auto flex max-w-7xl flex-wrap gap-x-1 px-4">
          {def.nav.map((item) => {
            const active = [item.to, ...(item.also ?? [])].some(
              (to) => path === to || path.startsWith(`${to}/`),
            )
            return (
              <li key={item.to}>
                <AppLink
                  to={item.to}
                  aria-current={active ? 'page' : undefined}
                  className={cn(
                    'inline-block border-b-2 px-4 py-3 text-sm whitespace-nowrap',
                    active
                      ? 'border-primary font-semibold text-primary'
                      : 'border-transparent hover:text-primary',
                  )}
                >
                  {i18n._(item.label)}
                </AppLink>
              </li>
            )
          })}
        </ul>
      </nav>
      <div className="mx-auto max-w-7xl px-4 py-10">{children}</div>
    </div>
  )
}

/** The heading block every page starts with. */
export function PageHeading({ title, intro }: { title: ReactNode; intro?: ReactNode }) {
  return (
    <header className="mb-8">
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      {intro && <p className="mt-3 max-w-3xl text-muted-foreground">{intro}</p>}
    </header>
  )
}

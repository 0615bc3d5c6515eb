import type { ReactNode } from 'react'
import { PageHeading } from '~/components/layout/section-layout'
import type { CompanyPage } from '~/server/company-pages'

/**
 * The text of a company page (sanitized HTML from the `pages` collection). A list shows as
 * cards (an item's first paragraph as its heading), a numbered list as a column of cards; the
 * rest as rich text.
 */
export function CompanyPageBody({ html }: { html: string }) {
  if (!html) return null
  return (
    <div
      data-testid="company-page-text"
      className="space-y-4 leading-relaxed [&>h2]:mt-8 [&>h2]:mb-3 [&>h2]:text-xl [&>h2]:font-semibold [&>ol>li]:rounded-lg [&>ol>li]:border [&>ol>li]:bg-card [&>ol>li]:p-4 [&>ol]:space-y-3 [&>ul>li>p+p]:text-muted-foreground [&>ul>li>p:first-child]:mb-2 [&>ul>li>p:first-child]:text-xl [&>ul>li>p:first-child]:font-semibold [&>ul>li]:rounded-lg [&>ul>li]:border [&>ul>li]:bg-card [&>ul>li]:p-6 [&>ul]:grid [&>ul]:gap-6 md:[&>ul]:grid-cols-3 [&_a]:text-primary [&_a]:underline [&_img]:h-auto [&_img]:max-w-full [&_ol_strong]:mr-2"
      dangerouslySetInnerHTML={{ __html: html }}
    />
  )
}

/** A company page: its heading and introduction, its text, and what the route adds below. */
export function CompanyPageView({ page, children }: { page: CompanyPage; children?: ReactNode }) {
  return (
    <>
      <PageHeading title={page.title} intro={page.intro || undefined} />
      <CompanyPageBody html={page.content} />
      {children}
    </>
  )
}

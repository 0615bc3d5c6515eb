import { Trans } from '@lingui/react/macro'
import { CompanyPageBody } from '~/features/company/company-page'
import type { CompanyPage } from '~/server/company-pages'

const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000

/** The day (YYYY-MM-DD, China time) of an ISO time, or null. */
function dayOf(iso: string | null): string | null {
  const time = iso ? Date.parse(iso) : Number.NaN
  return Number.isNaN(time) ? null : new Date(time + CHINA_OFFSET_MS).toISOString().slice(0, 10)
}

/**
 * A legal page (the `privacy` and `terms` items of the company pages): its title, the day of
 * its last change and its text.
 */
export function LegalPageView({ page }: { page: CompanyPage }) {
  const updated = dayOf(page.updatedAt)
  return (
    <article className="mx-auto max-w-3xl px-4 py-12" data-testid="legal-page">
      <h1 className="text-3xl font-bold">{page.title}</h1>
      {updated && (
        <p className="mt-2 text-sm text-muted-foreground">
          <Trans>Last updated {updated}</Trans>
        </p>
      )}
      {page.intro && <p className="mt-6 leading-relaxed">{page.intro}</p>}
      <div className="mt-8">
        <CompanyPageBody html={page.content} />
      </div>
    </article>
  )
}

import { useLingui } from '@lingui/react/macro'
import { AppLink } from '~/components/site/app-link'
import { cn } from '~/lib/utils'

/** Page links of a list: previous, numbers around the current page, next. */
export function Pagination({
  page,
  pageSize,
  total,
  hrefFor,
}: {
  page: number
  pageSize: number
  total: number
  /** The unprefixed URL (path and query) of page n. */
  hrefFor: (n: number) => string
}) {
  const { t } = useLingui()
  const pages = Math.max(1, Math.ceil(total / pageSize))
  if (pages <= 1) return null
  const numbers = Array.from({ length: pages }, (_, i) => i + 1).filter(
    (n) => n === 1 || n === pages || Math.abs(n - page) <= 2,
  )
  const item =
    'inline-flex min-w-10 items-center justify-center rounded-md border px-3 py-2 text-sm'
  return (
    <nav aria-label={t`Pagination`} className="mt-8 flex flex-wrap items-center gap-2">
      {page > 1 && (
        <AppLink to={hrefFor(page - 1)} className={cn(item, 'hover:bg-accent')} rel="prev">
          {t`Previous page`}
        </AppLink>
      )}
      {numbers.map((n, i) => (
        <span key={n} className="contents">
          {i > 0 && n - (numbers[i - 1] ?? n) > 1 && <span aria-hidden>…</span>}
          <AppLink
            to={hrefFor(n)}
            aria-current={n === page ? 'page' : undefined}
            aria-label={t`Page ${n}`}
            className={cn(
              item,
              n === page ? 'border-primary bg-primary text-primary-foreground' : 'hover:bg-accent',
            )}
          >
            {n}
          </AppLink>
        </span>
      ))}
      {page < pages && (
        <AppLink to={hrefFor(page + 1)} className={cn(item, 'hover:bg-accent')} rel="next">
          {t`Next page`}
        </AppLink>
      )}
    </nav>
  )
}

/** `path?key=value…` without empty values. */
export function withQuery(path: string, query: Record<string, string | number | undefined>) {
  const params = new URLSearchParams()
  for (const [k, v] of Object.entries(query)) {
    if (v !== undefined && v !== '' && !(k === 'page' && v === 1)) params.set(k, String(v))
  }
  const qs = params.toString()
  return qs ? `${path}?${qs}` : path
}

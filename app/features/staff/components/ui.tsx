import { Trans } from '@lingui/react/macro'
import { ArrowDownIcon, ArrowUpIcon, SearchIcon } from 'lucide-react'
import { type ComponentProps, type ReactNode, useEffect, useId, useState } from 'react'
import { Button } from '~/components/ui/button'
import { Input, NativeSelect } from '~/components/ui/input'
import { cn } from '~/lib/utils'

/** A screen's title, what it is for, and its main actions. */
export function PageHeader({
  title,
  intro,
  actions,
}: {
  title: ReactNode
  intro?: ReactNode
  actions?: ReactNode
}) {
  return (
    <header className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
        {intro && <p className="mt-1 text-sm text-muted-foreground">{intro}</p>}
      </div>
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </header>
  )
}

/** Search and filters above a list. */
export function Toolbar({ children }: { children: ReactNode }) {
  return <div className="mb-4 flex flex-wrap items-end gap-3">{children}</div>
}

/** A search box that applies after typing pauses (and on Enter). */
export function SearchBox({
  value,
  onSearch,
  label,
}: {
  value: string
  onSearch: (q: string) => void
  label: string
}) {
  const [text, setText] = useState(value)
  const id = useId()
  useEffect(() => setText(value), [value])
  useEffect(() => {
    if (text === value) return
    const timer = setTimeout(() => onSearch(text.trim()), 350)
    return () => clearTimeout(timer)
  }, [text, value, onSearch])
  return (
    <div className="relative w-full max-w-xs">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <SearchIcon
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden
      />
      <Input
        id={id}
        type="search"
        value={text}
        placeholder={label}
        maxLength={100}
        className="pl-9"
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') onSearch(text.trim())
        }}
      />
    </div>
  )
}

/** A labelled select for a list filter; the empty option means "all". */
export function FilterSelect({
  label,
  value,
  options,
  onChange,
  allLabel,
}: {
  label: string
  value: string | undefined
  options: Array<{ value: string; label: string }>
  onChange: (value: string | undefined) => void
  allLabel: string
}) {
  const id = useId()
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-xs font-medium text-muted-foreground">
        {label}
      </label>
      <NativeSelect
        id={id}
        value={value ?? ''}
        className="w-auto min-w-36"
        onChange={(e) => onChange(e.target.value || undefined)}
      >
        <option value="">{allLabel}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </NativeSelect>
    </div>
  )
}

const badgeTones = {
  neutral: 'bg-muted text-foreground',
  blue: 'bg-blue-100 text-blue-900',
  amber: 'bg-amber-100 text-amber-900',
  green: 'bg-emerald-100 text-emerald-900',
  red: 'bg-red-100 text-red-900',
} as const

export function Badge({
  tone = 'neutral',
  className,
  ...props
}: ComponentProps<'span'> & { tone?: keyof typeof badgeTones }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap',
        badgeTones[tone],
        className,
      )}
      {...props}
    />
  )
}

export function statusTone(status: string): keyof typeof badgeTones {
  return status === 'new' ? 'blue' : status === 'in_progress' ? 'amber' : 'green'
}

/** A failure the screen could not get past (e.g. the role does not allow it). */
export function ErrorNote({ children }: { children: ReactNode }) {
  return (
    <p
      role="alert"
      className="rounded-md border border-destructive/40 bg-destructive/5 px-4 py-3 text-sm text-destructive"
    >
      {children}
    </p>
  )
}

/** Shown instead of a screen the caller's role does not allow. */
export function NoAccess() {
  return (
    <div data-testid="no-access">
      <PageHeader title={<Trans>No access</Trans>} />
      <ErrorNote>
        <Trans>Your role does not allow this</Trans>
      </ErrorNote>
    </div>
  )
}

/** A card of the dashboard or of a detail screen. */
export function Card({ className, ...props }: ComponentProps<'section'>) {
  return <section className={cn('rounded-lg border bg-card p-5 shadow-xs', className)} {...props} />
}

/** Label and value pairs of a detail screen. */
export function Facts({ items }: { items: Array<[ReactNode, ReactNode]> }) {
  return (
    <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-2 text-sm">
      {items.map(([label, value], i) => (
        <div key={i} className="contents">
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="break-words">{value}</dd>
        </div>
      ))}
    </dl>
  )
}

/** The previous and next page buttons around "Page n of m"; the caller's element holds them. */
export function PageSteps({
  page,
  pages,
  onPage,
}: {
  page: number
  pages: number
  onPage: (page: number) => void
}) {
  return (
    <>
      <Button
        type="button"
        variant="outline"
        size="sm"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        <Trans>Previous page</Trans>
      </Button>
      <span>
        <Trans>
          Page {page} of {pages}
        </Trans>
      </span>
      <Button
        type="button"
        variant="outline"
        size="sm"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        <Trans>Next page</Trans>
      </Button>
    </>
  )
}

/** A copy of `list` with the entry at `from` moved to `to` (what `MoveButtons` and drags ask). */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list]
  const [item] = next.splice(from, 1)
  if (item !== undefined) next.splice(to, 0, item)
  return next
}

/** The two buttons that move entry `index` of a list of `count` one place earlier or later. */
export function MoveButtons({
  index,
  count,
  onMove,
  earlierLabel,
  laterLabel,
}: {
  index: number
  count: number
  onMove: (from: number, to: number) => void
  earlierLabel: string
  laterLabel: string
}) {
  return (
    <>
      <Button
        type="button"
        variant="ghost"
        size="sm"
        aria-label={earlierLabel}
        disabled={index === 0}
        onClick={() => onMove(index, index - 1)}
      >
        <ArrowUpIcon aria-hidden />
      </Button>
      <Button
        type="button"
        variant="ghost"
        size="sm"
        aria-label={laterLabel}
        disabled={index === count - 1}
        onClick={() => onMove(index, index + 1)}
      >
        <ArrowDownIcon aria-hidden />
      </Button>
    </>
  )
}

import { Trans, useLingui } from '@lingui/react/macro'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { useId, useMemo } from 'react'
import { Button } from '~/components/ui/button'
import { Input, NativeSelect } from '~/components/ui/input'
import { COLLECTIONS, CONTENT_COLLECTIONS } from '~/shared/staff/content'
import { auditChanges, auditTitle } from '../audit-diff'
import { columnsFor, DataTable } from '../components/data-table'
import { ErrorNote, NoAccess, PageHeader } from '../components/ui'
import { useCan, useConsole } from '../console-context'
import { actionLabel, formatWhen } from '../labels'
import { staffQueries } from '../queries'
import type { AuditEntry } from '../types'

const route = getRouteApi('/staff/audit')
const PAGE_SIZE = 50

/** The fields an entry changed, each as "field: before → after". */
function Changes({ before, after }: { before: unknown; after: unknown }) {
  const changes = auditChanges(before, after)
  if (!changes.length) return <span className="text-muted-foreground">—</span>
  return (
    <ul className="flex max-w-xl flex-col gap-1 text-xs" data-testid="audit-changes">
      {changes.map((c) => (
        <li key={c.field} className="break-words">
          <span className="font-medium">{c.field}</span>:{' '}
          <del className="bg-red-50 text-muted-foreground dark:bg-red-950/30">
            {c.before.slice(0, 200) || '—'}
          </del>{' '}
          →{' '}
          <ins className="bg-green-50 no-underline dark:bg-green-950/30">
            {c.after.slice(0, 200) || '—'}
          </ins>
        </li>
      ))}
    </ul>
  )
}

/**
 * The log's filters: a GET form of the search and the kind (a content collection among them),
 * which pages on with them; with code, applied in place.
 */
function AuditFilters({
  q,
  entity,
  onApply,
}: {
  q: string
  entity: string | undefined
  onApply: (next: { q: string; entity: string }) => void
}) {
  const { t, i18n } = useLingui()
  const id = useId()
  const kinds = [
    { value: 'staff_user', label: t`Staff` },
    { value: 'api_key', label: t`API keys` },
    { value: 'submission', label: t`Submissions` },
    { value: 'code_batch', label: t`Security codes` },
    { value: 'member', label: t`Members` },
    { value: 'media', label: t`Media library` },
  ]
  return (
    <form
      method="get"
      action="/staff/audit"
      aria-label={t`Filter the audit log`}
      className="mb-4 flex flex-wrap items-end gap-3"
      // The fields are uncontrolled: a new search (a link, the back button) gives them new keys.
      key={`${q}|${entity ?? ''}`}
      onSubmit={(e) => {
        e.preventDefault()
        const data = new FormData(e.currentTarget)
        onApply({
          q: String(data.get('q') ?? '').trim(),
          entity: String(data.get('entity') ?? ''),
        })
      }}
    >
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-q`} className="text-xs font-medium text-muted-foreground">
          {t`Who, what or which item (its title)`}
        </label>
        <Input
          id={`${id}-q`}
          name="q"
          type="search"
          defaultValue={q}
          maxLength={100}
          className="w-72"
        />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-kind`} className="text-xs font-medium text-muted-foreground">
          {t`Kind`}
        </label>
        <NativeSelect
          id={`${id}-kind`}
          name="entity"
          defaultValue={entity ?? ''}
          className="w-auto min-w-36"
        >
          <option value="">{t`All`}</option>
          <optgroup label={t`Site content`}>
            {CONTENT_COLLECTIONS.map((name) => (
              <option key={name} value={name}>
                {i18n._(COLLECTIONS[name].label)}
              </option>
            ))}
          </optgroup>
          {kinds.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect>
      </div>
      <Button type="submit" variant="outline">
        <Trans>Search</Trans>
      </Button>
    </form>
  )
}

export function AuditScreen() {
  if (!useCan('audit')) return <NoAccess />
  return <Audit />
}

function Audit() {
  const { t, i18n } = useLingui()
  const { locale } = useConsole()
  const search = route.useSearch()
  const navigate = route.useNavigate()
  const page = search.page ?? 1
  const params = { q: search.q, entity: search.entity, entityId: search.entityId, dir: search.dir }
  const list = useQuery({
    ...staffQueries.audit({ ...params, page, pageSize: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  })
  const set = (next: Partial<typeof search>) =>
    void navigate({ search: (prev) => ({ ...prev, page: undefined, ...next }) })
  const h = columnsFor<AuditEntry>()
  const columns = useMemo(
    () =>
      h.columns([
        h.accessor('at', { header: () => t`When`, cell: (c) => formatWhen(locale, c.getValue()) }),
        h.accessor('actor', { header: () => t`Who`, enableSorting: false }),
        h.accessor('action', {
          header: () => t`What`,
          enableSorting: false,
          cell: (c) => (
            <>
              {actionLabel(i18n, c.getValue())}
              <span
                className="block text-xs text-muted-foreground"
                title={c.row.original.entityId ?? undefined}
              >
                {c.row.original.entity}
                {' · '}
                {auditTitle(locale, c.row.original.before, c.row.original.after) ??
                  (c.row.original.entityId ? `#${c.row.original.entityId}` : '')}
              </span>
            </>
          ),
        }),
        h.accessor('after', {
          header: () => t`Changes (before → after)`,
          enableSorting: false,
          cell: (c) => <Changes before={c.row.original.before} after={c.getValue()} />,
        }),
        h.accessor('ip', {
          header: () => t`Address`,
          enableSorting: false,
          cell: (c) => c.getValue() ?? '—',
        }),
      ]),
    [h, t, i18n, locale],
  )
  return (
    <>
      <PageHeader
        title={<Trans>Audit log</Trans>}
        intro={
          <Trans>
            Every change in the console and the staff API: who, what, when, before and after.
          </Trans>
        }
      />
      <AuditFilters
        q={search.q ?? ''}
        entity={search.entity}
        onApply={(next) => set({ q: next.q || undefined, entity: next.entity || undefined })}
      />
      {list.error && <ErrorNote>{list.error.message}</ErrorNote>}
      <DataTable
        testId="audit-table"
        caption={t`Audit log`}
        columns={columns}
        data={list.data?.list ?? []}
        total={list.data?.total ?? 0}
        page={page}
        pageSize={PAGE_SIZE}
        sort="at"
        dir={search.dir ?? 'desc'}
        onSort={(_sort, dir) => set({ dir })}
        onPage={(next) =>
          void navigate({ search: (prev) => ({ ...prev, page: next > 1 ? next : undefined }) })
        }
        getRowId={(row) => String(row.id)}
        loading={list.isFetching}
      />
    </>
  )
}

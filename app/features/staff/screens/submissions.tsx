import { Trans, useLingui } from '@lingui/react/macro'
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import { getRouteApi, Link } from '@tanstack/react-router'
import type { RowSelectionState } from '@tanstack/react-table'
import { DownloadIcon } from 'lucide-react'
import { useId, useMemo, useState } from 'react'
import { Button } from '~/components/ui/button'
import { NativeSelect } from '~/components/ui/input'
import { toast } from '~/lib/toast'
import { cn } from '~/lib/utils'
import { SUBMISSION_STATUSES, SUBMISSION_TYPES } from '~/shared/staff/roles'
import { saveDownload } from '../api'
import { type AnswerOf, type BodyOf, staffCall, staffDownload } from '../calls'
import { columnsFor, DataTable } from '../components/data-table'
import {
  Badge,
  ErrorNote,
  FilterSelect,
  NoAccess,
  PageHeader,
  SearchBox,
  statusTone,
  Toolbar,
} from '../components/ui'
import { useCan, useConsole } from '../console-context'
import { formatWhen, statusLabel, typeLabel } from '../labels'
import { staffKeys, staffQueries } from '../queries'
import type { Submission } from '../types'

const route = getRouteApi('/staff/submissions/')
const PAGE_SIZE = 25

export type Assignee = AnswerOf<'GET /assignees'>[number]

/** The few fields that say what a submission is about, by its type. */
export function summaryOf(row: Pick<Submission, 'type' | 'fields'>): string {
  const f = row.fields
  const pick = (...names: string[]) =>
    names
      .map((n) => f[n])
      .filter((v) => typeof v === 'string' && v)
      .join(' · ')
  switch (row.type) {
    case 'join':
      return pick('name', 'phone', 'storeAddress')
    case 'business':
      return pick('company', 'contact', 'message')
    case 'feedback':
      return pick('theme', 'contact', 'content')
    case 'reservation':
      return pick('customerName', 'productModel', 'faultSymptom')
    case 'evaluation':
      return pick('customerName', 'model', 'feedback')
    default:
      return ''
  }
}

export function useAssignees() {
  return useQuery(staffQueries.assignees())
}

export function SubmissionsScreen() {
  if (!useCan('submissions')) return <NoAccess />
  return <Inbox />
}

function Inbox() {
  const { t, i18n } = useLingui()
  const { locale } = useConsole()
  const search = route.useSearch()
  const navigate = route.useNavigate()
  const client = useQueryClient()
  const [selection, setSelection] = useState<RowSelectionState>({})
  const bulkId = useId()
  const page = search.page ?? 1
  const params = {
    type: search.type,
    status: search.status,
    assignee: search.assignee,
    q: search.q,
    sort: search.sort,
    dir: search.dir,
  }
  const list = useQuery({
    ...staffQueries.submissions({ ...params, page, pageSize: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  })
  const counts = useQuery(staffQueries.submissionCounts())
  const assignees = useAssignees()
  const set = (next: Partial<typeof search>) =>
    void navigate({ search: (prev) => ({ ...prev, page: undefined, ...next }) })
  const selectedIds = Object.keys(selection).map(Number)
  const bulk = async (change: Omit<BodyOf<'POST /submissions/bulk'>, 'ids'>) => {
    try {
      const done = await staffCall('POST /submissions/bulk', {
        body: { ids: selectedIds, ...change },
      })
      toast.success(t`${done.updated} submissions changed`)
      setSelection({})
      await client.invalidateQueries({ queryKey: staffKeys.submissions() })
    } catch (error) {
      toast.error(error instanceof Error ? error.message : t`Saving failed`)
    }
  }
  const h = columnsFor<Submission>()
  const columns = useMemo(
    () =>
      h.columns([
        h.accessor('createdAt', {
          header: () => t`Received`,
          cell: (c) => formatWhen(locale, c.getValue()),
        }),
        h.accessor('type', {
          header: () => t`Form`,
          enableSorting: false,
          cell: (c) => typeLabel(i18n, c.getValue()),
        }),
        h.display({
          id: 'summary',
          header: () => t`About`,
          cell: (c) => (
            <Link
              to="/staff/submissions/$id"
              params={{ id: String(c.row.original.id) }}
              className="text-primary hover:underline"
            >
              {c.row.original.reference ? `${c.row.original.reference} · ` : ''}
              {summaryOf(c.row.original) || `#${c.row.original.id}`}
            </Link>
          ),
        }),
        h.accessor('status', {
          header: () => t`Status`,
          cell: (c) => (
            <Badge tone={statusTone(c.getValue())}>{statusLabel(i18n, c.getValue())}</Badge>
          ),
        }),
        h.accessor('assigneeName', {
          header: () => t`Assignee`,
          enableSorting: false,
          cell: (c) => c.getValue() ?? '—',
        }),
        h.accessor('scheduledAt', {
          header: () => t`Scheduled`,
          cell: (c) => (c.getValue() ? formatWhen(locale, c.getValue()) : '—'),
        }),
      ]),
    [h, t, i18n, locale],
  )
  const badge = (type: string) =>
    counts.data
      ?.filter((c) => c.type === type && c.status === 'new')
      .reduce((a, c) => a + c.n, 0) ?? 0
  return (
    <>
      <PageHeader
        title={<Trans>Submissions</Trans>}
        intro={<Trans>What visitors and members sent through the site’s forms.</Trans>}
        actions={
          <Button
            type="button"
            variant="outline"
            onClick={async () => {
              try {
                const response = await staffDownload('GET /submissions/export.csv', {
                  query: params,
                })
                await saveDownload(response, 'submissions.csv')
              } catch (error) {
                toast.error(error instanceof Error ? error.message : t`Export failed`)
              }
            }}
          >
            <DownloadIcon aria-hidden />
            <Trans>Export CSV</Trans>
          </Button>
        }
      />
      <nav aria-label={t`Inboxes`} className="mb-4 overflow-x-auto">
        <ul className="flex gap-1 border-b">
          {[undefined, ...SUBMISSION_TYPES].map((type) => {
            const active = search.type === type
            return (
              <li key={type ?? 'all'}>
                <Link
                  to="/staff/submissions"
                  search={{ ...search, type, page: undefined }}
                  aria-current={active ? 'page' : undefined}
                  className={cn(
                    'inline-flex items-center gap-2 border-b-2 px-3 py-2 text-sm whitespace-nowrap',
                    active ? 'border-primary font-semibold text-primary' : 'border-transparent',
                  )}
                >
                  {type ? typeLabel(i18n, type) : t`All forms`}
                  {type && badge(type) > 0 && <Badge tone="blue">{badge(type)}</Badge>}
                </Link>
              </li>
            )
          })}
        </ul>
      </nav>
      <Toolbar>
        <SearchBox
          value={search.q ?? ''}
          label={t`Search name, phone, number…`}
          onSearch={(q) => set({ q: q || undefined })}
        />
        <FilterSelect
          label={t`Status`}
          allLabel={t`All`}
          value={search.status}
          options={SUBMISSION_STATUSES.map((s) => ({ value: s, label: statusLabel(i18n, s) }))}
          onChange={(value) => set({ status: SUBMISSION_STATUSES.find((s) => s === value) })}
        />
        <FilterSelect
          label={t`Assignee`}
          allLabel={t`Anyone`}
          value={search.assignee === undefined ? undefined : String(search.assignee)}
          options={[
            { value: 'none', label: t`Nobody yet` },
            ...(assignees.data ?? []).map((a) => ({
              value: String(a.id),
              label: a.name || a.email,
            })),
          ]}
          onChange={(value) =>
            set({ assignee: value === 'none' ? 'none' : value ? Number(value) : undefined })
          }
        />
      </Toolbar>
      {selectedIds.length > 0 && (
        <div
          className="mb-3 flex flex-wrap items-center gap-3 rounded-md border bg-background px-3 py-2 text-sm"
          data-testid="bulk-bar"
        >
          <span>
            <Trans>{selectedIds.length} selected</Trans>
          </span>
          <label className="flex items-center gap-2" htmlFor={`${bulkId}-status`}>
            <Trans>Set status</Trans>
            <NativeSelect
              id={`${bulkId}-status`}
              className="w-auto"
              value=""
              onChange={(e) => {
                const status = SUBMISSION_STATUSES.find((s) => s === e.target.value)
                if (status) void bulk({ status })
              }}
            >
              <option value="">—</option>
              {SUBMISSION_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {statusLabel(i18n, s)}
                </option>
              ))}
            </NativeSelect>
          </label>
          <label className="flex items-center gap-2" htmlFor={`${bulkId}-assignee`}>
            <Trans>Assign to</Trans>
            <NativeSelect
              id={`${bulkId}-assignee`}
              className="w-auto"
              value=""
              onChange={(e) =>
                e.target.value &&
                void bulk({ assigneeId: e.target.value === 'none' ? null : Number(e.target.value) })
              }
            >
              <option value="">—</option>
              <option value="none">{t`Nobody`}</option>
              {(assignees.data ?? []).map((a) => (
                <option key={a.id} value={a.id}>
                  {a.name || a.email}
                </option>
              ))}
            </NativeSelect>
          </label>
        </div>
      )}
      {list.error && <ErrorNote>{list.error.message}</ErrorNote>}
      <DataTable
        testId="submissions-table"
        caption={t`Submissions`}
        columns={columns}
        data={list.data?.list ?? []}
        total={list.data?.total ?? 0}
        page={page}
        pageSize={PAGE_SIZE}
        sort={search.sort ?? 'createdAt'}
        dir={search.dir ?? 'desc'}
        onSort={(sort, dir) =>
          set({
            sort:
              sort === 'createdAt' ||
              sort === 'status' ||
              sort === 'scheduledAt' ||
              sort === 'updatedAt'
                ? sort
                : undefined,
            dir,
          })
        }
        onPage={(next) =>
          void navigate({ search: (prev) => ({ ...prev, page: next > 1 ? next : undefined }) })
        }
        getRowId={(row) => String(row.id)}
        selection={selection}
        onSelectionChange={setSelection}
        loading={list.isFetching}
        empty={<Trans>No submissions match.</Trans>}
      />
    </>
  )
}

import { Trans, useLingui } from '@lingui/react/macro'
import {
  type ColumnDef,
  createColumnHelper,
  type RowData,
  type RowSelectionState,
  rowSelectionFeature,
  rowSortingFeature,
  type SortingState,
  tableFeatures,
  useTable,
} from '@tanstack/react-table'
import { ArrowDownIcon, ArrowUpDownIcon, ArrowUpIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { cn } from '~/lib/utils'
import { PageSteps } from './ui'

/**
 * The console's tables: TanStack Table for columns, sorting and row selection; the server does
 * the sorting and paging (the list state lives in the URL, so a view can be shared and
 * reloaded). Content lists of phase 2 use the same table.
 */
export const tableFeaturesOfConsole = tableFeatures({ rowSortingFeature, rowSelectionFeature })
// Columns of one table hold values of different types (TanStack's own helper types them so).
// biome-ignore lint/suspicious/noExplicitAny: see above
export type ConsoleColumn<T extends RowData> = ColumnDef<typeof tableFeaturesOfConsole, T, any>
export const columnsFor = <T extends RowData>() =>
  createColumnHelper<typeof tableFeaturesOfConsole, T>()

type Props<T extends RowData> = {
  columns: ConsoleColumn<T>[]
  data: T[]
  total: number
  page: number
  pageSize: number
  /** The server's sort column and direction. */
  sort?: string
  dir?: 'asc' | 'desc'
  onSort?: (sort: string, dir: 'asc' | 'desc') => void
  onPage: (page: number) => void
  getRowId: (row: T) => string
  /** Row selection for bulk actions. */
  selection?: RowSelectionState
  onSelectionChange?: (selection: RowSelectionState) => void
  loading?: boolean
  caption: string
  empty?: ReactNode
  onRowClick?: (row: T) => void
  testId?: string
}

const EMPTY: never[] = []

export function DataTable<T extends RowData>({
  columns,
  data,
  total,
  page,
  pageSize,
  sort,
  dir = 'desc',
  onSort,
  onPage,
  getRowId,
  selection,
  onSelectionChange,
  loading,
  caption,
  empty,
  onRowClick,
  testId,
}: Props<T>) {
  const { t } = useLingui()
  const sorting: SortingState = sort ? [{ id: sort, desc: dir === 'desc' }] : []
  const table = useTable({
    features: tableFeaturesOfConsole,
    columns,
    data: data.length ? data : (EMPTY as T[]),
    getRowId,
    manualSorting: true,
    enableSortingRemoval: false,
    enableRowSelection: Boolean(onSelectionChange),
    state: { sorting, rowSelection: selection ?? {} },
    onSortingChange: (updater) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater
      const first = next[0]
      if (first && onSort) onSort(first.id, first.desc ? 'desc' : 'asc')
    },
    onRowSelectionChange: (updater) => {
      const current = selection ?? {}
      onSelectionChange?.(typeof updater === 'function' ? updater(current) : updater)
    },
  })
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1
  const to = Math.min(total, page * pageSize)
  const pages = Math.max(1, Math.ceil(total / pageSize))
  const selectable = Boolean(onSelectionChange)
  return (
    <div className="overflow-hidden rounded-lg border bg-background" data-testid={testId}>
      <div className="overflow-x-auto">
        <table className="w-full border-collapse text-sm" aria-busy={loading || undefined}>
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-muted/60 text-left">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {selectable && (
                  <th className="w-10 px-3 py-2">
                    <input
                      type="checkbox"
                      className="size-4 accent-primary"
                      aria-label={t`Select all rows on this page`}
                      checked={table.getIsAllPageRowsSelected()}
                      ref={(el) => {
                        if (el) el.indeterminate = table.getIsSomePageRowsSelected()
                      }}
                      onChange={(e) => table.toggleAllPageRowsSelected(e.target.checked)}
                    />
                  </th>
                )}
                {group.headers.map((header) => {
                  const sortable = header.column.getCanSort() && Boolean(onSort)
                  const sorted = header.column.getIsSorted()
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      className="px-3 py-2 font-medium whitespace-nowrap"
                      aria-sort={
                        sorted === 'asc'
                          ? 'ascending'
                          : sorted === 'desc'
                            ? 'descending'
                            : undefined
                      }
                    >
                      {header.isPlaceholder ? null : sortable ? (
                        <button
                          type="button"
                          className="inline-flex items-center gap-1 hover:underline"
                          onClick={() =>
                            onSort?.(header.column.id, sorted === 'desc' ? 'asc' : 'desc')
                          }
                        >
                          <table.FlexRender header={header} />
                          {sorted === 'asc' ? (
                            <ArrowUpIcon className="size-3.5" aria-hidden />
                          ) : sorted === 'desc' ? (
                            <ArrowDownIcon className="size-3.5" aria-hidden />
                          ) : (
                            <ArrowUpDownIcon className="size-3.5 opacity-40" aria-hidden />
                          )}
                        </button>
                      ) : (
                        <table.FlexRender header={header} />
                      )}
                    </th>
                  )
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {table.getRowModel().rows.map((row) => (
              <tr
                key={row.id}
                className={cn(
                  'border-t align-top',
                  row.getIsSelected() && 'bg-primary/5',
                  onRowClick && 'cursor-pointer hover:bg-muted/40',
                )}
                onClick={
                  onRowClick
                    ? (e) => {
                        // Links, buttons and boxes in a row do their own thing.
                        if ((e.target as HTMLElement).closest('a,button,input,select,label')) return
                        onRowClick(row.original)
                      }
                    : undefined
                }
              >
                {selectable && (
                  <td className="px-3 py-2">
                    <input
                      type="checkbox"
                      className="size-4 accent-primary"
                      aria-label={t`Select row ${row.id}`}
                      checked={row.getIsSelected()}
                      onChange={(e) => row.toggleSelected(e.target.checked)}
                    />
                  </td>
                )}
                {row.getAllCells().map((cell) => (
                  <td key={cell.id} className="px-3 py-2">
                    <table.FlexRender cell={cell} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {data.length === 0 && !loading && (
        <p className="border-t px-4 py-8 text-center text-sm text-muted-foreground">
          {empty ?? <Trans>Nothing here yet.</Trans>}
        </p>
      )}
      <nav
        className="flex flex-wrap items-center justify-between gap-3 border-t px-4 py-2 text-sm"
        aria-label={t`Pages`}
      >
        <span className="text-muted-foreground" data-testid="table-range">
          <Trans>
            {from}–{to} of {total}
          </Trans>
        </span>
        <span className="flex items-center gap-2">
          <PageSteps page={page} pages={pages} onPage={onPage} />
        </span>
      </nav>
    </div>
  )
}

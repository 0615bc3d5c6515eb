import { Trans, useLingui } from '@lingui/react/macro'
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import { getRouteApi, Link } from '@tanstack/react-router'
import { useMemo } from 'react'
import { Button } from '~/components/ui/button'
import { toast } from '~/lib/toast'
import { saveDownload } from '../api'
import { staffCall, staffDownload } from '../calls'
import { columnsFor, DataTable } from '../components/data-table'
import {
  Badge,
  Card,
  ErrorNote,
  Facts,
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
import type { Member, MemberDetail } from '../types'

const route = getRouteApi('/staff/members')
const PAGE_SIZE = 25

export function MembersScreen() {
  if (!useCan('members')) return <NoAccess />
  return <Members />
}

function Members() {
  const { t } = useLingui()
  const { locale } = useConsole()
  const search = route.useSearch()
  const navigate = route.useNavigate()
  const page = search.page ?? 1
  const params = { q: search.q, status: search.status, sort: search.sort, dir: search.dir }
  const list = useQuery({
    ...staffQueries.members({ ...params, page, pageSize: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  })
  const set = (next: Partial<typeof search>) =>
    void navigate({ search: (prev) => ({ ...prev, page: undefined, ...next }) })
  const h = columnsFor<Member>()
  const columns = useMemo(
    () =>
      h.columns([
        h.accessor('account', {
          header: () => t`Account`,
          cell: (c) => (
            <button
              type="button"
              className="text-primary hover:underline"
              onClick={() =>
                void navigate({ search: (prev) => ({ ...prev, id: c.row.original.id }) })
              }
            >
              {c.getValue()}
            </button>
          ),
        }),
        h.accessor('nickname', { header: () => t`Nickname`, cell: (c) => c.getValue() || '—' }),
        h.accessor('email', {
          header: () => t`Email`,
          enableSorting: false,
          cell: (c) => c.getValue() || '—',
        }),
        h.accessor('createdAt', {
          header: () => t`Registered`,
          cell: (c) => formatWhen(locale, c.getValue()),
        }),
        h.accessor('disabledAt', {
          header: () => t`State`,
          enableSorting: false,
          cell: (c) =>
            c.getValue() ? (
              <Badge tone="red">{t`Disabled`}</Badge>
            ) : (
              <Badge tone="green">{t`Active`}</Badge>
            ),
        }),
      ]),
    [h, t, locale, navigate],
  )
  return (
    <>
      <PageHeader
        title={<Trans>Members</Trans>}
        intro={<Trans>Registered members of the site. Passwords are never shown.</Trans>}
      />
      <div className="grid gap-6 xl:grid-cols-[1fr_26rem]">
        <div className="min-w-0">
          <Toolbar>
            <SearchBox
              value={search.q ?? ''}
              label={t`Search phone, nickname or email`}
              onSearch={(q) => set({ q: q || undefined })}
            />
            <FilterSelect
              label={t`State`}
              allLabel={t`All`}
              value={search.status}
              options={[
                { value: 'active', label: t`Active` },
                { value: 'disabled', label: t`Disabled` },
              ]}
              onChange={(value) =>
                set({ status: value === 'active' || value === 'disabled' ? value : undefined })
              }
            />
            <Button
              variant="outline"
              onClick={async () => {
                try {
                  const response = await staffDownload('GET /warranties/export.csv', {})
                  await saveDownload(response, 'warranties.csv')
                } catch (error) {
                  toast.error(error instanceof Error ? error.message : t`Export failed`)
                }
              }}
            >
              <Trans>Export registered products (CSV)</Trans>
            </Button>
          </Toolbar>
          {list.error && <ErrorNote>{list.error.message}</ErrorNote>}
          <DataTable
            testId="members-table"
            caption={t`Members`}
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
                  sort === 'createdAt' || sort === 'account' || sort === 'nickname'
                    ? sort
                    : undefined,
                dir,
              })
            }
            onPage={(next) =>
              void navigate({ search: (prev) => ({ ...prev, page: next > 1 ? next : undefined }) })
            }
            getRowId={(row) => String(row.id)}
            onRowClick={(row) => void navigate({ search: (prev) => ({ ...prev, id: row.id }) })}
            loading={list.isFetching}
          />
        </div>
        {search.id && <MemberPanel id={search.id} />}
      </div>
    </>
  )
}

function MemberPanel({ id }: { id: number }) {
  const { t, i18n } = useLingui()
  const { locale } = useConsole()
  const client = useQueryClient()
  const member = staffQueries.member(id)
  const { data, error } = useQuery(member)
  const act = async (call: () => Promise<MemberDetail>, done: string) => {
    try {
      client.setQueryData(member.queryKey, await call())
      await client.invalidateQueries({ queryKey: staffKeys.members(), refetchType: 'active' })
      if (done) toast.success(done)
    } catch (failure) {
      toast.error(failure instanceof Error ? failure.message : t`Saving failed`)
    }
  }
  if (error) return <ErrorNote>{error.message}</ErrorNote>
  if (!data) return <Card aria-busy className="h-48" />
  return (
    <Card aria-labelledby="member-title" data-testid="member-panel">
      <h2 id="member-title" className="mb-3 text-lg font-semibold">
        {data.account}
      </h2>
      <Facts
        items={[
          [t`Nickname`, data.nickname || '—'],
          [t`Email`, data.email || '—'],
          [t`Address`, data.address || '—'],
          [t`Registered`, formatWhen(locale, data.createdAt)],
          [
            t`State`,
            data.disabledAt ? t`Disabled since ${formatWhen(locale, data.disabledAt)}` : t`Active`,
          ],
          [
            t`Signed-in sessions`,
            <span key="sessions" data-testid="member-sessions">
              {data.activeSessions}
            </span>,
          ],
        ]}
      />
      <div className="mt-4 flex flex-wrap gap-2">
        {data.disabledAt ? (
          <Button
            type="button"
            variant="outline"
            onClick={() =>
              void act(
                () =>
                  staffCall('PATCH /members/:id', { params: { id }, body: { disabled: false } }),
                t`Member enabled`,
              )
            }
          >
            <Trans>Enable</Trans>
          </Button>
        ) : (
          <Button
            type="button"
            variant="outline"
            onClick={() => {
              if (
                window.confirm(t`Disable ${data.account}? They are signed out and cannot log in.`)
              ) {
                void act(
                  () =>
                    staffCall('PATCH /members/:id', { params: { id }, body: { disabled: true } }),
                  t`Member disabled`,
                )
              }
            }}
          >
            <Trans>Disable</Trans>
          </Button>
        )}
        <Button
          type="button"
          variant="ghost"
          disabled={data.activeSessions === 0}
          onClick={() =>
            void act(
              () => staffCall('POST /members/:id/revoke-sessions', { params: { id } }),
              t`Sessions ended`,
            )
          }
        >
          <Trans>End all sessions</Trans>
        </Button>
      </div>
      {data.submissions.length > 0 && (
        <>
          <h3 className="mt-6 mb-2 font-semibold">
            <Trans>Submissions</Trans>
          </h3>
          <ul className="divide-y text-sm">
            {data.submissions.map((s) => (
              <li key={s.id} className="flex justify-between gap-2 py-2">
                <Link
                  to="/staff/submissions/$id"
                  params={{ id: String(s.id) }}
                  className="text-primary hover:underline"
                >
                  {typeLabel(i18n, s.type)} {s.reference ?? `#${s.id}`}
                </Link>
                <Badge tone={statusTone(s.status)}>{statusLabel(i18n, s.status)}</Badge>
              </li>
            ))}
          </ul>
        </>
      )}
      {data.warranties.length > 0 && (
        <>
          <h3 className="mt-6 mb-2 font-semibold">
            <Trans>Registered products</Trans>
          </h3>
          <ul className="divide-y text-sm" data-testid="member-warranties">
            {data.warranties.map((w) => (
              <li key={w.id} className="flex flex-wrap justify-between gap-2 py-2">
                <span>
                  {w.model} {w.serial} · {w.purchasedAt}
                  {w.dealer ? ` · ${w.dealer}` : ''}
                </span>
                {w.hasReceipt && (
                  <Button
                    variant="link"
                    size="sm"
                    onClick={async () => {
                      try {
                        const response = await staffDownload('GET /warranties/:id/receipt', {
                          params: { id: w.id },
                        })
                        // The photo in a tab of its own (a blob: address, never a cached URL).
                        const url = URL.createObjectURL(await response.blob())
                        window.open(url, '_blank', 'noopener')
                        setTimeout(() => URL.revokeObjectURL(url), 60_000)
                      } catch (error) {
                        toast.error(error instanceof Error ? error.message : t`Export failed`)
                      }
                    }}
                  >
                    <Trans>Receipt photo</Trans>
                  </Button>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </Card>
  )
}

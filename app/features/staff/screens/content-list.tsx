import { Trans, useLingui } from '@lingui/react/macro'
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import { getRouteApi, Link } from '@tanstack/react-router'
import type { RowSelectionState } from '@tanstack/react-table'
import { PlusIcon } from 'lucide-react'
import { useMemo, useState } from 'react'
import { Button, buttonVariants } from '~/components/ui/button'
import { type Locale, locales } from '~/i18n/locale'
import { toast } from '~/lib/toast'
import {
  COLLECTIONS,
  CONTENT_COLLECTIONS,
  type CollectionName,
  type FieldDef,
  isCollectionName,
} from '~/shared/staff/content'
import { staffCall } from '../calls'
import { useRefOptions } from '../components/content-fields'
import { ContentTransfer } from '../components/content-transfer'
import { columnsFor, DataTable } from '../components/data-table'
import { PRESENCE_BEAT_MS } from '../components/presence'
import {
  Badge,
  Card,
  ErrorNote,
  FilterSelect,
  NoAccess,
  PageHeader,
  SearchBox,
  Toolbar,
} from '../components/ui'
import { useCan, useConsole } from '../console-context'
import { formatWhen, stateLabel } from '../labels'
import { staffKeys, staffQueries } from '../queries'
import type { ContentListRow } from '../types'

const route = getRouteApi('/staff/content/$collection/')
const PAGE_SIZE = 25

/** A search param that must be one of `values` (else absent). */
function oneOfText<const T extends string>(value: string | undefined, values: readonly T[]) {
  return values.find((v) => v === value)
}

export function stateTone(state: string) {
  return state === 'draft'
    ? 'neutral'
    : state === 'scheduled' || state === 'review'
      ? 'amber'
      : 'green'
}

/** Every collection the console edits, for the content overview. */
export function ContentIndexScreen() {
  const { i18n } = useLingui()
  const { me } = useConsole()
  const site = useCan('site')
  if (!useCan('content')) return <NoAccess />
  return (
    <>
      <PageHeader
        title={<Trans>Site content</Trans>}
        intro={
          <Trans>
            Each item has an English and a Chinese version, edited side by side and linked as one.
          </Trans>
        }
      />
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {CONTENT_COLLECTIONS.filter((name) => !me.collections || me.collections.includes(name)).map(
          (name) => (
            <li key={name}>
              <Link
                to="/staff/content/$collection"
                params={{ collection: name }}
                className="block rounded-lg border bg-background p-4 font-medium hover:border-primary hover:text-primary"
              >
                {i18n._(COLLECTIONS[name].label)}
              </Link>
            </li>
          ),
        )}
        {(site
          ? [
              ['/staff/site/menu', <Trans key="m">Menu</Trans>],
              ['/staff/site/banners', <Trans key="b">Banners</Trans>],
              ['/staff/site/seo', <Trans key="s">Page SEO</Trans>],
              ['/staff/site/filing', <Trans key="f">Filing record</Trans>],
              ['/staff/site/settings', <Trans key="t">Site settings</Trans>],
            ]
          : []
        ).map(([to, label]) => (
          <li key={String(to)}>
            <Link
              to={String(to)}
              className="block rounded-lg border bg-background p-4 font-medium hover:border-primary hover:text-primary"
            >
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </>
  )
}

export function ContentListScreen() {
  const { collection } = route.useParams()
  if (!useCan('content')) return <NoAccess />
  if (!isCollectionName(collection)) return <NoSuchCollection />
  return <ContentList collection={collection} />
}

/** A collection name that is not one (the route takes any; its code stays out of the site's). */
export function NoSuchCollection() {
  return (
    <ErrorNote>
      <Trans>There is no such kind of content.</Trans>
    </ErrorNote>
  )
}

function RefFilter({
  def,
  value,
  onChange,
}: {
  def: FieldDef
  value: string | undefined
  onChange: (value: string | undefined) => void
}) {
  const { t, i18n } = useLingui()
  const options = useRefOptions(def.kind === 'ref' ? def.ref : undefined)
  const choices =
    def.kind === 'select'
      ? (def.options ?? []).map((o) => ({ value: o.value, label: i18n._(o.label) }))
      : options
  return (
    <FilterSelect
      label={i18n._(def.label)}
      value={value}
      options={choices}
      onChange={onChange}
      allLabel={t`All`}
    />
  )
}

function ContentList({ collection }: { collection: CollectionName }) {
  const { t, i18n } = useLingui()
  const { locale } = useConsole()
  const canPublish = useCan('publish')
  const def = COLLECTIONS[collection]
  const raw = route.useSearch()
  const search = {
    ...raw,
    state: oneOfText(raw.state, ['draft', 'review', 'published', 'scheduled'] as const),
    missing: oneOfText(raw.missing, locales),
    sort: oneOfText(raw.sort, ['title', 'updatedAt', 'publishAt', 'status'] as const),
    dir: oneOfText(raw.dir, ['asc', 'desc'] as const),
    filters: raw.by && raw.value ? { [raw.by]: raw.value } : undefined,
  }
  const navigate = route.useNavigate()
  const client = useQueryClient()
  const [selection, setSelection] = useState<RowSelectionState>({})
  const page = search.page ?? 1
  const filterDefs = def.shared.filter((f) => f.filter)
  const filters = Object.fromEntries(filterDefs.map((f) => [f.name, search.filters?.[f.name]]))
  const params = {
    q: search.q,
    state: search.state,
    missing: search.missing,
    sort: search.sort,
    dir: search.dir,
    page,
    pageSize: PAGE_SIZE,
    ...filters,
  }
  const list = useQuery({
    ...staffQueries.contentList(collection, params),
    placeholderData: keepPreviousData,
  })
  /** The items others have open now (their editors' heartbeats), asked as often. */
  const openByOthers = useQuery({
    ...staffQueries.openItems(collection),
    refetchInterval: PRESENCE_BEAT_MS,
  }).data
  const selected = Object.keys(selection).filter((k) => selection[k])
  const bulk = async (status: 'draft' | 'published') => {
    try {
      const { changed } = await staffCall('POST /:collection/bulk', {
        params: { collection },
        body: { ids: selected, status },
      })
      toast.success(
        status === 'published' ? t`${changed} items published` : t`${changed} items unpublished`,
      )
      setSelection({})
      await client.invalidateQueries({ queryKey: staffKeys.content(collection) })
    } catch (failure) {
      toast.error(failure instanceof Error ? failure.message : t`Saving failed`)
    }
  }
  const h = columnsFor<ContentListRow>()
  const title = (row: ContentListRow, lang: Locale) => {
    const version = row[lang]
    if (!version) return <span className="text-muted-foreground">{t`(none)`}</span>
    return (
      <Link
        to="/staff/content/$collection/$id"
        params={{ collection, id: row.id }}
        className="font-medium text-primary hover:underline"
      >
        {version.title || row.id}
      </Link>
    )
  }
  // biome-ignore lint/correctness/useExhaustiveDependencies: the cells close over the collection only
  const columns = useMemo(
    () =>
      h.columns([
        h.display({
          id: 'title',
          header: () => t`English`,
          cell: (c) => {
            const names = openByOthers?.[c.row.original.id]
            return (
              <span className="flex flex-wrap items-center gap-2">
                {title(c.row.original, 'en')}
                {names && (
                  <Badge tone="blue" data-testid="open-by-others">
                    {t`Open: ${names.join(', ')}`}
                  </Badge>
                )}
              </span>
            )
          },
        }),
        h.display({ id: 'zh', header: () => t`Chinese`, cell: (c) => title(c.row.original, 'zh') }),
        ...(def.publishing
          ? [
              h.accessor('state', {
                id: 'status',
                header: () => t`Status`,
                cell: (c) => (
                  <Badge tone={stateTone(c.getValue())} data-testid="content-state">
                    {stateLabel(i18n, c.getValue())}
                  </Badge>
                ),
              }),
              h.accessor('publishAt', {
                header: () => t`Shows from`,
                cell: (c) => formatWhen(locale, c.getValue()),
              }),
            ]
          : []),
        h.accessor('updatedAt', {
          header: () => t`Changed`,
          cell: (c) => formatWhen(locale, c.getValue()),
        }),
      ]),
    [h, t, i18n, locale, collection, def.publishing, openByOthers],
  )
  const setSearch = (patch: Record<string, unknown>) =>
    void navigate({ search: (prev) => ({ ...prev, ...patch, page: undefined }) })
  return (
    <>
      <PageHeader
        title={i18n._(def.label)}
        actions={
          def.fixed ? undefined : (
            <Link
              to="/staff/content/$collection/$id"
              params={{ collection, id: 'new' }}
              className={buttonVariants({})}
            >
              <PlusIcon aria-hidden />
              {t`New: ${i18n._(def.singular)}`}
            </Link>
          )
        }
      />
      <Toolbar>
        <SearchBox
          value={search.q ?? ''}
          label={t`Search titles`}
          onSearch={(q) => setSearch({ q: q || undefined })}
        />
        {def.publishing && (
          <FilterSelect
            label={t`Status`}
            value={search.state}
            allLabel={t`All`}
            options={(['draft', 'review', 'published', 'scheduled'] as const).map((s) => ({
              value: s,
              label: stateLabel(i18n, s),
            }))}
            onChange={(state) => setSearch({ state })}
          />
        )}
        <FilterSelect
          label={t`Languages`}
          value={search.missing}
          allLabel={t`All`}
          options={[
            { value: 'zh', label: t`No Chinese version` },
            { value: 'en', label: t`No English version` },
          ]}
          onChange={(missing) => setSearch({ missing })}
        />
        {filterDefs.map((f) => (
          <RefFilter
            key={f.name}
            def={f}
            value={search.filters?.[f.name]}
            onChange={(value) => setSearch({ filters: { ...search.filters, [f.name]: value } })}
          />
        ))}
      </Toolbar>
      <ContentTransfer
        collection={collection}
        filters={{ q: search.q, state: search.state, missing: search.missing, ...filters }}
      />
      {def.publishing && canPublish && selected.length > 0 && (
        <Card className="mb-4 flex flex-wrap items-center gap-3 py-3">
          <span className="text-sm">
            <Trans>{selected.length} selected</Trans>
          </span>
          <Button type="button" size="sm" onClick={() => void bulk('published')}>
            <Trans>Publish</Trans>
          </Button>
          <Button type="button" size="sm" variant="outline" onClick={() => void bulk('draft')}>
            <Trans>Unpublish</Trans>
          </Button>
        </Card>
      )}
      {list.error && <ErrorNote>{list.error.message}</ErrorNote>}
      <DataTable
        testId="content-table"
        caption={i18n._(def.label)}
        columns={columns}
        data={list.data?.list ?? []}
        total={list.data?.total ?? 0}
        page={page}
        pageSize={PAGE_SIZE}
        sort={search.sort === 'publishAt' ? 'publishAt' : search.sort}
        dir={search.dir}
        onSort={(sort, dir) => {
          const key =
            sort === 'title' || sort === 'zh' ? 'title' : sort === 'status' ? 'status' : sort
          setSearch({ sort: key, dir })
        }}
        onPage={(next) => void navigate({ search: (prev) => ({ ...prev, page: next }) })}
        getRowId={(row) => row.id}
        selection={def.publishing && canPublish ? selection : undefined}
        onSelectionChange={def.publishing && canPublish ? setSelection : undefined}
        loading={list.isFetching}
      />
    </>
  )
}

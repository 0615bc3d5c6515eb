import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { GripVerticalIcon, PlusIcon, Trash2Icon } from 'lucide-react'
import { type ReactNode, useId, useState } from 'react'
import { Button } from '~/components/ui/button'
import { Input, Label, NativeSelect } from '~/components/ui/input'
import type { Locale } from '~/i18n/locale'
import { toast } from '~/lib/toast'
import { BANNER_SECTIONS, CHAIN_TYPES, FILING_TYPE, MENU_TYPE } from '~/shared/staff/content'
import { type AnswerOf, staffCall } from '../calls'
import { ContentField } from '../components/content-fields'
import { Card, ErrorNote, MoveButtons, moved, NoAccess, PageHeader } from '../components/ui'
import { useCan } from '../console-context'
import { staffKeys, staffQueries } from '../queries'
import { SiteSettingsScreen } from './site-settings'

type Lang = Locale
type AdNode = AnswerOf<'GET /ads'>[Lang][number]

function useAds(type: string) {
  return useQuery(staffQueries.ads(type))
}

function useLanguages(): Array<[Lang, string]> {
  const { t } = useLingui()
  return [
    ['en', t`English`],
    ['zh', t`Chinese`],
  ]
}

const failed = (failure: unknown, fallback: string) =>
  toast.error(failure instanceof Error ? failure.message : fallback)

/** One row of an ad list: its fields, saved on their own, and its place among its siblings. */
function AdRow({
  node,
  kind,
  index,
  count,
  onMove,
  onDropOn,
  onChanged,
  children,
}: {
  node: AdNode
  kind: 'menu' | 'banner'
  index: number
  count: number
  onMove: (from: number, to: number) => void
  onDropOn: (draggedId: number) => void
  onChanged: () => Promise<void>
  children?: ReactNode
}) {
  const { t } = useLingui()
  const id = useId()
  const [name, setName] = useState(node.name)
  const [link, setLink] = useState(node.outerChain ?? '')
  const [chainType, setChainType] = useState<(typeof CHAIN_TYPES)[number]>(
    CHAIN_TYPES.find((c) => c === node.chainType) ?? '内链',
  )
  const [image, setImage] = useState(node.image ?? '')
  const [published, setPublished] = useState(node.status === 'published')
  const save = async () => {
    try {
      await staffCall('PATCH /ads/:id', {
        params: { id: node.id },
        body: {
          name,
          outerChain: link,
          chainType,
          status: published ? 'published' : 'draft',
          ...(kind === 'banner' ? { image } : {}),
        },
      })
      toast.success(t`Saved`)
      await onChanged()
    } catch (failure) {
      failed(failure, t`Saving failed`)
    }
  }
  const remove = async () => {
    if (!window.confirm(t`Delete “${node.name}”?`)) return
    try {
      await staffCall('DELETE /ads/:id', { params: { id: node.id } })
      await onChanged()
    } catch (failure) {
      failed(failure, t`Saving failed`)
    }
  }
  return (
    <li
      className="rounded-md border bg-background p-2"
      draggable
      onDragStart={(e) => {
        e.stopPropagation()
        e.dataTransfer.setData('text/plain', String(node.id))
        e.dataTransfer.effectAllowed = 'move'
      }}
      onDragOver={(e) => e.preventDefault()}
      onDrop={(e) => {
        e.preventDefault()
        e.stopPropagation()
        const dragged = Number(e.dataTransfer.getData('text/plain'))
        if (dragged && dragged !== node.id) onDropOn(dragged)
      }}
      data-testid="ad-row"
    >
      <div className="flex flex-wrap items-end gap-2">
        <GripVerticalIcon className="mb-2 size-4 cursor-grab text-muted-foreground" aria-hidden />
        <div className="flex min-w-36 flex-1 flex-col gap-1">
          <Label htmlFor={`${id}-name`} className="text-xs">{t`Name`}</Label>
          <Input
            id={`${id}-name`}
            value={name}
            maxLength={200}
            onChange={(e) => setName(e.target.value)}
          />
        </div>
        <div className="flex min-w-36 flex-1 flex-col gap-1">
          <Label htmlFor={`${id}-link`} className="text-xs">{t`Link`}</Label>
          <Input
            id={`${id}-link`}
            value={link}
            maxLength={500}
            onChange={(e) => setLink(e.target.value)}
          />
        </div>
        {kind === 'menu' && (
          <div className="flex flex-col gap-1">
            <Label htmlFor={`${id}-type`} className="text-xs">{t`Opens`}</Label>
            <NativeSelect
              id={`${id}-type`}
              value={chainType}
              onChange={(e) =>
                setChainType(CHAIN_TYPES.find((c) => c === e.target.value) ?? '内链')
              }
            >
              <option value="内链">{t`On this site`}</option>
              <option value="外链">{t`Another site`}</option>
            </NativeSelect>
          </div>
        )}
        <label className="mb-2 flex items-center gap-1.5 text-sm">
          <input
            type="checkbox"
            className="size-4 accent-primary"
            checked={published}
            onChange={(e) => setPublished(e.target.checked)}
          />
          {t`Published`}
        </label>
        <Button type="button" size="sm" onClick={() => void save()}>
          <Trans>Save</Trans>
        </Button>
        <MoveButtons
          index={index}
          count={count}
          onMove={onMove}
          earlierLabel={t`Move “${node.name}” up`}
          laterLabel={t`Move “${node.name}” down`}
        />
        <Button
          type="button"
          variant="ghost"
          size="sm"
          aria-label={t`Delete “${node.name}”`}
          onClick={() => void remove()}
        >
          <Trash2Icon aria-hidden />
        </Button>
      </div>
      {kind === 'banner' && (
        <div className="mt-2">
          <ContentField
            def={{ name: 'image', kind: 'image', label: msg`Image`, max: 500 }}
            value={image}
            onChange={(value) => setImage(typeof value === 'string' ? value : '')}
          />
        </div>
      )}
      {children}
    </li>
  )
}

/** The order of a whole list as the API takes it: each item with its parent, in order. */
function flatten(nodes: AdNode[]): Array<{ id: number; parentId: number | null }> {
  return nodes.flatMap((n) => [
    { id: n.id, parentId: null },
    ...n.child.map((c) => ({ id: c.id, parentId: n.id })),
  ])
}

/**
 * A list of one language: the menu (two levels) or a section's banners. Items are reordered
 * by dragging among their siblings, or with the up and down buttons (the keyboard's way).
 */
function AdList({
  type,
  lang,
  nodes,
  kind,
}: {
  type: string
  lang: Lang
  nodes: AdNode[]
  kind: 'menu' | 'banner'
}) {
  const { t } = useLingui()
  const client = useQueryClient()
  const [adding, setAdding] = useState('')
  const refresh = () => client.invalidateQueries({ queryKey: staffKeys.ads(type) })
  const saveOrder = async (next: AdNode[]) => {
    try {
      await staffCall('POST /ads/order', {
        body: { locale: lang, type, items: flatten(next) },
      })
      await refresh()
    } catch (failure) {
      failed(failure, t`Saving failed`)
    }
  }
  const reorder = (siblings: AdNode[], parent: AdNode | null, from: number, to: number) => {
    const next = moved(siblings, from, to)
    void saveOrder(
      parent ? nodes.map((n) => (n.id === parent.id ? { ...n, child: next } : n)) : next,
    )
  }
  const dropOn = (siblings: AdNode[], parent: AdNode | null, target: number, dragged: number) => {
    const from = siblings.findIndex((s) => s.id === dragged)
    if (from >= 0) reorder(siblings, parent, from, target)
  }
  const add = async (parentId: number | null, name: string) => {
    if (!name.trim()) return
    try {
      await staffCall('POST /ads', {
        body: {
          locale: lang,
          type,
          parentId,
          name,
          status: kind === 'banner' ? 'draft' : 'published',
        },
      })
      setAdding('')
      await refresh()
    } catch (failure) {
      failed(failure, t`Saving failed`)
    }
  }
  const rows = (siblings: AdNode[], parent: AdNode | null) =>
    siblings.map((node, i) => (
      <AdRow
        key={`${node.id}-${node.name}-${node.outerChain}-${node.image}-${node.status}`}
        node={node}
        kind={kind}
        index={i}
        count={siblings.length}
        onMove={(from, to) => reorder(siblings, parent, from, to)}
        onDropOn={(dragged) => dropOn(siblings, parent, i, dragged)}
        onChanged={refresh}
      >
        {kind === 'menu' && parent === null && (
          <ul className="mt-2 ml-6 flex flex-col gap-2">
            {rows(node.child, node)}
            <li>
              <AddItem
                label={t`Add a sub-item to “${node.name}”`}
                onAdd={(name) => add(node.id, name)}
              />
            </li>
          </ul>
        )}
      </AdRow>
    ))
  return (
    <div className="flex flex-col gap-3">
      <ul className="flex flex-col gap-2">{rows(nodes, null)}</ul>
      <AddItem
        label={kind === 'menu' ? t`Add a top-level item` : t`Add a banner`}
        value={adding}
        onAdd={(name) => add(null, name)}
      />
    </div>
  )
}

function AddItem({
  label,
  onAdd,
  value,
}: {
  label: string
  onAdd: (name: string) => Promise<void> | void
  value?: string
}) {
  const { t } = useLingui()
  const id = useId()
  const [name, setName] = useState(value ?? '')
  return (
    <div className="flex items-end gap-2">
      <div className="flex flex-1 flex-col gap-1">
        <Label htmlFor={id} className="text-xs">
          {label}
        </Label>
        <Input
          id={id}
          value={name}
          maxLength={200}
          placeholder={t`Name`}
          onChange={(e) => setName(e.target.value)}
        />
      </div>
      <Button
        type="button"
        variant="outline"
        onClick={() => {
          void onAdd(name)
          setName('')
        }}
      >
        <PlusIcon aria-hidden />
        <Trans>Add</Trans>
      </Button>
    </div>
  )
}

function TwoLanguages({ type, kind }: { type: string; kind: 'menu' | 'banner' }) {
  const ads = useAds(type)
  const languages = useLanguages()
  return (
    <div className="grid gap-6 xl:grid-cols-2">
      {languages.map(([lang, name]) => (
        <Card key={lang} data-testid={`ads-${lang}`}>
          <h2 className="mb-4 font-semibold">{name}</h2>
          {ads.data && <AdList type={type} lang={lang} nodes={ads.data[lang]} kind={kind} />}
        </Card>
      ))}
    </div>
  )
}

export function MenuScreen() {
  if (!useCan('content')) return <NoAccess />
  return (
    <>
      <PageHeader
        title={<Trans>Menu</Trans>}
        intro={
          <Trans>
            The site's top menu in each language. Drag an item among its siblings, or use its up and
            down buttons.
          </Trans>
        }
      />
      <TwoLanguages type={MENU_TYPE} kind="menu" />
    </>
  )
}

export function BannersScreen() {
  const { t } = useLingui()
  const id = useId()
  const [section, setSection] = useState<string>(BANNER_SECTIONS[0])
  if (!useCan('content')) return <NoAccess />
  return (
    <>
      <PageHeader
        title={<Trans>Banners</Trans>}
        intro={<Trans>The pictures above each section's pages, in each language.</Trans>}
      />
      <div className="mb-4 flex flex-col gap-1">
        <Label htmlFor={id}>{t`Section`}</Label>
        <NativeSelect
          id={id}
          className="max-w-60"
          value={section}
          onChange={(e) => setSection(e.target.value)}
        >
          {BANNER_SECTIONS.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </NativeSelect>
      </div>
      <TwoLanguages key={section} type={`banner-${section}`} kind="banner" />
    </>
  )
}

function FilingText({ node, language }: { node: AdNode; language: string }) {
  const { t } = useLingui()
  const client = useQueryClient()
  const [memo, setMemo] = useState(node.memo ?? '')
  const save = async () => {
    try {
      await staffCall('PATCH /ads/:id', { params: { id: node.id }, body: { memo } })
      toast.success(t`Saved`)
      await client.invalidateQueries({ queryKey: staffKeys.ads(FILING_TYPE) })
    } catch (failure) {
      failed(failure, t`Saving failed`)
    }
  }
  return (
    <div className="flex flex-col gap-3">
      <ContentField
        def={{ name: 'memo', kind: 'richtext', label: msg`Footer text`, max: 20_000 }}
        language={language}
        value={memo}
        onChange={(value) => setMemo(typeof value === 'string' ? value : '')}
      />
      <div>
        <Button type="button" onClick={() => void save()}>
          <Trans>Save</Trans>
        </Button>
      </div>
    </div>
  )
}

export function FilingScreen() {
  const ads = useAds(FILING_TYPE)
  const languages = useLanguages()
  if (!useCan('content')) return <NoAccess />
  return (
    <>
      <PageHeader
        title={<Trans>Filing record</Trans>}
        intro={<Trans>The copyright and ICP filing text at the foot of every page.</Trans>}
      />
      <div className="grid gap-6 xl:grid-cols-2">
        {languages.map(([lang, name]) => {
          const node = ads.data?.[lang][0]?.child[0]
          return (
            <Card key={lang}>
              <h2 className="mb-4 font-semibold">{name}</h2>
              {node ? (
                <FilingText key={`${node.id}-${node.memo}`} node={node} language={name} />
              ) : (
                ads.data && (
                  <p className="text-sm text-muted-foreground">
                    <Trans>This language has no filing record.</Trans>
                  </p>
                )
              )}
            </Card>
          )
        })}
      </div>
    </>
  )
}

type SeoEntry = AnswerOf<'GET /seo'>[number]
type SeoValues = NonNullable<SeoEntry['en']>

function SeoForm({ entry, onSaved }: { entry: SeoEntry; onSaved: () => Promise<void> }) {
  const { t } = useLingui()
  const id = useId()
  const languages = useLanguages()
  const empty = { title: '', description: '', keywords: '' }
  const [values, setValues] = useState<Record<Lang, SeoValues>>({
    en: entry.en ?? empty,
    zh: entry.zh ?? empty,
  })
  const save = async () => {
    const blank = (v: SeoValues) => !v.title && !v.description && !v.keywords
    try {
      await staffCall('POST /seo', {
        body: {
          page: entry.page,
          en: blank(values.en) ? null : values.en,
          zh: blank(values.zh) ? null : values.zh,
        },
      })
      toast.success(t`Saved`)
      await onSaved()
    } catch (failure) {
      failed(failure, t`Saving failed`)
    }
  }
  const set = (lang: Lang, field: keyof SeoValues, value: string) =>
    setValues((v) => ({ ...v, [lang]: { ...v[lang], [field]: value } }))
  return (
    <Card>
      <h2 className="mb-3 font-mono text-sm font-semibold">{entry.page}</h2>
      <div className="grid gap-4 md:grid-cols-2">
        {languages.map(([lang, name]) => (
          <fieldset key={lang} className="flex flex-col gap-2">
            <legend className="mb-1 text-sm font-medium">{name}</legend>
            {(
              [
                ['title', t`Page title`, 200],
                ['description', t`Description`, 500],
                ['keywords', t`Keywords`, 300],
              ] as const
            ).map(([field, label, max]) => (
              <div key={field} className="flex flex-col gap-1">
                <Label htmlFor={`${id}-${lang}-${field}`} className="text-xs">
                  {`${label} (${name})`}
                </Label>
                <Input
                  id={`${id}-${lang}-${field}`}
                  value={values[lang][field]}
                  maxLength={max}
                  onChange={(e) => set(lang, field, e.target.value)}
                />
              </div>
            ))}
          </fieldset>
        ))}
      </div>
      <Button type="button" className="mt-3" onClick={() => void save()}>
        <Trans>Save</Trans>
      </Button>
    </Card>
  )
}

export function SeoScreen() {
  const { t } = useLingui()
  const id = useId()
  const client = useQueryClient()
  const [page, setPage] = useState('')
  const [extra, setExtra] = useState<string[]>([])
  const list = useQuery(staffQueries.seo())
  if (!useCan('content')) return <NoAccess />
  const entries = [
    ...(list.data ?? []),
    ...extra
      .filter((p) => !list.data?.some((e) => e.page === p))
      .map((p) => ({ page: p, en: null, zh: null })),
  ]
  const refresh = () => client.invalidateQueries({ queryKey: staffKeys.seo() })
  return (
    <>
      <PageHeader
        title={<Trans>Page SEO</Trans>}
        intro={
          <Trans>
            Titles, descriptions and keywords search engines read, per page and language.
          </Trans>
        }
      />
      <div className="mb-6 flex items-end gap-2">
        <div className="flex flex-col gap-1">
          <Label htmlFor={id}>{t`Page path`}</Label>
          <Input
            id={id}
            value={page}
            placeholder="/about/about-us"
            maxLength={200}
            onChange={(e) => setPage(e.target.value.trim())}
          />
        </div>
        <Button
          type="button"
          variant="outline"
          disabled={!page.startsWith('/')}
          onClick={() => {
            setExtra((e) => [...e, page])
            setPage('')
          }}
        >
          <PlusIcon aria-hidden />
          <Trans>Add a page</Trans>
        </Button>
      </div>
      <div className="flex flex-col gap-4">
        {entries.map((entry) => (
          <SeoForm key={`${entry.page}-${JSON.stringify(entry)}`} entry={entry} onSaved={refresh} />
        ))}
      </div>
    </>
  )
}

const route = getRouteApi('/staff/site/$part')

/** /staff/site/menu, /banners, /filing, /seo and /settings. */
export function SiteFrameScreen() {
  const { part } = route.useParams()
  if (part === 'settings') return <SiteSettingsScreen />
  if (part === 'menu') return <MenuScreen />
  if (part === 'banners') return <BannersScreen />
  if (part === 'filing') return <FilingScreen />
  if (part === 'seo') return <SeoScreen />
  return (
    <ErrorNote>
      <Trans>There is no such kind of content.</Trans>
    </ErrorNote>
  )
}

import { Trans, useLingui } from '@lingui/react/macro'
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import { getRouteApi, Link } from '@tanstack/react-router'
import { type ReactNode, useEffect, useId, useRef, useState } from 'react'
import { ResponsiveImage } from '~/components/content/responsive-image'
import { FormMessage } from '~/components/form/form-message'
import { Button } from '~/components/ui/button'
import { Input, Label } from '~/components/ui/input'
import { toast } from '~/lib/toast'
import { FILING_TYPE, MENU_TYPE } from '~/shared/staff/content'
import { type AnswerOf, staffCall } from '../calls'
import { MEDIA_ACCEPT } from '../components/media-picker'
import {
  Card,
  ErrorNote,
  NoAccess,
  PageHeader,
  PageSteps,
  SearchBox,
  Toolbar,
} from '../components/ui'
import { useCan, useConsole } from '../console-context'
import { formatWhen } from '../labels'
import { staffKeys, staffQueries } from '../queries'
import type { MediaItem } from '../types'

const route = getRouteApi('/staff/media')
const PAGE_SIZE = 24

export function MediaScreen() {
  if (!useCan('media')) return <NoAccess />
  return <MediaLibrary />
}

function MediaLibrary() {
  const { t } = useLingui()
  const { locale } = useConsole()
  const id = useId()
  const search = route.useSearch()
  const navigate = route.useNavigate()
  const client = useQueryClient()
  const page = search.page ?? 1
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const list = useQuery({
    ...staffQueries.media({ q: search.q, page, pageSize: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  })
  const upload = async (form: HTMLFormElement) => {
    const data = new FormData(form)
    if (data.getAll('file').every((f) => !(f instanceof File) || f.size === 0)) {
      setError(t`Choose an image`)
      return
    }
    setBusy(true)
    setError(null)
    try {
      const stored = await staffCall('POST /media', { body: data })
      toast.success(t`${stored.length} images stored`)
      form.reset()
      await client.invalidateQueries({ queryKey: staffKeys.media() })
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : t`Upload failed`)
    } finally {
      setBusy(false)
    }
  }
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / PAGE_SIZE))
  return (
    <>
      <PageHeader
        title={<Trans>Media library</Trans>}
        intro={
          <Trans>
            Images are resized and converted once (AVIF and WebP in several widths) and served with
            long cache lifetimes.
          </Trans>
        }
      />
      <Card className="mb-6">
        <form
          className="flex flex-wrap items-end gap-4"
          aria-label={t`Upload images`}
          onSubmit={(e) => {
            e.preventDefault()
            void upload(e.currentTarget)
          }}
        >
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-file`} required>
              {t`Images`}
            </Label>
            <Input
              id={`${id}-file`}
              name="file"
              type="file"
              accept={MEDIA_ACCEPT}
              multiple
              className="h-auto py-1.5"
            />
          </div>
          <div className="flex min-w-64 flex-1 flex-col gap-1.5">
            <Label htmlFor={`${id}-alt`}>{t`Description (alt text)`}</Label>
            <Input id={`${id}-alt`} name="alt" maxLength={300} />
          </div>
          <Button type="submit" disabled={busy} aria-busy={busy}>
            {busy ? <Trans>Converting…</Trans> : <Trans>Upload</Trans>}
          </Button>
        </form>
        {error && (
          <div className="mt-3">
            <FormMessage kind="error">{error}</FormMessage>
          </div>
        )}
      </Card>
      <Toolbar>
        <SearchBox
          value={search.q ?? ''}
          label={t`Search file name or description`}
          onSearch={(q) => void navigate({ search: { q: q || undefined } })}
        />
      </Toolbar>
      {list.error && <ErrorNote>{list.error.message}</ErrorNote>}
      <ul
        className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4 2xl:grid-cols-6"
        data-testid="media-grid"
      >
        {list.data?.list.map((item) => (
          <li
            key={item.id}
            className="overflow-hidden rounded-lg border bg-background"
            aria-label={item.fileName}
          >
            <div className="aspect-square bg-muted">
              <ResponsiveImage
                image={item}
                sizes="(min-width: 1536px) 16vw, (min-width: 1024px) 25vw, 50vw"
                className="size-full object-contain"
              />
            </div>
            <div className="p-2 text-xs">
              <p className="truncate font-medium" title={item.fileName}>
                {item.fileName}
              </p>
              <p className="text-muted-foreground">
                {item.width}×{item.height} · {formatWhen(locale, item.createdAt)}
              </p>
              <ImageDetails item={item} others={list.data?.list ?? []} />
            </div>
          </li>
        ))}
      </ul>
      {list.data && list.data.total === 0 && (
        <p className="text-sm text-muted-foreground">
          <Trans>No images yet.</Trans>
        </p>
      )}
      {pages > 1 && (
        <nav className="mt-4 flex items-center gap-2 text-sm" aria-label={t`Pages`}>
          <PageSteps
            page={page}
            pages={pages}
            onPage={(next) =>
              void navigate({ search: (p) => ({ ...p, page: next > 1 ? next : undefined }) })
            }
          />
        </nav>
      )}
    </>
  )
}

/**
 * One image's uses, focal point, replacement and delete, behind a native disclosure: the uses
 * are read when it opens; a delete refused while the image is shown (409) says where.
 */
function ImageDetails({ item, others }: { item: MediaItem; others: MediaItem[] }) {
  const { t } = useLingui()
  const id = useId()
  const client = useQueryClient()
  const [open, setOpen] = useState(false)
  const disclosure = useRef<HTMLDetailsElement>(null)
  // Opened before the console's code took over, the toggle was not heard: read it once.
  useEffect(() => {
    if (disclosure.current?.open) setOpen(true)
  }, [])
  const [focus, setFocus] = useState({ x: item.focalX, y: item.focalY })
  const [message, setMessage] = useState<{ kind: 'error' | 'success'; text: string } | null>(null)
  const usage = useQuery({
    queryKey: [...staffKeys.media(), 'usage', item.id] as const,
    queryFn: () => staffCall('GET /media/:id/usage', { params: { id: item.id } }),
    enabled: open,
  })
  const failed = (failure: unknown) =>
    setMessage({
      kind: 'error',
      text: failure instanceof Error ? failure.message : t`Saving failed`,
    })
  const remove = async () => {
    if (!window.confirm(t`Delete ${item.fileName}?`)) return
    setMessage(null)
    try {
      await staffCall('DELETE /media/:id', { params: { id: item.id } })
      await client.invalidateQueries({ queryKey: staffKeys.media() })
    } catch (failure) {
      failed(failure)
    }
  }
  const saveFocus = async (form: HTMLFormElement) => {
    const data = new FormData(form)
    setMessage(null)
    try {
      await staffCall('PATCH /media/:id', {
        params: { id: item.id },
        body: { focalX: Number(data.get('focalX')), focalY: Number(data.get('focalY')) },
      })
      setMessage({ kind: 'success', text: t`Focal point saved.` })
      await client.invalidateQueries({ queryKey: staffKeys.media() })
    } catch (failure) {
      failed(failure)
    }
  }
  const replace = async (form: HTMLFormElement) => {
    const mediaId = Number(new FormData(form).get('mediaId'))
    const other = others.find((o) => o.id === mediaId)
    if (
      !other ||
      !window.confirm(t`Show ${other.fileName} everywhere ${item.fileName} is shown?`)
    ) {
      return
    }
    setMessage(null)
    try {
      const done = await staffCall('POST /media/:id/replace', {
        params: { id: item.id },
        body: { mediaId },
      })
      setMessage({ kind: 'success', text: t`Replaced in ${done.replaced.length} places.` })
      await client.invalidateQueries({ queryKey: staffKeys.media() })
    } catch (failure) {
      failed(failure)
    }
  }
  return (
    <details ref={disclosure} className="mt-1" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary className="cursor-pointer text-sm font-medium">
        <Trans>Uses, focal point, delete</Trans>
      </summary>
      <div className="mt-2 flex flex-col gap-3">
        <section aria-label={t`Where it is shown`}>
          <h3 className="font-medium">
            <Trans>Where it is shown</Trans>
          </h3>
          {/* Shown before the details open too, so the uses arriving do not move the picture
              below while it is aimed at. */}
          {usage.isPending && (
            <p className="text-muted-foreground">
              <Trans>Loading…</Trans>
            </p>
          )}
          {usage.error && <ErrorNote>{usage.error.message}</ErrorNote>}
          {usage.data && usage.data.list.length === 0 && (
            <p className="text-muted-foreground">
              <Trans>Not shown anywhere.</Trans>
            </p>
          )}
          {usage.data && usage.data.list.length > 0 && (
            <ul className="list-disc pl-4" data-testid="media-usage">
              {usage.data.list.map((use) => (
                <li key={`${use.place}-${use.id}-${use.locale}-${use.field}`}>
                  <UseLink use={use}>
                    {use.label} “{use.title}”
                  </UseLink>{' '}
                  ({use.locale === 'zh' ? t`Chinese` : t`English`}, {use.fieldLabel})
                </li>
              ))}
            </ul>
          )}
        </section>
        <form
          className="flex flex-wrap items-end gap-2"
          aria-label={t`Focal point`}
          onSubmit={(e) => {
            e.preventDefault()
            void saveFocus(e.currentTarget)
          }}
        >
          {/* A click on the picture puts the point there; the two fields are the way without a mouse. */}
          <button
            type="button"
            className="relative block w-full cursor-crosshair"
            aria-hidden
            tabIndex={-1}
            onClick={(e) => {
              const box = e.currentTarget.getBoundingClientRect()
              const percent = (at: number, size: number) =>
                Math.min(100, Math.max(0, Math.round((at / size) * 100)))
              setFocus({
                x: percent(e.clientX - box.left, box.width),
                y: percent(e.clientY - box.top, box.height),
              })
            }}
          >
            <ResponsiveImage image={item} sizes="16rem" className="block h-auto w-full" />
            <span
              className="absolute size-3 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-white bg-primary shadow"
              style={{ left: `${focus.x}%`, top: `${focus.y}%` }}
            />
          </button>
          <div className="flex flex-col gap-1">
            <Label htmlFor={`${id}-x`}>{t`Focal point from the left (%)`}</Label>
            <Input
              id={`${id}-x`}
              name="focalX"
              type="number"
              min={0}
              max={100}
              step={1}
              required
              value={focus.x}
              onChange={(e) => setFocus({ ...focus, x: Number(e.currentTarget.value) })}
              className="w-20"
            />
          </div>
          <div className="flex flex-col gap-1">
            <Label htmlFor={`${id}-y`}>{t`Focal point from the top (%)`}</Label>
            <Input
              id={`${id}-y`}
              name="focalY"
              type="number"
              min={0}
              max={100}
              step={1}
              required
              value={focus.y}
              onChange={(e) => setFocus({ ...focus, y: Number(e.currentTarget.value) })}
              className="w-20"
            />
          </div>
          <Button type="submit" size="sm" variant="outline">
            <Trans>Save focal point</Trans>
          </Button>
        </form>
        {others.length > 1 && (
          <form
            className="flex flex-wrap items-end gap-2"
            aria-label={t`Replace everywhere`}
            onSubmit={(e) => {
              e.preventDefault()
              void replace(e.currentTarget)
            }}
          >
            <div className="flex flex-col gap-1">
              <Label htmlFor={`${id}-with`}>{t`Show instead`}</Label>
              <select
                id={`${id}-with`}
                name="mediaId"
                required
                className="h-8 max-w-40 rounded-md border bg-background px-2"
              >
                {others
                  .filter((o) => o.id !== item.id)
                  .map((o) => (
                    <option key={o.id} value={o.id}>
                      {o.fileName}
                    </option>
                  ))}
              </select>
            </div>
            <Button type="submit" size="sm" variant="outline">
              <Trans>Replace everywhere</Trans>
            </Button>
          </form>
        )}
        {message && <FormMessage kind={message.kind}>{message.text}</FormMessage>}
        <Button
          type="button"
          variant="ghost"
          size="sm"
          className="self-start"
          onClick={() => void remove()}
        >
          <Trans>Delete</Trans>
        </Button>
      </div>
    </details>
  )
}

type Use = AnswerOf<'GET /media/:id/usage'>['list'][number]

/** A use, linked to the screen that edits it: the item's editor, the menu, banners, settings. */
function UseLink({ use, children }: { use: Use; children: ReactNode }) {
  const className = 'underline underline-offset-2'
  if (use.place === 'site-settings' || use.place === 'ads') {
    const part =
      use.place === 'site-settings'
        ? 'settings'
        : use.adType === MENU_TYPE
          ? 'menu'
          : use.adType === FILING_TYPE
            ? 'filing'
            : 'banners'
    return (
      <Link to="/staff/site/$part" params={{ part }} className={className}>
        {children}
      </Link>
    )
  }
  return (
    <Link
      to="/staff/content/$collection/$id"
      params={{ collection: use.place, id: use.id }}
      className={className}
    >
      {children}
    </Link>
  )
}

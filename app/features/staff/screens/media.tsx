import { Trans, useLingui } from '@lingui/react/macro'
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { useId, useState } from 'react'
import { ResponsiveImage } from '~/components/content/responsive-image'
import { FormMessage } from '~/components/form/form-message'
import { Button } from '~/components/ui/button'
import { Input, Label } from '~/components/ui/input'
import { toast } from '~/lib/toast'
import { staffCall } from '../calls'
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
  const remove = async (item: MediaItem) => {
    if (!window.confirm(t`Delete ${item.fileName}? Pages showing it lose the image.`)) return
    try {
      await staffCall('DELETE /media/:id', { params: { id: item.id } })
      await client.invalidateQueries({ queryKey: staffKeys.media() })
    } catch (failure) {
      toast.error(failure instanceof Error ? failure.message : t`Saving failed`)
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
          <li key={item.id} className="overflow-hidden rounded-lg border bg-background">
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
              <Button
                type="button"
                variant="ghost"
                size="sm"
                className="mt-1"
                onClick={() => void remove(item)}
              >
                <Trans>Delete</Trans>
              </Button>
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

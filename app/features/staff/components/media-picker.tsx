import { Trans, useLingui } from '@lingui/react/macro'
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { ResponsiveImage } from '~/components/content/responsive-image'
import { FormMessage } from '~/components/form/form-message'
import { Button } from '~/components/ui/button'
import { Dialog, DialogContent, DialogHeader, DialogTitle } from '~/components/ui/dialog'
import { Input, Label } from '~/components/ui/input'
import { mediaReference } from '~/lib/media-image'
import { staffCall } from '../calls'
import { staffKeys, staffQueries } from '../queries'
import type { MediaItem } from '../types'
import { PageSteps, SearchBox } from './ui'

const PAGE_SIZE = 12

/** The image types the media library converts (the upload fields' `accept`). */
export const MEDIA_ACCEPT = 'image/jpeg,image/png,image/webp,image/avif,image/gif'

/**
 * Chooses an image of the media library, or uploads one (it is resized and converted once, and
 * chosen at once). Answers the image's reference URL: pages show it in the widths they need.
 */
export function MediaPicker({
  open,
  onOpenChange,
  onPick,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  onPick: (url: string, item: MediaItem) => void
}) {
  const { t } = useLingui()
  const id = useId()
  const client = useQueryClient()
  const [q, setQ] = useState('')
  const [page, setPage] = useState(1)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const list = useQuery({
    ...staffQueries.media({ q, page, pageSize: PAGE_SIZE }),
    placeholderData: keepPreviousData,
    enabled: open,
  })
  const pick = (item: MediaItem) => {
    onPick(mediaReference(item), item)
    onOpenChange(false)
  }
  const upload = async (form: HTMLFormElement) => {
    const data = new FormData(form)
    const file = data.get('file')
    if (!(file instanceof File) || file.size === 0) {
      setError(t`Choose an image`)
      return
    }
    setBusy(true)
    setError(null)
    try {
      const [stored] = await staffCall('POST /media', { body: data })
      await client.invalidateQueries({ queryKey: staffKeys.media() })
      if (stored) pick(stored)
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : t`Upload failed`)
    } finally {
      setBusy(false)
    }
  }
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / PAGE_SIZE))
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-3xl" closeLabel={t`Close`}>
        <DialogHeader>
          <DialogTitle>
            <Trans>Choose an image</Trans>
          </DialogTitle>
        </DialogHeader>
        <form
          className="flex flex-wrap items-end gap-3 rounded-md border p-3"
          aria-label={t`Upload an image`}
          onSubmit={(e) => {
            // The dialog is a portal: React would carry this submit on to the edit form the
            // picker was opened from, which would save (and publish) the half-edited item.
            e.preventDefault()
            e.stopPropagation()
            void upload(e.currentTarget)
          }}
        >
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-file`}>{t`New image`}</Label>
            <Input
              id={`${id}-file`}
              name="file"
              type="file"
              accept={MEDIA_ACCEPT}
              className="h-auto py-1.5"
            />
          </div>
          <div className="flex min-w-48 flex-1 flex-col gap-1.5">
            <Label htmlFor={`${id}-alt`}>{t`Description (alt text)`}</Label>
            <Input id={`${id}-alt`} name="alt" maxLength={300} />
          </div>
          <Button type="submit" disabled={busy} aria-busy={busy}>
            {busy ? <Trans>Converting…</Trans> : <Trans>Upload and use</Trans>}
          </Button>
        </form>
        {error && <FormMessage kind="error">{error}</FormMessage>}
        <SearchBox
          value={q}
          label={t`Search file name or description`}
          onSearch={(next) => {
            setQ(next)
            setPage(1)
          }}
        />
        <ul className="grid grid-cols-3 gap-3 sm:grid-cols-4" data-testid="media-picker-grid">
          {list.data?.list.map((item) => (
            <li key={item.id}>
              <button
                type="button"
                className="block w-full overflow-hidden rounded-md border text-left hover:ring-2 hover:ring-primary focus-visible:ring-2 focus-visible:ring-primary"
                onClick={() => pick(item)}
              >
                <span className="block aspect-square bg-muted">
                  <ResponsiveImage
                    image={item}
                    sizes="160px"
                    className="size-full object-contain"
                  />
                </span>
                <span className="block truncate p-1 text-xs">{item.alt || item.fileName}</span>
              </button>
            </li>
          ))}
        </ul>
        {list.data?.total === 0 && (
          <p className="text-sm text-muted-foreground">
            <Trans>No images yet.</Trans>
          </p>
        )}
        {pages > 1 && (
          <div className="flex items-center gap-2 text-sm">
            <PageSteps page={page} pages={pages} onPage={setPage} />
          </div>
        )}
      </DialogContent>
    </Dialog>
  )
}

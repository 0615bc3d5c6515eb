import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import type { Locale } from '~/i18n/locale'
import type { CollectionName } from '~/shared/staff/content'
import { StaffApiError } from '../api'
import { type StaffDownloads, staffDownload } from '../calls'

/** How long typing pauses before the page is drawn again. */
const REDRAW_MS = 600

type Props = {
  collection: CollectionName
  /** The item's id; null for a new item. */
  id: string | null
  body: StaffDownloads['POST /preview/:collection']['body']
  locale: Locale
}

/**
 * The public page as the form's current values would make it, drawn again as one types: the
 * server validates the form as a save would, draws the page from it and keeps nothing. The page
 * is shown in a sandboxed frame (no scripts, no access to the console).
 */
export default function LivePreview({ collection, id, body, locale }: Props) {
  const { t } = useLingui()
  const [html, setHtml] = useState<string | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  useEffect(() => {
    const abort = new AbortController()
    const timer = setTimeout(() => {
      const request = id
        ? staffDownload('POST /preview/:collection/:id', {
            params: { collection, id },
            query: { locale },
            body,
            signal: abort.signal,
          })
        : staffDownload('POST /preview/:collection', {
            params: { collection },
            query: { locale },
            body,
            signal: abort.signal,
          })
      request
        .then((response) => response.text())
        .then((page) => {
          setHtml(page)
          setProblem(null)
        })
        .catch((failure: unknown) => {
          if (abort.signal.aborted) return
          setProblem(failure instanceof StaffApiError ? failure.message : t`The preview failed`)
        })
    }, REDRAW_MS)
    return () => {
      clearTimeout(timer)
      abort.abort()
    }
  }, [collection, id, body, locale, t])
  return (
    <div className="flex flex-col gap-2">
      {problem && (
        <p role="status" className="text-sm text-destructive" data-testid="live-preview-problem">
          <Trans>The preview shows the last form that could be saved: {problem}</Trans>
        </p>
      )}
      {html === null && !problem && (
        <p aria-busy className="text-sm text-muted-foreground">
          <Trans>Drawing the page…</Trans>
        </p>
      )}
      {html !== null && (
        <iframe
          title={t`Live preview`}
          sandbox=""
          srcDoc={html}
          className="h-[70vh] w-full rounded-md border bg-white"
          data-testid="live-preview"
        />
      )}
    </div>
  )
}

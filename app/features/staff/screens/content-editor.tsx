import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { getRouteApi, Link, useBlocker } from '@tanstack/react-router'
import { EyeIcon } from 'lucide-react'
import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { FormMessage } from '~/components/form/form-message'
import { Button } from '~/components/ui/button'
import type { Locale } from '~/i18n/locale'
import { toast } from '~/lib/toast'
import {
  COLLECTIONS,
  type CollectionDef,
  type CollectionName,
  type ContentDraft as Draft,
  type FieldDef,
  isCollectionName,
  type ContentItem as LiveItem,
  PUBLISH_AT_FIELD,
  type ContentReview as Review,
} from '~/shared/staff/content'
import { StaffApiError } from '../api'
import { staffCall } from '../calls'
import { ContentField } from '../components/content-fields'
import { AlsoOpen, useItemPresence } from '../components/presence'
import { Revisions } from '../components/revisions'
import { Badge, Card, ErrorNote, NoAccess, PageHeader } from '../components/ui'
import { useCan, useConsole } from '../console-context'
import { formatWhen, stateLabel } from '../labels'
import { staffKeys, staffQueries } from '../queries'
import { NoSuchCollection, stateTone } from './content-list'

const route = getRouteApi('/staff/content/$collection/$id')

/** Loaded when the live preview is first opened. */
const LivePreview = lazy(() => import('../components/live-preview'))

/** When an approval publishes: empty, at once. */
const APPROVE_AT_FIELD: FieldDef = {
  ...PUBLISH_AT_FIELD,
  name: 'approveAt',
  help: msg`Empty: at once. A time in the future schedules it; the live version stays until then.`,
}

/** An item as the API answers it: the live version, its draft and where it stands in review. */
type ContentItem = LiveItem & { draft: Draft | null; review: Review | null }

type Lang = Locale
type Body = Record<string, unknown> & {
  en: Record<string, unknown> | null
  zh: Record<string, unknown> | null
}

function emptyLanguage(def: CollectionDef): Record<string, unknown> {
  return Object.fromEntries(
    def.localized.map((f) => [
      f.name,
      f.kind === 'specs' || f.kind === 'links' || f.kind === 'partNames' ? [] : '',
    ]),
  )
}

function newBody(def: CollectionDef): Body {
  const body: Body = { en: emptyLanguage(def), zh: emptyLanguage(def), status: 'draft' }
  for (const f of def.shared) {
    body[f.name] =
      f.kind === 'boolean'
        ? false
        : f.kind === 'gallery' || f.kind === 'refs' || f.kind === 'parts'
          ? []
          : f.kind === 'integer'
            ? 0
            : f.kind === 'text' || f.kind === 'url' || f.kind === 'image' || f.kind === 'textarea'
              ? ''
              : null
  }
  if (!def.dateField) body.publishAt = null
  return body
}

/** Where the editor keeps what is typed, in this browser, until it is saved or discarded. */
const draftKey = (def: CollectionDef, item: ContentItem | null) =>
  `staff-draft:${def.name}:${item?.id ?? 'new'}`

type LocalDraft = { at: string; version: string | null; body: Body }

function readDraft(key: string): LocalDraft | null {
  try {
    const raw = window.localStorage.getItem(key)
    if (!raw) return null
    const parsed: unknown = JSON.parse(raw)
    if (typeof parsed !== 'object' || parsed === null) return null
    const at = Reflect.get(parsed, 'at')
    const version = Reflect.get(parsed, 'version')
    const body = Reflect.get(parsed, 'body')
    if (typeof at !== 'string' || typeof body !== 'object' || body === null) return null
    return {
      at,
      version: typeof version === 'string' ? version : null,
      body: { en: null, zh: null, ...body },
    }
  } catch {
    return null
  }
}

function forgetDraft(key: string) {
  try {
    window.localStorage.removeItem(key)
  } catch {
    // Storage off: nothing was kept.
  }
}

/** How long typing pauses before the draft is kept (in this browser; on the server). */
const AUTOSAVE_MS = 800
const SERVER_AUTOSAVE_MS = 1500

function bodyOf(def: CollectionDef, item: ContentItem): Body {
  const strip = (v: ContentItem['en']) => {
    if (!v) return null
    const { id: _id, ...rest } = v
    return rest
  }
  const body: Body = { en: strip(item.en), zh: strip(item.zh), status: item.status }
  for (const f of def.shared) body[f.name] = item[f.name]
  if (!def.dateField) body.publishAt = item.publishAt
  return body
}

/** The form's body from the item's server draft: its languages and shared fields. */
function bodyOfDraft(def: CollectionDef, item: ContentItem, draft: Draft): Body {
  const body = bodyOf(def, item)
  for (const f of def.shared) if (f.name in draft) body[f.name] = draft[f.name]
  return { ...body, en: draft.en, zh: draft.zh }
}

/** What a draft keeps of the form: both languages and the shared fields. */
function draftPayload(def: CollectionDef, body: Body): Record<string, unknown> {
  const out: Record<string, unknown> = { en: body.en, zh: body.zh }
  for (const f of def.shared) out[f.name] = body[f.name]
  return out
}

export function ContentEditorScreen() {
  const { collection, id } = route.useParams()
  if (!useCan('content')) return <NoAccess />
  if (!isCollectionName(collection)) return <NoSuchCollection />
  return <ContentEditor collection={collection} id={id} />
}

function ContentEditor({ collection, id }: { collection: CollectionName; id: string }) {
  const { t, i18n } = useLingui()
  const isNew = id === 'new'
  const def = COLLECTIONS[collection]
  const item = useQuery({ ...staffQueries.contentItem(collection, id), enabled: !isNew })
  if (!isNew && item.isPending) return <div aria-busy className="min-h-64" />
  if (!isNew && item.error) return <ErrorNote>{item.error.message}</ErrorNote>
  return (
    <Editor
      key={`${collection}/${id}/${item.data?.updatedAt ?? ''}`}
      def={def}
      item={isNew ? null : (item.data ?? null)}
      title={isNew ? t`New: ${i18n._(def.singular)}` : i18n._(def.singular)}
    />
  )
}

function Editor({
  def,
  item,
  title,
}: {
  def: CollectionDef
  item: ContentItem | null
  title: string
}) {
  const { t, i18n } = useLingui()
  const { locale } = useConsole()
  const navigate = route.useNavigate()
  const client = useQueryClient()
  const canPublish = useCan('publish')
  const [body, setBody] = useState<Body>(() =>
    item ? (item.draft ? bodyOfDraft(def, item, item.draft) : bodyOf(def, item)) : newBody(def),
  )
  // An existing item's autosave keeps its draft on the server, beside the live version.
  const serverDrafts = item !== null && def.publishing
  const [draft, setDraft] = useState<Draft | null>(item?.draft ?? null)
  const [review, setReview] = useState<Review | null>(item?.review ?? null)
  const [draftNote, setDraftNote] = useState<string | null>(null)
  /** The version the next draft save is made on (409 when someone else saved since). */
  const draftVersion = useRef<string | null>(
    item ? (item.draft?.updatedAt ?? item.updatedAt) : null,
  )
  const bodyRef = useRef(body)
  bodyRef.current = body
  const [approveAt, setApproveAt] = useState<string | null>(null)
  const [comment, setComment] = useState('')
  const [sendingBack, setSendingBack] = useState(false)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [stale, setStale] = useState(false)
  const [busy, setBusy] = useState(false)
  const [dirty, setDirty] = useState(false)
  const dirtyRef = useRef(false)
  dirtyRef.current = dirty
  const others = useItemPresence(def.name, item?.id ?? null, dirty)
  const [livePreview, setLivePreview] = useState(false)
  const key = draftKey(def, item)
  // A draft kept in this browser from before (a reload, a closed tab): offered, never applied
  // by itself.
  const [offered, setOffered] = useState<LocalDraft | null>(null)
  const [keptAt, setKeptAt] = useState<string | null>(null)
  useEffect(() => setOffered(readDraft(key)), [key])
  /** Keeps the form as the item's draft on the server; true when it was kept. */
  const keepDraft = async (): Promise<boolean> => {
    if (!item) return false
    const sent = bodyRef.current
    try {
      const saved = await staffCall('PUT /:collection/:id/draft', {
        params: { collection: def.name, id: item.id },
        body: { ...draftPayload(def, sent), version: draftVersion.current },
      })
      draftVersion.current = saved.draft?.updatedAt ?? draftVersion.current
      setDraft(saved.draft)
      setReview(saved.review)
      setDraftNote(null)
      setErrors({})
      // Typed on while it was sent: still unsaved, and kept at the next pause.
      if (bodyRef.current === sent) {
        dirtyRef.current = false
        setDirty(false)
      }
      return true
    } catch (failure) {
      if (failure instanceof StaffApiError) {
        setErrors(failure.fieldErrors)
        setDraftNote(failure.message)
        if (failure.reason === 'stale') setStale(true)
      } else setDraftNote(t`The draft could not be saved`)
      return false
    }
  }
  const languages: Array<[Lang, string]> = [
    ['en', t`English`],
    ['zh', t`Chinese`],
  ]
  // Autosave: what is typed is kept in this browser after a pause; it is never sent, so it never
  // publishes anything. Saving (or discarding it) forgets it.
  // The autosave calls the latest keepDraft (it reads the form through its ref).
  const keepDraftRef = useRef(keepDraft)
  keepDraftRef.current = keepDraft
  useEffect(() => {
    if (!dirty) return
    if (serverDrafts) {
      const timer = setTimeout(() => void keepDraftRef.current(), SERVER_AUTOSAVE_MS)
      return () => clearTimeout(timer)
    }
    const timer = setTimeout(() => {
      const draft: LocalDraft = {
        at: new Date().toISOString(),
        version: item?.updatedAt ?? null,
        body,
      }
      try {
        window.localStorage.setItem(key, JSON.stringify(draft))
        setKeptAt(draft.at)
      } catch {
        // Storage full or off: the guard below still asks before leaving.
      }
    }, AUTOSAVE_MS)
    return () => clearTimeout(timer)
  }, [body, dirty, key, item, serverDrafts])
  // Leaving with unsaved changes asks first: the tab (closing, reloading) and in-app links.
  useBlocker({
    shouldBlockFn: () =>
      dirtyRef.current &&
      !window.confirm(
        serverDrafts
          ? t`Leave without saving? What you typed in the last seconds is not in the draft yet.`
          : t`Leave without saving? Your changes stay as a draft in this browser only.`,
      ),
    enableBeforeUnload: () => dirtyRef.current,
  })
  const clean = () => {
    dirtyRef.current = false
    setDirty(false)
    setKeptAt(null)
    forgetDraft(key)
  }
  const setShared = (name: string, value: unknown) => {
    setDirty(true)
    setBody((b) => ({ ...b, [name]: value }))
  }
  const setLocalized = (lang: Lang, name: string, value: unknown) => {
    setDirty(true)
    setBody((b) => ({ ...b, [lang]: { ...(b[lang] ?? emptyLanguage(def)), [name]: value } }))
  }
  const toggleLanguage = (lang: Lang, on: boolean) => {
    setDirty(true)
    setBody((b) => ({ ...b, [lang]: on ? emptyLanguage(def) : null }))
  }
  const save = async (status?: 'draft' | 'review' | 'published') => {
    // A publication time in the past that this form set publishes at once: asked first.
    const dateName = def.dateField ?? (def.publishing ? 'publishAt' : null)
    const when = dateName ? body[dateName] : null
    const publishing = status === 'published' || (!status && body.status === 'published')
    if (
      publishing &&
      dateName &&
      typeof when === 'string' &&
      when !== (item?.[dateName] ?? null) &&
      new Date(when).getTime() < Date.now() &&
      !window.confirm(
        t`The publication time ${formatWhen(locale, when)} is in the past: publish now?`,
      )
    ) {
      return
    }
    setBusy(true)
    setErrors({})
    setFormError(null)
    setStale(false)
    const payload = {
      ...body,
      ...(status ? { status } : {}),
      // The version this form was loaded with: a save over someone else's newer one is refused.
      ...(item ? { version: item.updatedAt ?? '' } : {}),
    }
    try {
      const saved = item
        ? await staffCall('PATCH /:collection/:id', {
            params: { collection: def.name, id: item.id },
            body: payload,
          })
        : await staffCall('POST /:collection', { params: { collection: def.name }, body: payload })
      // What the form held is now the item itself: its draft on the server goes.
      if (item && draft) {
        await staffCall('DELETE /:collection/:id/draft', {
          params: { collection: def.name, id: item.id },
        }).catch(() => undefined)
      }
      clean()
      // The form is drawn anew from the stored version (a new one) before the save is confirmed:
      // confirmed first, what an editor typed after the confirmation was lost when the stored
      // version arrived and replaced the form.
      await client.invalidateQueries({ queryKey: staffKeys.content(def.name) })
      toast.success(
        saved.state === 'published'
          ? t`Saved and published`
          : saved.state === 'scheduled'
            ? t`Saved; it shows from ${formatWhen(locale, saved.publishAt)}`
            : saved.state === 'review'
              ? t`Submitted for review`
              : t`Saved as a draft`,
      )
      if (!item) {
        await navigate({
          to: '/staff/content/$collection/$id',
          params: { collection: def.name, id: saved.id },
        })
      }
    } catch (failure) {
      if (failure instanceof StaffApiError) {
        setErrors(failure.fieldErrors)
        setFormError(failure.message)
        if (failure.reason === 'stale') {
          setStale(true)
          await client.invalidateQueries({ queryKey: staffKeys.contentRevisions(def.name) })
        }
      } else setFormError(t`Saving failed`)
    } finally {
      setBusy(false)
    }
  }
  const remove = async () => {
    if (!item || !window.confirm(t`Delete this item in both languages?`)) return
    try {
      await staffCall('DELETE /:collection/:id', { params: { collection: def.name, id: item.id } })
      clean()
      await client.invalidateQueries({ queryKey: staffKeys.content(def.name) })
      await navigate({ to: '/staff/content/$collection', params: { collection: def.name } })
    } catch (failure) {
      toast.error(failure instanceof Error ? failure.message : t`Saving failed`)
    }
  }
  /** After a review step or a draft's publication: the item as it now stands. */
  const reload = async () => {
    clean()
    await client.invalidateQueries({ queryKey: staffKeys.content(def.name) })
    await client.invalidateQueries({ queryKey: staffKeys.dashboard() })
    await client.invalidateQueries({ queryKey: [...staffKeys.all, 'review'] })
  }
  /** Runs a draft or review call; its refusal is shown on the form. */
  const step = async (work: () => Promise<unknown>, done: string) => {
    setBusy(true)
    setFormError(null)
    try {
      await work()
      await reload()
      toast.success(done)
    } catch (failure) {
      if (failure instanceof StaffApiError) {
        setErrors(failure.fieldErrors)
        setFormError(failure.message)
        if (failure.reason === 'stale') setStale(true)
      } else setFormError(t`Saving failed`)
    } finally {
      setBusy(false)
    }
  }
  const params = item ? { collection: def.name, id: item.id } : null
  const publishDraft = () =>
    params &&
    step(async () => {
      if (dirtyRef.current && !(await keepDraft())) throw new Error(t`Saving failed`)
      await staffCall('POST /:collection/:id/draft/publish', {
        params,
        body: { version: draftVersion.current },
      })
    }, t`The draft is published`)
  const discardDraft = async () => {
    if (!item || !params || !window.confirm(t`Discard the draft? The live version stays.`)) return
    await step(async () => {
      const answer = await staffCall('DELETE /:collection/:id/draft', { params })
      setDraft(null)
      setReview(answer.review)
      draftVersion.current = item.updatedAt
      setBody(bodyOf(def, item))
    }, t`Draft discarded`)
  }
  const submit = async () => {
    if (!item) return save('review')
    if (!params) return
    await step(async () => {
      if (dirtyRef.current && !(await keepDraft())) throw new Error(t`Saving failed`)
      await staffCall('POST /:collection/:id/submit', { params })
    }, t`Submitted for review`)
  }
  const approve = () =>
    params &&
    step(
      () =>
        staffCall('POST /:collection/:id/approve', {
          params,
          body: { publishAt: approveAt, version: draft ? draftVersion.current : item?.updatedAt },
        }),
      approveAt
        ? t`Approved: it shows from ${formatWhen(locale, approveAt)}`
        : t`Approved and published`,
    )
  const sendBack = () =>
    params &&
    step(async () => {
      await staffCall('POST /:collection/:id/send-back', { params, body: { comment } })
      setSendingBack(false)
      setComment('')
    }, t`Sent back to the author`)
  const published = item?.status === 'published'
  const submitted = review?.state === 'submitted'
  return (
    <form
      aria-label={title}
      onSubmit={(e) => {
        e.preventDefault()
        // Only this form's own submit saves: never one of a dialog opened from it (a portal's
        // events reach this form through React), such as the media picker's upload.
        if (e.target !== e.currentTarget) return
        void save()
      }}
    >
      <PageHeader
        title={
          <span className="flex flex-wrap items-center gap-3">
            {title}
            {item && def.publishing && (
              <Badge tone={stateTone(item.state)} data-testid="item-state">
                {stateLabel(i18n, item.state)}
              </Badge>
            )}
          </span>
        }
        intro={
          <Link
            to="/staff/content/$collection"
            params={{ collection: def.name }}
            className="text-primary hover:underline"
          >
            {t`Back to ${i18n._(def.label)}`}
          </Link>
        }
        actions={
          <>
            {item && def.previewable && (
              <a
                href={`/api/staff/preview/${def.name}/${encodeURIComponent(item.id)}?locale=${locale}`}
                target="_blank"
                rel="noreferrer"
                className="inline-flex h-9 items-center gap-1.5 rounded-md border px-3 text-sm font-medium hover:bg-muted"
              >
                <EyeIcon className="size-4" aria-hidden />
                <Trans>Preview</Trans>
              </a>
            )}
            {item && def.previewable && draft && (
              <a
                href={`/api/staff/preview/${def.name}/${encodeURIComponent(item.id)}?locale=${locale}&draft=1`}
                target="_blank"
                rel="noreferrer"
                className="inline-flex h-9 items-center gap-1.5 rounded-md border px-3 text-sm font-medium hover:bg-muted"
              >
                <EyeIcon className="size-4" aria-hidden />
                <Trans>Preview draft</Trans>
              </a>
            )}
            {def.previewable ? (
              <Button
                type="button"
                variant="outline"
                aria-pressed={livePreview}
                onClick={() => setLivePreview((open) => !open)}
              >
                <Trans>Live preview</Trans>
              </Button>
            ) : (
              <span className="text-sm text-muted-foreground" data-testid="no-page">
                <Trans>No page of its own: it shows where the site lists it</Trans>
              </span>
            )}
            {def.publishing && canPublish && !published && (
              <Button type="button" disabled={busy} onClick={() => void save('published')}>
                <Trans>Publish</Trans>
              </Button>
            )}
            {def.publishing && !canPublish && !submitted && (
              <Button type="button" disabled={busy} onClick={() => void submit()}>
                <Trans>Submit for review</Trans>
              </Button>
            )}
            {def.publishing && canPublish && published && (
              <Button
                type="button"
                variant="outline"
                disabled={busy}
                onClick={() => void save('draft')}
              >
                <Trans>Unpublish</Trans>
              </Button>
            )}
            {(canPublish || !published) && (
              <Button
                type="submit"
                variant={def.publishing ? 'outline' : 'default'}
                disabled={busy}
              >
                {def.publishing && !published ? <Trans>Save draft</Trans> : <Trans>Save</Trans>}
              </Button>
            )}
          </>
        }
      />
      <AlsoOpen others={others} />
      {livePreview && (
        <Card className="mb-4" aria-label={t`Live preview`}>
          <h2 className="mb-2 font-semibold">
            <Trans>Live preview</Trans>
          </h2>
          <Suspense fallback={<div aria-busy className="h-[70vh]" />}>
            <LivePreview collection={def.name} id={item?.id ?? null} body={body} locale={locale} />
          </Suspense>
        </Card>
      )}
      {review?.state === 'sent-back' && (
        <div
          role="note"
          className="mb-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm dark:bg-amber-950/30"
          data-testid="sent-back"
        >
          <p className="font-medium">
            <Trans>
              Sent back by {review.reviewedBy} on {formatWhen(locale, review.reviewedAt)}:
            </Trans>
          </p>
          <p className="mt-1 whitespace-pre-line">{review.comment}</p>
        </div>
      )}
      {submitted && review && (
        <Card className="mb-4" data-testid="review-panel">
          <h2 className="mb-2 font-semibold">
            {review.target === 'draft' ? (
              <Trans>Draft submitted for review</Trans>
            ) : (
              <Trans>Submitted for review</Trans>
            )}
          </h2>
          <p className="mb-3 text-sm text-muted-foreground">
            <Trans>
              By {review.submittedBy} on {formatWhen(locale, review.submittedAt)}
            </Trans>
          </p>
          {canPublish && (
            <div className="flex flex-col gap-3">
              <div className="max-w-md">
                <ContentField
                  def={APPROVE_AT_FIELD}
                  value={approveAt}
                  onChange={(value) =>
                    setApproveAt(typeof value === 'string' && value ? value : null)
                  }
                />
              </div>
              <div className="flex flex-wrap gap-2">
                <Button type="button" disabled={busy} onClick={() => void approve()}>
                  <Trans>Approve</Trans>
                </Button>
                <Button
                  type="button"
                  variant="outline"
                  disabled={busy}
                  onClick={() => setSendingBack((open) => !open)}
                  aria-expanded={sendingBack}
                >
                  <Trans>Send back</Trans>
                </Button>
              </div>
              {sendingBack && (
                <div className="flex max-w-xl flex-col gap-2">
                  <label htmlFor="send-back-comment" className="text-sm font-medium">
                    <Trans>What should the author change?</Trans>
                  </label>
                  <textarea
                    id="send-back-comment"
                    className="min-h-20 rounded-md border bg-background p-2 text-sm"
                    value={comment}
                    maxLength={2000}
                    onChange={(e) => setComment(e.target.value)}
                  />
                  <div>
                    <Button type="button" disabled={busy} onClick={() => void sendBack()}>
                      <Trans>Send back with this comment</Trans>
                    </Button>
                  </div>
                </div>
              )}
            </div>
          )}
        </Card>
      )}
      {serverDrafts && draft && (
        <div
          className="mb-4 flex flex-wrap items-center gap-x-3 gap-y-2 rounded-md border bg-muted/40 p-3 text-sm"
          data-testid="server-draft"
        >
          <span>
            {draft.publishAt ? (
              <Trans>
                Draft saved {formatWhen(locale, draft.updatedAt)}; it is published{' '}
                {formatWhen(locale, draft.publishAt)}
              </Trans>
            ) : (
              <Trans>Draft saved {formatWhen(locale, draft.updatedAt)}</Trans>
            )}
          </span>
          {canPublish && (
            <>
              <span aria-hidden>·</span>
              <Button type="button" size="sm" disabled={busy} onClick={() => void publishDraft()}>
                <Trans>Publish draft</Trans>
              </Button>
            </>
          )}
          <span aria-hidden>·</span>
          <Button
            type="button"
            size="sm"
            variant="ghost"
            disabled={busy}
            onClick={() => void discardDraft()}
          >
            <Trans>Discard draft</Trans>
          </Button>
        </div>
      )}
      {draftNote && (
        <div className="mb-4" data-testid="draft-error">
          <FormMessage kind="error">{draftNote}</FormMessage>
        </div>
      )}
      {formError && (
        <div className="mb-4 flex flex-col gap-2" data-testid="form-error">
          <FormMessage kind="error">{formError}</FormMessage>
          {stale && (
            <div>
              <Button
                type="button"
                variant="outline"
                size="sm"
                onClick={() => {
                  // What was typed stays offered as this browser's draft on the new version.
                  clean()
                  window.localStorage.setItem(
                    key,
                    JSON.stringify({ at: new Date().toISOString(), version: null, body }),
                  )
                  if (item) {
                    void client.invalidateQueries({
                      queryKey: staffKeys.contentItem(def.name, item.id),
                    })
                  }
                }}
              >
                <Trans>Load the latest version (your changes stay offered as a draft)</Trans>
              </Button>
            </div>
          )}
        </div>
      )}
      {offered && (
        <div
          className="mb-4 flex flex-wrap items-center gap-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm dark:bg-amber-950/30"
          data-testid="local-draft"
        >
          <span>
            {offered.version !== null && offered.version !== (item?.updatedAt ?? null)
              ? t`Unsaved changes from ${formatWhen(locale, offered.at)} are kept in this browser; the item was saved since.`
              : t`Unsaved changes from ${formatWhen(locale, offered.at)} are kept in this browser.`}
          </span>
          <Button
            type="button"
            size="sm"
            onClick={() => {
              setBody(offered.body)
              setDirty(true)
              setOffered(null)
            }}
          >
            <Trans>Restore them</Trans>
          </Button>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            onClick={() => {
              forgetDraft(key)
              setOffered(null)
            }}
          >
            <Trans>Discard</Trans>
          </Button>
        </div>
      )}
      <Card className="mb-6">
        <h2 className="mb-4 font-semibold">
          <Trans>Both languages</Trans>
        </h2>
        <div className="grid gap-5 md:grid-cols-2">
          {def.shared.map((f) => (
            <div
              key={f.name}
              className={f.kind === 'gallery' || f.kind === 'refs' ? 'md:col-span-2' : ''}
            >
              <ContentField
                def={f}
                value={body[f.name]}
                error={errors[f.name]}
                onChange={(value) => setShared(f.name, value)}
              />
            </div>
          ))}
          {def.publishing && !def.dateField && (
            <ContentField
              def={PUBLISH_AT_FIELD}
              value={body.publishAt}
              error={errors.publishAt}
              onChange={(value) => setShared('publishAt', value)}
            />
          )}
        </div>
      </Card>
      <div className="grid gap-6 xl:grid-cols-2">
        {languages.map(([lang, name]) => {
          const values = body[lang]
          return (
            <Card key={lang} data-testid={`language-${lang}`}>
              <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
                <h2 className="font-semibold">{name}</h2>
                <label className="flex items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    className="size-4 accent-primary"
                    checked={values !== null}
                    onChange={(e) => toggleLanguage(lang, e.target.checked)}
                  />
                  {lang === 'en' ? t`Has an English version` : t`Has a Chinese version`}
                </label>
              </div>
              {values ? (
                <div className="flex flex-col gap-5">
                  {def.localized.map((f) => (
                    <ContentField
                      key={f.name}
                      def={f}
                      language={name}
                      value={values[f.name]}
                      error={errors[`${lang}.${f.name}`]}
                      onChange={(value) => setLocalized(lang, f.name, value)}
                    />
                  ))}
                </div>
              ) : (
                <p className="text-sm text-muted-foreground">
                  <Trans>
                    Visitors of this language do not see the item; the language switch leads to the
                    list.
                  </Trans>
                </p>
              )}
            </Card>
          )
        })}
      </div>
      {item && (
        <div className="mt-8 flex flex-wrap items-center justify-between gap-3 border-t pt-4 text-sm text-muted-foreground">
          <span>
            <Trans>Last changed {formatWhen(locale, item.updatedAt)}</Trans>
            <span aria-live="polite" data-testid="autosave-state" className="ml-3">
              {dirty
                ? keptAt
                  ? t`Unsaved changes, kept as a draft in this browser at ${formatWhen(locale, keptAt)}`
                  : t`Unsaved changes`
                : serverDrafts && draft
                  ? t`Changes are kept in the draft; visitors see the live version`
                  : ''}
            </span>
          </span>
          {!def.fixed && (
            <Button type="button" variant="ghost" onClick={() => void remove()}>
              <Trans>Delete item</Trans>
            </Button>
          )}
        </div>
      )}
      {item && (
        <Revisions
          def={def}
          item={item}
          current={body}
          dirty={dirty}
          onRestored={() => {
            clean()
            setOffered(null)
          }}
        />
      )}
    </form>
  )
}

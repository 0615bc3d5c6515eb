import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { getRouteApi, Link } from '@tanstack/react-router'
import { EyeIcon } from 'lucide-react'
import { useEffect, useState } from 'react'
import { FormMessage } from '~/components/form/form-message'
import { Button } from '~/components/ui/button'
import { toast } from '~/lib/toast'
import {
  COLLECTIONS,
  type CollectionDef,
  type CollectionName,
  isCollectionName,
  PUBLISH_AT_FIELD,
} from '~/shared/staff/content'
import { StaffApiError, staffApi } from '../api'
import { ContentField } from '../components/content-fields'
import { Badge, Card, ErrorNote, NoAccess, PageHeader } from '../components/ui'
import { useCan, useConsole } from '../console-context'
import { formatWhen, stateLabel } from '../labels'
import type { ContentItem } from '../types'
import { NoSuchCollection, stateTone } from './content-list'

const route = getRouteApi('/staff/content/$collection/$id')

type Lang = 'en' | 'zh'
type Body = Record<string, unknown> & {
  en: Record<string, unknown> | null
  zh: Record<string, unknown> | null
}

function emptyLanguage(def: CollectionDef): Record<string, unknown> {
  return Object.fromEntries(def.localized.map((f) => [f.name, f.kind === 'specs' ? [] : '']))
}

function newBody(def: CollectionDef): Body {
  const body: Body = { en: emptyLanguage(def), zh: emptyLanguage(def), status: 'draft' }
  for (const f of def.shared) {
    body[f.name] =
      f.kind === 'boolean'
        ? false
        : f.kind === 'gallery' || f.kind === 'refs'
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
  const item = useQuery({
    queryKey: ['staff', 'content', collection, 'item', id],
    queryFn: () => staffApi<ContentItem>(`/${collection}/${encodeURIComponent(id)}`),
    enabled: !isNew,
  })
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
  const [body, setBody] = useState<Body>(() => (item ? bodyOf(def, item) : newBody(def)))
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [dirty, setDirty] = useState(false)
  const languages: Array<[Lang, string]> = [
    ['en', t`English`],
    ['zh', t`Chinese`],
  ]
  // Leaving with unsaved changes asks first.
  useEffect(() => {
    if (!dirty) return
    const warn = (e: BeforeUnloadEvent) => e.preventDefault()
    window.addEventListener('beforeunload', warn)
    return () => window.removeEventListener('beforeunload', warn)
  }, [dirty])
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
  const save = async (status?: 'draft' | 'published') => {
    setBusy(true)
    setErrors({})
    setFormError(null)
    const payload = status ? { ...body, status } : body
    try {
      const saved = await staffApi<ContentItem>(
        item ? `/${def.name}/${encodeURIComponent(item.id)}` : `/${def.name}`,
        { method: item ? 'PATCH' : 'POST', body: payload },
      )
      setDirty(false)
      toast.success(
        saved.state === 'published'
          ? t`Saved and published`
          : saved.state === 'scheduled'
            ? t`Saved; it shows from ${formatWhen(locale, saved.publishAt)}`
            : t`Saved as a draft`,
      )
      await client.invalidateQueries({ queryKey: ['staff', 'content', def.name] })
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
      } else setFormError(t`Saving failed`)
    } finally {
      setBusy(false)
    }
  }
  const remove = async () => {
    if (!item || !window.confirm(t`Delete this item in both languages?`)) return
    try {
      await staffApi(`/${def.name}/${encodeURIComponent(item.id)}`, { method: 'DELETE' })
      setDirty(false)
      await client.invalidateQueries({ queryKey: ['staff', 'content', def.name] })
      await navigate({ to: '/staff/content/$collection', params: { collection: def.name } })
    } catch (failure) {
      toast.error(failure instanceof Error ? failure.message : t`Saving failed`)
    }
  }
  const published = item?.status === 'published'
  return (
    <form
      aria-label={title}
      onSubmit={(e) => {
        e.preventDefault()
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
            {def.publishing && !published && (
              <Button type="button" disabled={busy} onClick={() => void save('published')}>
                <Trans>Publish</Trans>
              </Button>
            )}
            {def.publishing && published && (
              <Button
                type="button"
                variant="outline"
                disabled={busy}
                onClick={() => void save('draft')}
              >
                <Trans>Unpublish</Trans>
              </Button>
            )}
            <Button type="submit" variant={def.publishing ? 'outline' : 'default'} disabled={busy}>
              {def.publishing && !published ? <Trans>Save draft</Trans> : <Trans>Save</Trans>}
            </Button>
          </>
        }
      />
      {formError && (
        <div className="mb-4">
          <FormMessage kind="error">{formError}</FormMessage>
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
          </span>
          <Button type="button" variant="ghost" onClick={() => void remove()}>
            <Trans>Delete item</Trans>
          </Button>
        </div>
      )}
    </form>
  )
}

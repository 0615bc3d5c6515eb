import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { Button } from '~/components/ui/button'
import type { Locale } from '~/i18n/locale'
import type { CollectionDef, FieldDef } from '~/shared/staff/content'
import { StaffApiError } from '../api'
import { staffCall } from '../calls'
import { useConsole } from '../console-context'
import { formatWhen, revisionActionLabel } from '../labels'
import { staffKeys, staffQueries } from '../queries'
import type { ContentItem, ContentRevision } from '../types'
import { Card, ErrorNote } from './ui'

type Lang = Locale

/** A field's value as a reader compares it: rich text as its text, lists one entry a line. */
function shown(value: unknown): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'string') {
    return value.includes('<')
      ? value
          .replace(/<\/(p|h\d|li|div)>|<br\s*\/?>/gi, '\n')
          .replace(/<[^>]*>/g, '')
          .replace(/&nbsp;/g, ' ')
          .replace(/&lt;/g, '<')
          .replace(/&gt;/g, '>')
          .replace(/&amp;/g, '&')
          .trim()
      : value
  }
  if (Array.isArray(value)) {
    return value
      .map((v) =>
        typeof v === 'object' && v !== null
          ? `${String(Reflect.get(v, 'name') ?? '')}: ${String(Reflect.get(v, 'value') ?? '')}`
          : String(v),
      )
      .join('\n')
  }
  if (typeof value === 'object') return String(Reflect.get(value, 'url') ?? JSON.stringify(value))
  return String(value)
}

type Row = { field: FieldDef; before: string; now: string }

/** The fields of one language (or the shared ones) that differ between a revision and now. */
function differences(
  fields: readonly FieldDef[],
  then: Record<string, unknown> | null,
  now: Record<string, unknown> | null,
): Row[] {
  return fields.flatMap((field) => {
    const a = shown(then?.[field.name])
    const b = shown(now?.[field.name])
    return a === b ? [] : [{ field, before: a, now: b }]
  })
}

function Diff({ title, rows, missing }: { title: string; rows: Row[]; missing?: string }) {
  const { i18n } = useLingui()
  return (
    <div className="flex flex-col gap-2">
      <h4 className="text-sm font-semibold">{title}</h4>
      {missing ? (
        <p className="text-sm text-muted-foreground">{missing}</p>
      ) : rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          <Trans>The same as in the form.</Trans>
        </p>
      ) : (
        <table className="w-full table-fixed border-collapse text-sm">
          <thead>
            <tr className="text-left text-xs text-muted-foreground">
              <th className="w-1/5 p-1 font-medium">
                <Trans>Field</Trans>
              </th>
              <th className="p-1 font-medium">
                <Trans>This revision</Trans>
              </th>
              <th className="p-1 font-medium">
                <Trans>In the form</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.field.name} className="border-t align-top">
                <th scope="row" className="p-1 text-left font-medium">
                  {i18n._(row.field.label)}
                </th>
                <td className="p-1 whitespace-pre-wrap break-words bg-red-50 dark:bg-red-950/30">
                  {row.before || '—'}
                </td>
                <td className="p-1 whitespace-pre-wrap break-words bg-green-50 dark:bg-green-950/30">
                  {row.now || '—'}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  )
}

/**
 * The saved versions of an item, newest first: each can be compared with what the form holds
 * (each language side by side) and restored (which is a new version; the status stays).
 */
export function Revisions({
  def,
  item,
  current,
  dirty,
  onRestored,
}: {
  def: CollectionDef
  item: ContentItem
  /** What the form holds now: each revision is compared with it. */
  current: Record<string, unknown> & {
    en: Record<string, unknown> | null
    zh: Record<string, unknown> | null
  }
  /** The form has unsaved changes: restoring asks first, since it replaces them. */
  dirty: boolean
  onRestored: () => void
}) {
  const { t, i18n } = useLingui()
  const { locale } = useConsole()
  const client = useQueryClient()
  const [open, setOpen] = useState<number | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const params = { collection: def.name, id: item.id }
  const revisions = useQuery(staffQueries.contentRevisions(def.name, item.id))
  const restore = async (revision: ContentRevision) => {
    const question = dirty
      ? t`Restore the revision of ${formatWhen(locale, revision.at)}? Your unsaved changes are lost.`
      : t`Restore the revision of ${formatWhen(locale, revision.at)}?`
    if (!window.confirm(question)) return
    setBusy(true)
    setError(null)
    try {
      await staffCall('POST /:collection/:id/revisions/:revision/restore', {
        params: { ...params, revision: revision.id },
      })
      onRestored()
      await client.invalidateQueries({ queryKey: staffKeys.content(def.name) })
    } catch (failure) {
      setError(failure instanceof StaffApiError ? failure.message : t`Restoring failed`)
    } finally {
      setBusy(false)
    }
  }
  const languages: Array<[Lang, string]> = [
    ['en', t`English`],
    ['zh', t`Chinese`],
  ]
  const list = revisions.data?.list ?? []
  return (
    <Card className="mt-6" data-testid="revisions">
      <h2 className="mb-3 font-semibold">
        <Trans>Revisions</Trans>
      </h2>
      {revisions.error && <ErrorNote>{revisions.error.message}</ErrorNote>}
      {error && <ErrorNote>{error}</ErrorNote>}
      {revisions.data && list.length === 0 && (
        <p className="text-sm text-muted-foreground">
          <Trans>No revisions yet: the first save keeps one.</Trans>
        </p>
      )}
      <ol className="flex flex-col divide-y">
        {list.map((revision, i) => {
          const title = shown(
            (locale === 'zh' ? (revision.zh ?? revision.en) : (revision.en ?? revision.zh))?.[
              def.localized[0]?.name ?? 'title'
            ],
          )
          const when = formatWhen(locale, revision.at)
          return (
            <li key={revision.id} className="py-2" data-testid="revision">
              <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
                <span>
                  <span className="font-medium">{when}</span>{' '}
                  <span className="text-muted-foreground">
                    · {revisionActionLabel(i18n, revision.action)}
                    {revision.by && ` · ${revision.by}`} · {title}
                  </span>
                  {i === 0 && (
                    <span className="ml-2 text-xs text-muted-foreground">
                      <Trans>(the current version)</Trans>
                    </span>
                  )}
                </span>
                <span className="flex gap-2">
                  <Button
                    type="button"
                    variant="ghost"
                    size="sm"
                    aria-expanded={open === revision.id}
                    onClick={() => setOpen(open === revision.id ? null : revision.id)}
                  >
                    {open === revision.id ? t`Hide changes` : t`Compare with the form: ${when}`}
                  </Button>
                  {i > 0 && (
                    <Button
                      type="button"
                      variant="outline"
                      size="sm"
                      disabled={busy}
                      onClick={() => void restore(revision)}
                    >
                      {t`Restore: ${when}`}
                    </Button>
                  )}
                </span>
              </div>
              {open === revision.id && (
                <div className="mt-3 grid gap-4 xl:grid-cols-2">
                  {languages.map(([lang, name]) => (
                    <Diff
                      key={lang}
                      title={name}
                      rows={differences(def.localized, revision[lang], current[lang])}
                      missing={
                        !revision[lang] && !current[lang]
                          ? t`Neither has this language.`
                          : !revision[lang]
                            ? t`This revision has no version in this language.`
                            : undefined
                      }
                    />
                  ))}
                  <div className="xl:col-span-2">
                    <Diff
                      title={t`Both languages`}
                      rows={differences(def.shared, revision, current)}
                    />
                  </div>
                </div>
              )}
            </li>
          )
        })}
      </ol>
    </Card>
  )
}

import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { PlusIcon, Trash2Icon } from 'lucide-react'
import { lazy, type ReactNode, Suspense, useId, useState } from 'react'
import { ContentImage } from '~/components/content/content-image'
import { Button } from '~/components/ui/button'
import { Input, Label, NativeSelect, Textarea } from '~/components/ui/input'
import type { FieldDef } from '~/shared/staff/content'
import { staffCall } from '../calls'
import { useConsole } from '../console-context'
import { chinaTimeLabel, fromChinaInput, localWhen, toChinaInput } from '../labels'
import { staffQueries } from '../queries'
import { MediaPicker } from './media-picker'
import { MoveButtons, moved } from './ui'

/** Tiptap loads with the first rich-text field, never before (and never on a public page). */
const RichTextEditor = lazy(() => import('./rich-text-editor'))

/** A field's value and how it changes: what ContentField and each of its controls get. */
type Editable = {
  value: unknown
  onChange: (value: unknown) => void
}

type FieldProps = Editable & {
  def: FieldDef
  error?: string
  /** Added to the label when the field belongs to one language: "Title (English)". */
  language?: string
}

const asString = (value: unknown) => (typeof value === 'string' ? value : '')
const asStrings = (value: unknown) =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []

/** The label, the control, the help and the error of one field, wired for assistive tech. */
function Frame({
  id,
  label,
  required,
  error,
  help,
  children,
  group,
}: {
  id: string
  label: string
  required?: boolean
  error?: string
  help?: string
  children: ReactNode
  /** A set of controls (fieldset and legend instead of a label). */
  group?: boolean
}) {
  const body = (
    <>
      {children}
      {help && (
        <p id={`${id}-help`} className="text-xs text-muted-foreground">
          {help}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </>
  )
  if (group) {
    return (
      <fieldset className="flex flex-col gap-1.5">
        <legend className="mb-1.5 text-sm font-medium">
          {required && <span className="mr-0.5 text-destructive">*</span>}
          {label}
        </legend>
        {body}
      </fieldset>
    )
  }
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id} required={required}>
        {label}
      </Label>
      {body}
    </div>
  )
}

/** The items of another collection, for a reference field: "English title / 中文标题". */
export function useRefOptions(collection: string | undefined) {
  const { locale } = useConsole()
  const query = useQuery({
    ...staffQueries.contentOptions(collection ?? ''),
    enabled: Boolean(collection),
  })
  return (query.data?.list ?? []).map((row) => {
    const first = locale === 'zh' ? (row.zh ?? row.en) : (row.en ?? row.zh)
    const other = locale === 'zh' ? row.en : row.zh
    const label =
      other && first && other.title !== first.title
        ? `${first.title} / ${other.title}`
        : (first?.title ?? row.id)
    return { value: row.id, label }
  })
}

export function ContentField({ def, value, onChange, error, language }: FieldProps) {
  const { i18n, t } = useLingui()
  const id = useId()
  const label = language ? `${i18n._(def.label)} (${language})` : i18n._(def.label)
  const help = def.help ? i18n._(def.help) : undefined
  const describedBy = [error ? `${id}-error` : '', help ? `${id}-help` : '']
    .filter(Boolean)
    .join(' ')
  const aria = {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
  }
  const frame = (control: ReactNode, group = false) => (
    <Frame id={id} label={label} required={def.required} error={error} help={help} group={group}>
      {control}
    </Frame>
  )
  switch (def.kind) {
    case 'text':
    case 'url':
      return frame(
        <Input
          id={id}
          // A link may be a path of this site (`/contact/network`), which type="url" refuses.
          type="text"
          inputMode={def.kind === 'url' ? 'url' : undefined}
          value={asString(value)}
          maxLength={def.max}
          onChange={(e) => onChange(e.target.value)}
          {...aria}
        />,
      )
    case 'textarea':
      return frame(
        <Textarea
          id={id}
          rows={3}
          value={asString(value)}
          maxLength={def.max}
          onChange={(e) => onChange(e.target.value)}
          {...aria}
        />,
      )
    case 'richtext':
      return frame(
        <Suspense fallback={<div className="min-h-56 rounded-md border bg-muted/40" aria-busy />}>
          <RichTextEditor
            id={id}
            label={label}
            value={asString(value)}
            onChange={onChange}
            invalid={Boolean(error)}
            describedBy={describedBy || undefined}
          />
        </Suspense>,
      )
    case 'integer':
    case 'number':
      return frame(
        <Input
          id={id}
          type="number"
          inputMode={def.kind === 'integer' ? 'numeric' : 'decimal'}
          step={def.kind === 'integer' ? 1 : 'any'}
          min={def.min}
          max={def.max}
          value={typeof value === 'number' ? String(value) : ''}
          onChange={(e) => onChange(e.target.value === '' ? undefined : Number(e.target.value))}
          className="max-w-48"
          {...aria}
        />,
      )
    case 'boolean':
      return (
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="size-4 accent-primary"
            checked={value === true}
            onChange={(e) => onChange(e.target.checked)}
          />
          {label}
        </label>
      )
    case 'select':
      return frame(
        <NativeSelect
          id={id}
          value={asString(value)}
          onChange={(e) => onChange(e.target.value || null)}
          {...aria}
        >
          <option value="">{t`Choose…`}</option>
          {(def.options ?? []).map((o) => (
            <option key={o.value} value={o.value}>
              {i18n._(o.label)}
            </option>
          ))}
        </NativeSelect>,
      )
    case 'ref':
      return frame(<RefSelect id={id} def={def} value={value} onChange={onChange} aria={aria} />)
    case 'refs':
      return frame(<RefsPicker def={def} value={value} onChange={onChange} label={label} />, true)
    case 'datetime':
      return frame(
        <DateTimeInput id={id} value={asString(value)} onChange={onChange} aria={aria} />,
      )
    case 'image':
      return frame(
        <ImageInput
          id={id}
          value={asString(value)}
          onChange={onChange}
          label={label}
          aria={aria}
        />,
      )
    case 'gallery':
      return frame(<GalleryInput value={value} onChange={onChange} label={label} />, true)
    case 'specs':
      return frame(<SpecsInput value={value} onChange={onChange} label={label} />, true)
    case 'links':
      return frame(<LinksInput value={value} onChange={onChange} label={label} />, true)
    case 'partNames':
      return frame(<PartNamesInput value={value} onChange={onChange} label={label} />, true)
    case 'parts':
      return frame(<PartsInput value={value} onChange={onChange} label={label} />, true)
    case 'file':
      return frame(<FileInput id={id} def={def} value={value} onChange={onChange} aria={aria} />)
  }
}

/**
 * A date and time read and written as China time, which it says beside the field, with the same
 * time on the editor's own computer when its zone differs.
 */
function DateTimeInput({
  id,
  value,
  onChange,
  aria,
}: Editable & { id: string; value: string; aria: Aria }) {
  const { locale } = useConsole()
  const zone = chinaTimeLabel(locale)
  const local = localWhen(locale, value)
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-center gap-2">
        <Input
          id={id}
          type="datetime-local"
          value={toChinaInput(value)}
          onChange={(e) => onChange(fromChinaInput(e.target.value))}
          className="max-w-64"
          {...aria}
        />
        <span className="text-sm text-muted-foreground" data-testid="time-zone">
          {zone} (UTC+8)
        </span>
      </div>
      {local && (
        <p className="text-xs text-muted-foreground" data-testid="local-time">
          <Trans>On your computer: {local}</Trans>
        </p>
      )}
    </div>
  )
}

type Aria = { 'aria-invalid': boolean | undefined; 'aria-describedby': string | undefined }

/** A single control, labelled by the field's frame (its `id`). */
type ControlProps = Editable & { id: string; def: FieldDef; aria: Aria }

/** A set of controls in a fieldset, each labelled with the field's `label`. */
type ListProps = Editable & { label: string }

function RefSelect({ id, def, value, onChange, aria }: ControlProps) {
  const { t } = useLingui()
  const options = useRefOptions(def.ref)
  const current = typeof value === 'string' || typeof value === 'number' ? String(value) : ''
  return (
    <NativeSelect
      id={id}
      value={current}
      onChange={(e) => onChange(e.target.value || null)}
      {...aria}
    >
      <option value="">{def.required ? t`Choose…` : t`None`}</option>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </NativeSelect>
  )
}

function RefsPicker({ def, value, onChange, label }: ListProps & { def: FieldDef }) {
  const { t } = useLingui()
  const id = useId()
  const options = useRefOptions(def.ref)
  const chosen = asStrings(value)
  const [adding, setAdding] = useState('')
  return (
    <div className="flex flex-col gap-2">
      <ul className="flex flex-col gap-1">
        {chosen.map((key) => (
          <li
            key={key}
            className="flex items-center justify-between gap-2 rounded border px-2 py-1 text-sm"
          >
            <span>{options.find((o) => o.value === key)?.label ?? key}</span>
            <Button
              type="button"
              variant="ghost"
              size="sm"
              aria-label={t`Remove from ${label}`}
              onClick={() => onChange(chosen.filter((k) => k !== key))}
            >
              <Trash2Icon aria-hidden />
            </Button>
          </li>
        ))}
      </ul>
      <div className="flex gap-2">
        <label htmlFor={id} className="sr-only">
          {t`Add to ${label}`}
        </label>
        <NativeSelect id={id} value={adding} onChange={(e) => setAdding(e.target.value)}>
          <option value="">{t`Choose…`}</option>
          {options
            .filter((o) => !chosen.includes(o.value))
            .map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
        </NativeSelect>
        <Button
          type="button"
          variant="outline"
          disabled={!adding}
          onClick={() => {
            onChange([...chosen, adding])
            setAdding('')
          }}
        >
          <PlusIcon aria-hidden />
          <Trans>Add</Trans>
        </Button>
      </div>
    </div>
  )
}

function ImageInput({
  id,
  value,
  onChange,
  label,
  aria,
}: {
  id: string
  value: string
  onChange: (value: unknown) => void
  label: string
  aria: Aria
}) {
  const { t } = useLingui()
  const [picking, setPicking] = useState(false)
  return (
    <div className="flex flex-wrap items-start gap-3">
      <div className="flex size-24 items-center justify-center overflow-hidden rounded border bg-muted">
        {value ? (
          <ContentImage src={value} sizes="96px" className="size-full object-contain" />
        ) : (
          <span className="text-xs text-muted-foreground">{t`No image`}</span>
        )}
      </div>
      <div className="flex min-w-64 flex-1 flex-col gap-2">
        <Input
          id={id}
          value={value}
          maxLength={500}
          placeholder="/media/u/…"
          onChange={(e) => onChange(e.target.value)}
          {...aria}
        />
        <div className="flex gap-2">
          <Button type="button" variant="outline" size="sm" onClick={() => setPicking(true)}>
            {t`Choose or upload: ${label}`}
          </Button>
          {value && (
            <Button type="button" variant="ghost" size="sm" onClick={() => onChange('')}>
              <Trans>Remove image</Trans>
            </Button>
          )}
        </div>
      </div>
      <MediaPicker open={picking} onOpenChange={setPicking} onPick={(url) => onChange(url)} />
    </div>
  )
}

function GalleryInput({ value, onChange, label }: ListProps) {
  const { t } = useLingui()
  const [picking, setPicking] = useState(false)
  const images = asStrings(value)
  const move = (from: number, to: number) => onChange(moved(images, from, to))
  return (
    <div className="flex flex-col gap-2">
      <ol className="flex flex-wrap gap-3">
        {images.map((src, i) => (
          <li key={`${src}-${i}`} className="flex flex-col items-center gap-1">
            <div className="size-24 overflow-hidden rounded border bg-muted">
              <ContentImage src={src} sizes="96px" className="size-full object-contain" />
            </div>
            <div className="flex">
              <MoveButtons
                index={i}
                count={images.length}
                onMove={move}
                earlierLabel={t`Move image ${i + 1} earlier`}
                laterLabel={t`Move image ${i + 1} later`}
              />
              <Button
                type="button"
                variant="ghost"
                size="sm"
                aria-label={t`Remove image ${i + 1}`}
                onClick={() => onChange(images.filter((_, j) => j !== i))}
              >
                <Trash2Icon aria-hidden />
              </Button>
            </div>
          </li>
        ))}
      </ol>
      <div>
        <Button type="button" variant="outline" size="sm" onClick={() => setPicking(true)}>
          <PlusIcon aria-hidden />
          {t`Add to ${label}`}
        </Button>
      </div>
      <MediaPicker
        open={picking}
        onOpenChange={setPicking}
        onPick={(url) => onChange([...images, url])}
      />
    </div>
  )
}

/** A row of two texts: a name, and the value or address beside it. */
type Pair = { name: string; second: string }

/**
 * Rows of a name and a second text, in order: a product's specs (name, value) and a brand's
 * online stores (name, https address). `field` names the second text in the stored rows.
 */
function PairRowsInput({
  value,
  onChange,
  label,
  field,
  nameMax,
  second,
  max,
}: ListProps & {
  field: 'value' | 'url' | 'partNumber'
  nameMax: number
  second: { label: (index: number) => string; placeholder: string; type?: 'url' }
  max?: number
}) {
  const { t } = useLingui()
  const rows: Pair[] = Array.isArray(value)
    ? value.flatMap((row: unknown) => {
        if (typeof row !== 'object' || row === null) return []
        const name = Reflect.get(row, 'name')
        const v = Reflect.get(row, field)
        return [
          { name: typeof name === 'string' ? name : '', second: typeof v === 'string' ? v : '' },
        ]
      })
    : []
  const save = (next: Pair[]) =>
    onChange(next.map((row) => ({ name: row.name, [field]: row.second })))
  const set = (i: number, patch: Partial<Pair>) =>
    save(rows.map((row, j) => (j === i ? { ...row, ...patch } : row)))
  return (
    <div className="flex flex-col gap-2">
      {rows.map((row, i) => (
        <div key={i} className="flex gap-2">
          <Input
            aria-label={t`${label}: name of row ${i + 1}`}
            value={row.name}
            maxLength={nameMax}
            placeholder={t`Name`}
            onChange={(e) => set(i, { name: e.target.value })}
          />
          <Input
            type={second.type}
            aria-label={second.label(i)}
            value={row.second}
            maxLength={500}
            placeholder={second.placeholder}
            onChange={(e) => set(i, { second: e.target.value })}
          />
          <Button
            type="button"
            variant="ghost"
            size="sm"
            aria-label={t`Remove row ${i + 1}`}
            onClick={() => save(rows.filter((_, j) => j !== i))}
          >
            <Trash2Icon aria-hidden />
          </Button>
        </div>
      ))}
      {(max === undefined || rows.length < max) && (
        <div>
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => save([...rows, { name: '', second: '' }])}
          >
            <PlusIcon aria-hidden />
            <Trans>Add a row</Trans>
          </Button>
        </div>
      )}
    </div>
  )
}

/** A product's specs: name and value. */
function SpecsInput(props: ListProps) {
  const { t } = useLingui()
  const { label } = props
  return (
    <PairRowsInput
      {...props}
      field="value"
      nameMax={100}
      second={{ label: (i) => t`${label}: value of row ${i + 1}`, placeholder: t`Value` }}
    />
  )
}

/** Rows of a name and an https address (a brand's online stores), at most six, in order. */
function LinksInput(props: ListProps) {
  const { t } = useLingui()
  const { label } = props
  return (
    <PairRowsInput
      {...props}
      field="url"
      nameMax={40}
      max={6}
      second={{
        label: (i) => t`${label}: address of row ${i + 1}`,
        placeholder: 'https://…',
        type: 'url',
      }}
    />
  )
}

/** The names of a tool's spare parts in one language: name and part number. */
function PartNamesInput(props: ListProps) {
  const { t } = useLingui()
  const { label } = props
  return (
    <PairRowsInput
      {...props}
      field="partNumber"
      nameMax={100}
      max={99}
      second={{
        label: (i) => t`${label}: part number of row ${i + 1}`,
        placeholder: t`Part number`,
      }}
    />
  )
}

type PartRow = { number: number; partNumber: string; quantity: number; x: number; y: number }

const PART_COLUMNS = ['number', 'partNumber', 'quantity', 'x', 'y'] as const

/**
 * A tool's spare parts, shared by the languages: a row per part of the exploded drawing, with
 * its number on the drawing, part number, quantity and the place of its number (x, y in %).
 */
function PartsInput({ value, onChange, label }: ListProps) {
  const { t } = useLingui()
  const rows: PartRow[] = Array.isArray(value)
    ? value.flatMap((row: unknown) => {
        if (typeof row !== 'object' || row === null) return []
        const get = (k: string) => Reflect.get(row, k)
        const n = (k: string) => (typeof get(k) === 'number' ? Number(get(k)) : 0)
        const partNumber = get('partNumber')
        return [
          {
            number: n('number'),
            partNumber: typeof partNumber === 'string' ? partNumber : '',
            quantity: n('quantity'),
            x: n('x'),
            y: n('y'),
          },
        ]
      })
    : []
  const columns: Record<(typeof PART_COLUMNS)[number], string> = {
    number: t`No.`,
    partNumber: t`Part number`,
    quantity: t`Quantity`,
    x: t`x (%)`,
    y: t`y (%)`,
  }
  const set = (i: number, patch: Partial<PartRow>) =>
    onChange(rows.map((row, j) => (j === i ? { ...row, ...patch } : row)))
  const next = rows.reduce((most, row) => Math.max(most, row.number), 0) + 1
  return (
    <div className="flex flex-col gap-2">
      {rows.map((row, i) => (
        <div key={i} className="flex gap-2">
          {PART_COLUMNS.map((column) =>
            column === 'partNumber' ? (
              <Input
                key={column}
                aria-label={t`${label}: ${columns[column]} of row ${i + 1}`}
                value={row.partNumber}
                maxLength={40}
                placeholder={columns[column]}
                onChange={(e) => set(i, { partNumber: e.target.value })}
              />
            ) : (
              <Input
                key={column}
                type="number"
                className="w-20"
                aria-label={t`${label}: ${columns[column]} of row ${i + 1}`}
                value={row[column]}
                min={0}
                step={column === 'x' || column === 'y' ? 0.1 : 1}
                placeholder={columns[column]}
                onChange={(e) => set(i, { [column]: e.target.valueAsNumber || 0 })}
              />
            ),
          )}
          <Button
            type="button"
            variant="ghost"
            size="sm"
            aria-label={t`Remove row ${i + 1}`}
            onClick={() => onChange(rows.filter((_, j) => j !== i))}
          >
            <Trash2Icon aria-hidden />
          </Button>
        </div>
      ))}
      {rows.length < 99 && (
        <div>
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() =>
              onChange([...rows, { number: next, partNumber: '', quantity: 1, x: 50, y: 10 }])
            }
          >
            <PlusIcon aria-hidden />
            <Trans>Add a row</Trans>
          </Button>
        </div>
      )}
    </div>
  )
}

type FileValue = { url: string; type: string; size: number }

function fileValue(value: unknown): FileValue | null {
  if (typeof value !== 'object' || value === null) return null
  const url = Reflect.get(value, 'url')
  const type = Reflect.get(value, 'type')
  const size = Reflect.get(value, 'size')
  if (typeof url !== 'string' || !url) return null
  return {
    url,
    type: typeof type === 'string' ? type : '',
    size: typeof size === 'number' ? size : 0,
  }
}

function FileInput({ id, def, value, onChange, aria }: ControlProps) {
  const { t } = useLingui()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const current = fileValue(value)
  const upload = async (file: File) => {
    setBusy(true)
    setError(null)
    try {
      const body = new FormData()
      body.set('file', file)
      onChange(await staffCall('POST /files', { body }))
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : t`Upload failed`)
    } finally {
      setBusy(false)
    }
  }
  return (
    <div className="flex flex-col gap-2">
      {current && (
        <p className="text-sm">
          <a href={current.url} className="text-primary underline" target="_blank" rel="noreferrer">
            {current.url.split('/').pop()}
          </a>{' '}
          <span className="text-muted-foreground">
            {current.type.toUpperCase()}
            {current.size > 0 && ` · ${Math.max(1, Math.round(current.size / 1024))} KB`}
          </span>
        </p>
      )}
      <Input
        id={id}
        type="file"
        accept={def.accept}
        disabled={busy}
        aria-busy={busy}
        className="h-auto py-1.5"
        onChange={(e) => {
          const file = e.target.files?.[0]
          if (file) void upload(file)
        }}
        {...aria}
      />
      {busy && (
        <p className="text-sm text-muted-foreground">
          <Trans>Uploading…</Trans>
        </p>
      )}
      {error && <p className="text-sm text-destructive">{error}</p>}
    </div>
  )
}

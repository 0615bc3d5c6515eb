import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { eq, getTableColumns, inArray, or, type SQL, sql } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { Db } from '~/server/db/client'
import * as s from '~/server/db/schema'
import { sanitizeRichText } from '~/server/sanitize'
import {
  COLLECTIONS,
  CONTENT_COLLECTIONS,
  type CollectionName,
  FILING_TYPE,
  MENU_TYPE,
} from '~/shared/staff/content'
import { BINDINGS } from './content/bindings'

type MediaRow = typeof s.media.$inferSelect

/** One place that shows a library image: a field of one language of an item or of a page part. */
export type MediaUse = {
  /** A content collection, `ads` (the menu, a banner, the filing text) or `site-settings`. */
  place: CollectionName | 'ads' | 'site-settings'
  /** The item's id (its translation key; a page's key), else the row's id. */
  id: string
  /** The item's title in that language (an ad's name, the site title). */
  title: string
  locale: string
  /** The field that holds the image's address. */
  field: string
  /** `published` or `draft`: a draft shows the image once published. */
  status: string
  /** What the place is, said to a person (`News item`, `Banner`, …). */
  label: string
  /** The field, said to a person (`Cover`, `Text`, …). */
  fieldLabel: string
  /** An ad's type (`top title`: the menu, `banner-<section>`, `备案信息`: the filing text). */
  adType?: string
}

/** Every address of an upload starts so: its widths and formats, in any field or text. */
const addressPrefix = (hash: string) => `/media/u/${hash}/`

/** The text and JSON columns of a table: the ones an image address can be stored in. */
function addressColumns(table: PgTable): Array<[string, PgColumn]> {
  return Object.entries(getTableColumns(table)).filter(
    ([name, column]) =>
      (column.dataType === 'string' || column.dataType === 'json') &&
      !['locale', 'translationKey', 'status'].includes(name),
  )
}

/** `column` (as text: a JSON value too) holds an address of the upload. */
const holds = (column: PgColumn, hash: string): SQL =>
  sql`strpos(${column}::text, ${addressPrefix(hash)}) > 0`

type Found = { id: number; key: string; title: string; locale: string; status: string }

/** The rows of `table` that hold an address of the upload, with the columns that do. */
async function rowsHolding(
  db: Db,
  table: PgTable,
  pick: Record<'id' | 'key' | 'title' | 'locale' | 'status', SQL | PgColumn>,
  hash: string,
): Promise<Array<Found & { fields: string[] }>> {
  const columns = addressColumns(table)
  if (columns.length === 0) return []
  const flags = Object.fromEntries(
    columns.map(([name, column]) => [`f_${name}`, holds(column, hash).mapWith(Boolean)]),
  )
  const rows = await db
    .select({
      id: sql<number>`${pick.id}`.mapWith(Number),
      key: sql<string>`${pick.key}::text`,
      title: sql<string>`${pick.title}::text`,
      locale: sql<string>`${pick.locale}::text`,
      status: sql<string>`${pick.status}::text`,
      ...flags,
    })
    .from(table)
    .where(or(...columns.map(([, column]) => holds(column, hash))))
  return rows.map((row) => {
    const flagged: Record<string, unknown> = row
    return {
      id: row.id,
      key: row.key,
      title: row.title,
      locale: row.locale,
      status: row.status,
      fields: columns.map(([name]) => name).filter((name) => flagged[`f_${name}`] === true),
    }
  })
}

const ADS_FIELDS: Record<string, MessageDescriptor> = {
  image: msg`Image`,
  memo: msg`Text`,
  outerChain: msg`Link`,
  name: msg`Name`,
}

function adLabel(type: string): MessageDescriptor {
  if (type === MENU_TYPE) return msg`Menu item`
  if (type === FILING_TYPE) return msg`Filing record`
  return msg`Banner`
}

function fieldLabelOf(name: CollectionName, field: string): MessageDescriptor | null {
  const def = COLLECTIONS[name]
  return [...def.localized, ...def.shared].find((f) => f.name === field)?.label ?? null
}

/**
 * Every place that shows the upload, in any language, published or draft: each content
 * collection's text and JSON columns (covers, galleries, logos, rich text that embeds it…),
 * the menu, banners and filing text, and the site settings. Read in `db` (a transaction's, to
 * decide a delete or a replacement on what it sees).
 */
export async function mediaUsage(db: Db, hash: string, i18n: I18n): Promise<MediaUse[]> {
  const uses: MediaUse[] = []
  for (const name of CONTENT_COLLECTIONS) {
    const c = BINDINGS[name].columns
    const found = await rowsHolding(
      db,
      c.table,
      {
        id: c.id,
        key: c.key,
        title: c.title,
        locale: c.locale,
        status: c.status ?? sql`'published'`,
      },
      hash,
    )
    for (const row of found) {
      for (const field of row.fields) {
        const label = fieldLabelOf(name, field)
        uses.push({
          place: name,
          id: row.key,
          title: row.title,
          locale: row.locale,
          field,
          status: row.status,
          label: i18n._(COLLECTIONS[name].singular),
          fieldLabel: label ? i18n._(label) : field,
        })
      }
    }
  }
  const ads = await rowsHolding(
    db,
    s.ads,
    {
      id: s.ads.id,
      key: s.ads.type,
      title: s.ads.name,
      locale: s.ads.locale,
      status: s.ads.status,
    },
    hash,
  )
  for (const row of ads) {
    for (const field of row.fields) {
      const label = ADS_FIELDS[field]
      uses.push({
        place: 'ads',
        id: String(row.id),
        title: row.title,
        locale: row.locale,
        field,
        status: row.status,
        label: i18n._(adLabel(row.key)),
        fieldLabel: label ? i18n._(label) : field,
        adType: row.key,
      })
    }
  }
  const settings = await rowsHolding(
    db,
    s.siteSettings,
    {
      id: s.siteSettings.id,
      key: s.siteSettings.locale,
      title: s.siteSettings.siteTitle,
      locale: s.siteSettings.locale,
      status: sql`'published'`,
    },
    hash,
  )
  for (const row of settings) {
    for (const field of row.fields) {
      uses.push({
        place: 'site-settings',
        id: row.key,
        title: row.title,
        locale: row.locale,
        field,
        status: row.status,
        label: i18n._(msg`Site settings`),
        fieldLabel: field === 'socials' ? i18n._(msg`Social links`) : field,
      })
    }
  }
  return uses
}

/** The uses as one line a person reads: `News item “Title” (English, Cover); …`. */
export function describeUses(uses: MediaUse[], i18n: I18n): string {
  return uses
    .map((use) => {
      const language = use.locale === 'zh' ? i18n._(msg`Chinese`) : i18n._(msg`English`)
      return i18n._(msg`${use.label} “${use.title}” (${language}, ${use.fieldLabel})`)
    })
    .join(i18n._(msg`; `))
}

/** The width of `next` that takes the place of `width` of another upload: the same or the widest. */
function widthFor(next: MediaRow, width: number): number {
  const widths = [...new Set(next.variants.map((v) => v.width))].sort((a, b) => a - b)
  const widest = widths.at(-1) ?? next.width
  return widths.includes(width) ? width : widest
}

/**
 * `value` with every address of `from` changed to the matching address of `to`: the reference
 * (the widest WebP) becomes `to`'s reference, each other width the same width where `to` has it.
 * Rich text is sanitized again so that its `srcset` lists `to`'s widths.
 */
export function swapAddresses(value: string, from: MediaRow, to: MediaRow): string {
  const fromWidest = Math.max(...from.variants.map((v) => v.width))
  const pattern = new RegExp(`/media/u/${from.hash}/(\\d+)\\.(webp|avif)`, 'g')
  const swapped = value.replace(pattern, (_, width: string, format: string) => {
    const w =
      Number(width) === fromWidest
        ? widthFor(to, Number.MAX_SAFE_INTEGER)
        : widthFor(to, Number(width))
    return `/media/u/${to.hash}/${w}.${format}`
  })
  return swapped.includes('<img') ? sanitizeRichText(swapped) : swapped
}

/** The new value of a column (text or JSON) once `from` is replaced by `to`. */
function swappedValue(value: unknown, from: MediaRow, to: MediaRow): unknown {
  if (typeof value === 'string') return swapAddresses(value, from, to)
  return JSON.parse(
    JSON.stringify(value).replace(
      new RegExp(`/media/u/${from.hash}/(\\d+)\\.(webp|avif)`, 'g'),
      (address) => swapAddresses(address, from, to),
    ),
  )
}

/**
 * Writes `to` wherever `from` is shown, in `tx` (the caller's transaction): every column of
 * every row that holds an address of `from`. Content rows get a new `updatedAt`, so an editor
 * still holding the old version is told it changed (409 stale) instead of writing it back.
 */
export async function replaceEverywhere(
  tx: Db,
  from: MediaRow,
  to: MediaRow,
): Promise<{ rows: number }> {
  let rows = 0
  const tables: Array<{ table: PgTable; id: PgColumn; updatedAt?: PgColumn }> = [
    ...Object.values(BINDINGS).map((b) => ({
      table: b.columns.table,
      id: b.columns.id,
      updatedAt: b.columns.updatedAt,
    })),
    { table: s.ads, id: s.ads.id, updatedAt: s.ads.updatedAt },
    { table: s.siteSettings, id: s.siteSettings.id },
  ]
  for (const { table, id, updatedAt } of tables) {
    const columns = addressColumns(table)
    const selection = Object.fromEntries([
      ['_id', sql<number>`${id}`.mapWith(Number)],
      ...columns.map(([name, column]) => [name, column]),
    ])
    const found = await tx
      .select(selection)
      .from(table)
      .where(or(...columns.map(([, column]) => holds(column, from.hash))))
    for (const row of found) {
      const changes: Record<string, unknown> = {}
      for (const [name] of columns) {
        const value = row[name]
        if (value === null || value === undefined) continue
        const next = swappedValue(value, from, to)
        if (JSON.stringify(next) !== JSON.stringify(value)) changes[name] = next
      }
      if (Object.keys(changes).length === 0) continue
      const key = updatedAt
        ? Object.entries(getTableColumns(table)).find(([, c]) => c === updatedAt)?.[0]
        : undefined
      if (key) changes[key] = new Date()
      await tx.update(table).set(changes).where(eq(id, row._id))
      rows += 1
    }
  }
  return { rows }
}

/** Rows of the media table by id, for a route that names two. */
export async function mediaRows(db: Db, ids: number[]): Promise<MediaRow[]> {
  return db.select().from(s.media).where(inArray(s.media.id, ids))
}

import { eq, inArray, type SQL } from 'drizzle-orm'
import type { AnyPgColumn, PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { Db } from '~/server/db/client'
import * as s from '~/server/db/schema'
import { PLATFORM_ROLES, type PlatformRole } from '~/shared/platforms'
import type { CollectionName } from '~/shared/staff/content'
import { DEFAULT_WARRANTY } from '~/shared/warranty-terms'
import {
  bool,
  date,
  file,
  links,
  num,
  partNames,
  parts,
  ref,
  specs as specRows,
  str,
  strings,
  strOrNull,
  type Values,
} from './values'

/** What every row of an item carries besides its fields. */
export type Base = {
  locale: string
  translationKey: string
  status: string
  /** The publish time of tables without a date of their own. */
  publishAt: Date | null
  updatedAt: Date
}

/** One language's row, split into the item's fields (refs as row ids of that language). */
export type StoredRow = {
  id: number
  locale: string
  key: string
  status: string
  /** When it shows: the table's date, else its publish time (null: at once). */
  at: Date | null
  publishAt: Date | null
  updatedAt: Date | null
  localized: Values
  shared: Values
}

type Columns = {
  table: PgTable
  id: PgColumn
  key: PgColumn
  locale: PgColumn
  /** The localized column a list shows and searches. */
  title: PgColumn
  /** Absent: a lookup table without publishing (always shown). */
  status?: PgColumn
  /** When rows show: the table's date, else its publish time. */
  at?: PgColumn
  updatedAt?: PgColumn
  /** Shared columns a list may be filtered by (field name → column). */
  filters: Record<string, PgColumn>
}

/**
 * How one collection's items are stored: its table, the columns the generic service needs,
 * and the mapping between a row and the item's fields. Written out per table (no dynamic
 * column names), so the compiler checks every column.
 */
export type Binding = {
  columns: Columns
  rows(db: Db, where: SQL | undefined): Promise<StoredRow[]>
  insert(db: Db, base: Base, shared: Values, localized: Values): Promise<number>
  update(db: Db, id: number, base: Base, shared: Values, localized: Values): Promise<void>
  remove(db: Db, ids: number[]): Promise<void>
}

const stored = (
  row: {
    id: number
    locale: string
    translationKey: string
    updatedAt?: Date | null
    status?: string
    publishAt?: Date | null
  },
  at: Date | null,
  localized: Values,
  shared: Values,
): StoredRow => ({
  id: row.id,
  locale: row.locale,
  key: row.translationKey,
  status: row.status ?? 'published',
  at,
  publishAt: row.publishAt ?? null,
  updatedAt: row.updatedAt ?? null,
  localized,
  shared,
})

const common = (b: Base) => ({
  locale: b.locale,
  translationKey: b.translationKey,
  status: b.status,
  updatedAt: b.updatedAt,
})
const withPublishAt = (b: Base) => ({ ...common(b), publishAt: b.publishAt })
const lookup = (b: Base) => ({ locale: b.locale, translationKey: b.translationKey })

/** A content table: one row per language of an item, numbered by a serial id. */
type ItemTable = PgTable & {
  id: AnyPgColumn<{ data: number; notNull: true }>
  translationKey: PgColumn
  locale: PgColumn
}

/** The columns every content table has, taken from the table itself. */
const keyed = <T extends ItemTable>(table: T) => ({
  table,
  id: table.id,
  key: table.translationKey,
  locale: table.locale,
})

/**
 * Insert, update and delete of a table whose row is `values` of an item's language: the same
 * values on insert and update. Drizzle checks `values` against the table's insert type (give
 * the function that return type, so that an unknown column is refused too). Reading stays
 * written per table: Drizzle cannot type `select().from(table)` over a generic table.
 */
function writes<T extends ItemTable>(
  table: T,
  values: (b: Base, shared: Values, localized: Values) => T['$inferInsert'],
): Pick<Binding, 'insert' | 'update' | 'remove'> {
  return {
    insert: async (db, b, sh, l) => {
      const [row] = await db
        .insert(table)
        .values(values(b, sh, l))
        .returning({ id: table.id })
      return row?.id ?? 0
    },
    update: async (db, id, b, sh, l) => {
      await db
        .update(table)
        .set(values(b, sh, l))
        .where(eq(table.id, id))
    },
    remove: async (db, ids) => {
      await db.delete(table).where(inArray(table.id, ids))
    },
  }
}

const newsValues = (b: Base, sh: Values, l: Values): typeof s.news.$inferInsert => ({
  ...common(b),
  categoryId: ref(sh, 'categoryId') ?? 0,
  cover: str(sh, 'cover'),
  publishedAt: date(sh, 'publishedAt') ?? b.updatedAt,
  title: str(l, 'title'),
  summary: str(l, 'summary'),
  content: str(l, 'content'),
  source: str(l, 'source'),
})

const news: Binding = {
  columns: {
    ...keyed(s.news),
    title: s.news.title,
    status: s.news.status,
    at: s.news.publishedAt,
    updatedAt: s.news.updatedAt,
    filters: { categoryId: s.news.categoryId },
  },
  rows: async (db, where) =>
    (await db.select().from(s.news).where(where)).map((r) =>
      stored(
        r,
        r.publishedAt,
        { title: r.title, summary: r.summary, content: r.content, source: r.source },
        { categoryId: r.categoryId, cover: r.cover, publishedAt: r.publishedAt },
      ),
    ),
  ...writes(s.news, newsValues),
}

const productValues = (b: Base, sh: Values, l: Values): typeof s.products.$inferInsert => ({
  ...withPublishAt(b),
  categoryId: ref(sh, 'categoryId') ?? 0,
  brandId: ref(sh, 'brandId') ?? 0,
  model: str(sh, 'model'),
  images: strings(sh, 'images'),
  mallUrl: strOrNull(sh, 'mallUrl'),
  platformId: ref(sh, 'platformId'),
  platformRole: platformRole(sh),
  featured: bool(sh, 'featured'),
  sort: num(sh, 'sort'),
  name: str(l, 'name'),
  summary: str(l, 'summary'),
  content: str(l, 'content'),
  specs: specRows(l, 'specs'),
  parts: parts(sh, 'parts'),
  partNames: partNames(l, 'partNames'),
  partsDrawing: strOrNull(sh, 'partsDrawing'),
})

const products: Binding = {
  columns: {
    ...keyed(s.products),
    title: s.products.name,
    status: s.products.status,
    at: s.products.publishAt,
    updatedAt: s.products.updatedAt,
    filters: {
      categoryId: s.products.categoryId,
      brandId: s.products.brandId,
      platformId: s.products.platformId,
    },
  },
  rows: async (db, where) => {
    const rows = await db.select().from(s.products).where(where)
    const ids = rows.map((r) => r.id)
    const [downloads, videos] = ids.length
      ? await Promise.all([
          db
            .select({ productId: s.downloads.productId, key: s.downloads.translationKey })
            .from(s.downloads)
            .where(inArray(s.downloads.productId, ids)),
          db
            .select({ productId: s.videos.productId, key: s.videos.translationKey })
            .from(s.videos)
            .where(inArray(s.videos.productId, ids)),
        ])
      : [[], []]
    return rows.map((r) =>
      stored(
        r,
        r.publishAt,
        {
          name: r.name,
          summary: r.summary,
          content: r.content,
          specs: r.specs,
          partNames: r.partNames,
        },
        {
          model: r.model,
          categoryId: r.categoryId,
          brandId: r.brandId,
          images: r.images,
          mallUrl: r.mallUrl ?? '',
          platformId: r.platformId,
          platformRole: r.platformRole,
          featured: r.featured,
          sort: r.sort,
          downloads: downloads.filter((d) => d.productId === r.id).map((d) => d.key),
          videos: videos.filter((v) => v.productId === r.id).map((v) => v.key),
          parts: r.parts,
          partsDrawing: r.partsDrawing ?? '',
        },
      ),
    )
  },
  ...writes(s.products, productValues),
  remove: async (db, ids) => {
    // Files and videos of a deleted product stay, without it.
    await db.update(s.downloads).set({ productId: null }).where(inArray(s.downloads.productId, ids))
    await db.update(s.videos).set({ productId: null }).where(inArray(s.videos.productId, ids))
    await db.delete(s.products).where(inArray(s.products.id, ids))
  },
}

/**
 * A product's related files and videos live on the files and videos (their product id): the
 * rows of the given keys in the product's language point at it, others that did no longer.
 */
export async function linkProductRelations(
  db: Db,
  productId: number,
  locale: string,
  shared: Values,
) {
  for (const [table, field] of [
    [s.downloads, 'downloads'],
    [s.videos, 'videos'],
  ] as const) {
    const keys = strings(shared, field)
    const current = await db
      .select({ id: table.id, key: table.translationKey })
      .from(table)
      .where(eq(table.productId, productId))
    const unlink = current.filter((c) => !keys.includes(c.key)).map((c) => c.id)
    if (unlink.length) {
      await db.update(table).set({ productId: null }).where(inArray(table.id, unlink))
    }
    if (keys.length) {
      const targets = await db
        .select({ id: table.id, locale: table.locale })
        .from(table)
        .where(inArray(table.translationKey, keys))
      const ids = targets.filter((t) => t.locale === locale).map((t) => t.id)
      if (ids.length) await db.update(table).set({ productId }).where(inArray(table.id, ids))
    }
  }
}

const brandValues = (b: Base, sh: Values, l: Values): typeof s.brands.$inferInsert => ({
  ...withPublishAt(b),
  code: str(sh, 'code'),
  logo: str(sh, 'logo'),
  siteUrl: strOrNull(sh, 'siteUrl'),
  mallUrl: strOrNull(sh, 'mallUrl'),
  sort: num(sh, 'sort'),
  name: str(l, 'name'),
  intro: str(l, 'intro'),
  onlineStores: links(l, 'onlineStores'),
})

const brands: Binding = {
  columns: {
    ...keyed(s.brands),
    title: s.brands.name,
    status: s.brands.status,
    at: s.brands.publishAt,
    updatedAt: s.brands.updatedAt,
    filters: {},
  },
  rows: async (db, where) =>
    (await db.select().from(s.brands).where(where)).map((r) =>
      stored(
        r,
        r.publishAt,
        { name: r.name, intro: r.intro, onlineStores: r.onlineStores },
        {
          code: r.code,
          logo: r.logo,
          siteUrl: r.siteUrl ?? '',
          mallUrl: r.mallUrl ?? '',
          sort: r.sort,
        },
      ),
    ),
  ...writes(s.brands, brandValues),
}

/** A product's role on its platform (the schema allowed only the roles, or none). */
const platformRole = (sh: Values): PlatformRole | null => {
  const value = sh.platformRole
  return PLATFORM_ROLES.find((r) => r === value) ?? null
}

const platformValues = (
  b: Base,
  sh: Values,
  l: Values,
): typeof s.batteryPlatforms.$inferInsert => ({
  ...withPublishAt(b),
  code: str(sh, 'code'),
  brandId: ref(sh, 'brandId') ?? 0,
  voltage: str(sh, 'voltage'),
  sort: num(sh, 'sort'),
  name: str(l, 'name'),
  intro: str(l, 'intro'),
})

const platforms: Binding = {
  columns: {
    ...keyed(s.batteryPlatforms),
    title: s.batteryPlatforms.name,
    status: s.batteryPlatforms.status,
    at: s.batteryPlatforms.publishAt,
    updatedAt: s.batteryPlatforms.updatedAt,
    filters: { brandId: s.batteryPlatforms.brandId },
  },
  rows: async (db, where) =>
    (await db.select().from(s.batteryPlatforms).where(where)).map((r) =>
      stored(
        r,
        r.publishAt,
        { name: r.name, intro: r.intro },
        { code: r.code, brandId: r.brandId, voltage: r.voltage, sort: r.sort },
      ),
    ),
  ...writes(s.batteryPlatforms, platformValues),
}

const productCategoryValues = (
  b: Base,
  sh: Values,
  l: Values,
): typeof s.productCategories.$inferInsert => ({
  ...withPublishAt(b),
  image: str(sh, 'image'),
  // A term left out (0) is the default; the field's range (1–120) was checked already.
  warrantyMonths: num(sh, 'warrantyMonths') || DEFAULT_WARRANTY.months,
  accessoryWarrantyMonths: num(sh, 'accessoryWarrantyMonths') || DEFAULT_WARRANTY.accessoryMonths,
  sort: num(sh, 'sort'),
  name: str(l, 'name'),
  intro: str(l, 'intro'),
})

const productCategories: Binding = {
  columns: {
    ...keyed(s.productCategories),
    title: s.productCategories.name,
    status: s.productCategories.status,
    at: s.productCategories.publishAt,
    updatedAt: s.productCategories.updatedAt,
    filters: {},
  },
  rows: async (db, where) =>
    (await db.select().from(s.productCategories).where(where)).map((r) =>
      stored(
        r,
        r.publishAt,
        { name: r.name, intro: r.intro },
        {
          image: r.image,
          warrantyMonths: r.warrantyMonths,
          accessoryWarrantyMonths: r.accessoryWarrantyMonths,
          sort: r.sort,
        },
      ),
    ),
  ...writes(s.productCategories, productCategoryValues),
}

const newsCategories: Binding = {
  columns: {
    ...keyed(s.newsCategories),
    title: s.newsCategories.name,
    status: s.newsCategories.status,
    at: s.newsCategories.publishAt,
    updatedAt: s.newsCategories.updatedAt,
    filters: {},
  },
  rows: async (db, where) =>
    (await db.select().from(s.newsCategories).where(where)).map((r) =>
      stored(r, r.publishAt, { name: r.name }, { sort: r.sort }),
    ),
  ...writes(s.newsCategories, (b, sh, l): typeof s.newsCategories.$inferInsert => ({
    ...withPublishAt(b),
    name: str(l, 'name'),
    sort: num(sh, 'sort'),
  })),
}

const positionValues = (b: Base, sh: Values, l: Values): typeof s.positions.$inferInsert => ({
  ...common(b),
  kind: str(sh, 'kind'),
  typeId: ref(sh, 'typeId') ?? 0,
  headcount: num(sh, 'headcount'),
  releasedAt: date(sh, 'releasedAt') ?? b.updatedAt,
  name: str(l, 'name'),
  category: str(l, 'category'),
  place: str(l, 'place'),
  duties: str(l, 'duties'),
  requirements: str(l, 'requirements'),
})

const positions: Binding = {
  columns: {
    ...keyed(s.positions),
    title: s.positions.name,
    status: s.positions.status,
    at: s.positions.releasedAt,
    updatedAt: s.positions.updatedAt,
    filters: { kind: s.positions.kind, typeId: s.positions.typeId },
  },
  rows: async (db, where) =>
    (await db.select().from(s.positions).where(where)).map((r) =>
      stored(
        r,
        r.releasedAt,
        {
          name: r.name,
          category: r.category,
          place: r.place,
          duties: r.duties,
          requirements: r.requirements,
        },
        { kind: r.kind, typeId: r.typeId, headcount: r.headcount, releasedAt: r.releasedAt },
      ),
    ),
  ...writes(s.positions, positionValues),
}

/** Names by kind, never published: position types and download categories (the same columns). */
const kindLookup = (table: typeof s.positionTypes | typeof s.downloadCategories): Binding => ({
  columns: { ...keyed(table), title: table.name, filters: { kind: table.kind } },
  rows: async (db, where) =>
    (await db.select().from(table).where(where)).map((r) =>
      stored(r, null, { name: r.name }, { kind: r.kind, sort: r.sort }),
    ),
  ...writes(table, (b, sh, l): typeof table.$inferInsert => ({
    ...lookup(b),
    kind: str(sh, 'kind'),
    sort: num(sh, 'sort'),
    name: str(l, 'name'),
  })),
})

const downloadValues = (b: Base, sh: Values, l: Values): typeof s.downloads.$inferInsert => {
  const f = file(sh, 'file')
  return {
    ...common(b),
    kind: str(sh, 'kind'),
    categoryId: ref(sh, 'categoryId') ?? 0,
    productId: ref(sh, 'productId'),
    cover: str(sh, 'cover'),
    fileUrl: f.url,
    fileType: f.type,
    fileSize: f.size,
    publishedAt: date(sh, 'publishedAt') ?? b.updatedAt,
    title: str(l, 'title'),
    description: str(l, 'description'),
    content: str(l, 'content'),
  }
}

const downloads: Binding = {
  columns: {
    ...keyed(s.downloads),
    title: s.downloads.title,
    status: s.downloads.status,
    at: s.downloads.publishedAt,
    updatedAt: s.downloads.updatedAt,
    filters: {
      kind: s.downloads.kind,
      categoryId: s.downloads.categoryId,
      productId: s.downloads.productId,
    },
  },
  rows: async (db, where) =>
    (await db.select().from(s.downloads).where(where)).map((r) =>
      stored(
        r,
        r.publishedAt,
        { title: r.title, description: r.description, content: r.content },
        {
          kind: r.kind,
          categoryId: r.categoryId,
          productId: r.productId,
          cover: r.cover,
          file: { url: r.fileUrl, type: r.fileType, size: r.fileSize },
          publishedAt: r.publishedAt,
        },
      ),
    ),
  ...writes(s.downloads, downloadValues),
}

const videoValues = (b: Base, sh: Values, l: Values): typeof s.videos.$inferInsert => ({
  ...common(b),
  kind: str(sh, 'kind'),
  productId: ref(sh, 'productId'),
  cover: str(sh, 'cover'),
  videoUrl: file(sh, 'video').url,
  durationSeconds: num(sh, 'durationSeconds'),
  publishedAt: date(sh, 'publishedAt') ?? b.updatedAt,
  title: str(l, 'title'),
})

const videos: Binding = {
  columns: {
    ...keyed(s.videos),
    title: s.videos.title,
    status: s.videos.status,
    at: s.videos.publishedAt,
    updatedAt: s.videos.updatedAt,
    filters: { kind: s.videos.kind, productId: s.videos.productId },
  },
  rows: async (db, where) =>
    (await db.select().from(s.videos).where(where)).map((r) =>
      stored(
        r,
        r.publishedAt,
        { title: r.title },
        {
          kind: r.kind,
          productId: r.productId,
          cover: r.cover,
          video: {
            url: r.videoUrl,
            type: /\.(\w{2,5})$/.exec(r.videoUrl)?.[1]?.toLowerCase() ?? '',
            size: 0,
          },
          durationSeconds: r.durationSeconds,
          publishedAt: r.publishedAt,
        },
      ),
    ),
  ...writes(s.videos, videoValues),
}

const outletValues = (b: Base, sh: Values, l: Values): typeof s.outlets.$inferInsert => ({
  ...withPublishAt(b),
  lat: num(sh, 'lat'),
  lng: num(sh, 'lng'),
  company: str(l, 'company'),
  dealerName: str(l, 'dealerName'),
  area: str(l, 'area'),
  province: str(l, 'province'),
  city: str(l, 'city'),
  address: str(l, 'address'),
  contact: str(l, 'contact'),
})

const outlets: Binding = {
  columns: {
    ...keyed(s.outlets),
    title: s.outlets.company,
    status: s.outlets.status,
    at: s.outlets.publishAt,
    updatedAt: s.outlets.updatedAt,
    filters: {},
  },
  rows: async (db, where) =>
    (await db.select().from(s.outlets).where(where)).map((r) =>
      stored(
        r,
        r.publishAt,
        {
          company: r.company,
          dealerName: r.dealerName,
          area: r.area,
          province: r.province,
          city: r.city,
          address: r.address,
          contact: r.contact,
        },
        { lat: r.lat, lng: r.lng },
      ),
    ),
  ...writes(s.outlets, outletValues),
}

const storeValues = (b: Base, sh: Values, l: Values): typeof s.stores.$inferInsert => ({
  ...withPublishAt(b),
  region: str(sh, 'region'),
  phone: str(sh, 'phone'),
  lat: num(sh, 'lat'),
  lng: num(sh, 'lng'),
  name: str(l, 'name'),
  province: str(l, 'province'),
  city: str(l, 'city'),
  address: str(l, 'address'),
})

const stores: Binding = {
  columns: {
    ...keyed(s.stores),
    title: s.stores.name,
    status: s.stores.status,
    at: s.stores.publishAt,
    updatedAt: s.stores.updatedAt,
    filters: { region: s.stores.region },
  },
  rows: async (db, where) =>
    (await db.select().from(s.stores).where(where)).map((r) =>
      stored(
        r,
        r.publishAt,
        { name: r.name, province: r.province, city: r.city, address: r.address },
        { region: r.region, phone: r.phone, lat: r.lat, lng: r.lng },
      ),
    ),
  ...writes(s.stores, storeValues),
}

const pageValues = (b: Base, _sh: Values, l: Values): typeof s.companyPages.$inferInsert => ({
  ...withPublishAt(b),
  title: str(l, 'title'),
  intro: str(l, 'intro'),
  content: str(l, 'content'),
})

/** The company pages: the page's key (`about-us`, …) is the item's translation key. */
const pages: Binding = {
  columns: {
    ...keyed(s.companyPages),
    title: s.companyPages.title,
    status: s.companyPages.status,
    at: s.companyPages.publishAt,
    updatedAt: s.companyPages.updatedAt,
    filters: {},
  },
  rows: async (db, where) =>
    (await db.select().from(s.companyPages).where(where)).map((r) =>
      stored(r, r.publishAt, { title: r.title, intro: r.intro, content: r.content }, {}),
    ),
  ...writes(s.companyPages, pageValues),
}

export const BINDINGS: Record<CollectionName, Binding> = {
  news,
  products,
  brands,
  platforms,
  'product-categories': productCategories,
  'news-categories': newsCategories,
  positions,
  'position-types': kindLookup(s.positionTypes),
  downloads,
  'download-categories': kindLookup(s.downloadCategories),
  videos,
  outlets,
  stores,
  pages,
}

import { eq, inArray, type SQL } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { Db } from '~/server/db/client'
import * as s from '~/server/db/schema'
import type { CollectionName } from '~/shared/staff/content'
import {
  bool,
  date,
  file,
  num,
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

const news: Binding = {
  columns: {
    table: s.news,
    id: s.news.id,
    key: s.news.translationKey,
    locale: s.news.locale,
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
  insert: async (db, b, sh, l) => {
    const [row] = await db
      .insert(s.news)
      .values({
        ...common(b),
        categoryId: ref(sh, 'categoryId') ?? 0,
        cover: str(sh, 'cover'),
        publishedAt: date(sh, 'publishedAt') ?? b.updatedAt,
        title: str(l, 'title'),
        summary: str(l, 'summary'),
        content: str(l, 'content'),
        source: str(l, 'source'),
      })
      .returning({ id: s.news.id })
    return row?.id ?? 0
  },
  update: async (db, id, b, sh, l) => {
    await db
      .update(s.news)
      .set({
        ...common(b),
        categoryId: ref(sh, 'categoryId') ?? 0,
        cover: str(sh, 'cover'),
        publishedAt: date(sh, 'publishedAt') ?? b.updatedAt,
        title: str(l, 'title'),
        summary: str(l, 'summary'),
        content: str(l, 'content'),
        source: str(l, 'source'),
      })
      .where(eq(s.news.id, id))
  },
  remove: async (db, ids) => {
    await db.delete(s.news).where(inArray(s.news.id, ids))
  },
}

const productValues = (b: Base, sh: Values, l: Values) => ({
  ...withPublishAt(b),
  categoryId: ref(sh, 'categoryId') ?? 0,
  brandId: ref(sh, 'brandId') ?? 0,
  model: str(sh, 'model'),
  images: strings(sh, 'images'),
  mallUrl: strOrNull(sh, 'mallUrl'),
  featured: bool(sh, 'featured'),
  sort: num(sh, 'sort'),
  name: str(l, 'name'),
  summary: str(l, 'summary'),
  content: str(l, 'content'),
  specs: specRows(l, 'specs'),
})

const products: Binding = {
  columns: {
    table: s.products,
    id: s.products.id,
    key: s.products.translationKey,
    locale: s.products.locale,
    title: s.products.name,
    status: s.products.status,
    at: s.products.publishAt,
    updatedAt: s.products.updatedAt,
    filters: { categoryId: s.products.categoryId, brandId: s.products.brandId },
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
        { name: r.name, summary: r.summary, content: r.content, specs: r.specs },
        {
          model: r.model,
          categoryId: r.categoryId,
          brandId: r.brandId,
          images: r.images,
          mallUrl: r.mallUrl ?? '',
          featured: r.featured,
          sort: r.sort,
          downloads: downloads.filter((d) => d.productId === r.id).map((d) => d.key),
          videos: videos.filter((v) => v.productId === r.id).map((v) => v.key),
        },
      ),
    )
  },
  insert: async (db, b, sh, l) => {
    const [row] = await db
      .insert(s.products)
      .values(productValues(b, sh, l))
      .returning({ id: s.products.id })
    return row?.id ?? 0
  },
  update: async (db, id, b, sh, l) => {
    await db
      .update(s.products)
      .set(productValues(b, sh, l))
      .where(eq(s.products.id, id))
  },
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

const brandValues = (b: Base, sh: Values, l: Values) => ({
  ...withPublishAt(b),
  code: str(sh, 'code'),
  logo: str(sh, 'logo'),
  siteUrl: strOrNull(sh, 'siteUrl'),
  mallUrl: strOrNull(sh, 'mallUrl'),
  sort: num(sh, 'sort'),
  name: str(l, 'name'),
  intro: str(l, 'intro'),
})

const brands: Binding = {
  columns: {
    table: s.brands,
    id: s.brands.id,
    key: s.brands.translationKey,
    locale: s.brands.locale,
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
        { name: r.name, intro: r.intro },
        {
          code: r.code,
          logo: r.logo,
          siteUrl: r.siteUrl ?? '',
          mallUrl: r.mallUrl ?? '',
          sort: r.sort,
        },
      ),
    ),
  insert: async (db, b, sh, l) => {
    const [row] = await db
      .insert(s.brands)
      .values(brandValues(b, sh, l))
      .returning({ id: s.brands.id })
    return row?.id ?? 0
  },
  update: async (db, id, b, sh, l) => {
    await db
      .update(s.brands)
      .set(brandValues(b, sh, l))
      .where(eq(s.brands.id, id))
  },
  remove: async (db, ids) => {
    await db.delete(s.brands).where(inArray(s.brands.id, ids))
  },
}

const productCategoryValues = (b: Base, sh: Values, l: Values) => ({
  ...withPublishAt(b),
  image: str(sh, 'image'),
  sort: num(sh, 'sort'),
  name: str(l, 'name'),
  intro: str(l, 'intro'),
})

const productCategories: Binding = {
  columns: {
    table: s.productCategories,
    id: s.productCategories.id,
    key: s.productCategories.translationKey,
    locale: s.productCategories.locale,
    title: s.productCategories.name,
    status: s.productCategories.status,
    at: s.productCategories.publishAt,
    updatedAt: s.productCategories.updatedAt,
    filters: {},
  },
  rows: async (db, where) =>
    (await db.select().from(s.productCategories).where(where)).map((r) =>
      stored(r, r.publishAt, { name: r.name, intro: r.intro }, { image: r.image, sort: r.sort }),
    ),
  insert: async (db, b, sh, l) => {
    const [row] = await db
      .insert(s.productCategories)
      .values(productCategoryValues(b, sh, l))
      .returning({ id: s.productCategories.id })
    return row?.id ?? 0
  },
  update: async (db, id, b, sh, l) => {
    await db
      .update(s.productCategories)
      .set(productCategoryValues(b, sh, l))
      .where(eq(s.productCategories.id, id))
  },
  remove: async (db, ids) => {
    await db.delete(s.productCategories).where(inArray(s.productCategories.id, ids))
  },
}

const newsCategories: Binding = {
  columns: {
    table: s.newsCategories,
    id: s.newsCategories.id,
    key: s.newsCategories.translationKey,
    locale: s.newsCategories.locale,
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
  insert: async (db, b, sh, l) => {
    const [row] = await db
      .insert(s.newsCategories)
      .values({ ...withPublishAt(b), name: str(l, 'name'), sort: num(sh, 'sort') })
      .returning({ id: s.newsCategories.id })
    return row?.id ?? 0
  },
  update: async (db, id, b, sh, l) => {
    await db
      .update(s.newsCategories)
      .set({ ...withPublishAt(b), name: str(l, 'name'), sort: num(sh, 'sort') })
      .where(eq(s.newsCategories.id, id))
  },
  remove: async (db, ids) => {
    await db.delete(s.newsCategories).where(inArray(s.newsCategories.id, ids))
  },
}

const positionValues = (b: Base, sh: Values, l: Values) => ({
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
    table: s.positions,
    id: s.positions.id,
    key: s.positions.translationKey,
    locale: s.positions.locale,
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
  insert: async (db, b, sh, l) => {
    const [row] = await db
      .insert(s.positions)
      .values(positionValues(b, sh, l))
      .returning({ id: s.positions.id })
    return row?.id ?? 0
  },
  update: async (db, id, b, sh, l) => {
    await db
      .update(s.positions)
      .set(positionValues(b, sh, l))
      .where(eq(s.positions.id, id))
  },
  remove: async (db, ids) => {
    await db.delete(s.positions).where(inArray(s.positions.id, ids))
  },
}

const positionTypes: Binding = {
  columns: {
    table: s.positionTypes,
    id: s.positionTypes.id,
    key: s.positionTypes.translationKey,
    locale: s.positionTypes.locale,
    title: s.positionTypes.name,
    filters: { kind: s.positionTypes.kind },
  },
  rows: async (db, where) =>
    (await db.select().from(s.positionTypes).where(where)).map((r) =>
      stored(r, null, { name: r.name }, { kind: r.kind, sort: r.sort }),
    ),
  insert: async (db, b, sh, l) => {
    const [row] = await db
      .insert(s.positionTypes)
      .values({ ...lookup(b), kind: str(sh, 'kind'), sort: num(sh, 'sort'), name: str(l, 'name') })
      .returning({ id: s.positionTypes.id })
    return row?.id ?? 0
  },
  update: async (db, id, b, sh, l) => {
    await db
      .update(s.positionTypes)
      .set({ ...lookup(b), kind: str(sh, 'kind'), sort: num(sh, 'sort'), name: str(l, 'name') })
      .where(eq(s.positionTypes.id, id))
  },
  remove: async (db, ids) => {
    await db.delete(s.positionTypes).where(inArray(s.positionTypes.id, ids))
  },
}

const downloadValues = (b: Base, sh: Values, l: Values) => {
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
    table: s.downloads,
    id: s.downloads.id,
    key: s.downloads.translationKey,
    locale: s.downloads.locale,
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
  insert: async (db, b, sh, l) => {
    const [row] = await db
      .insert(s.downloads)
      .values(downloadValues(b, sh, l))
      .returning({ id: s.downloads.id })
    return row?.id ?? 0
  },
  update: async (db, id, b, sh, l) => {
    await db
      .update(s.downloads)
      .set(downloadValues(b, sh, l))
      .where(eq(s.downloads.id, id))
  },
  remove: async (db, ids) => {
    await db.delete(s.downloads).where(inArray(s.downloads.id, ids))
  },
}

const downloadCategories: Binding = {
  columns: {
    table: s.downloadCategories,
    id: s.downloadCategories.id,
    key: s.downloadCategories.translationKey,
    locale: s.downloadCategories.locale,
    title: s.downloadCategories.name,
    filters: { kind: s.downloadCategories.kind },
  },
  rows: async (db, where) =>
    (await db.select().from(s.downloadCategories).where(where)).map((r) =>
      stored(r, null, { name: r.name }, { kind: r.kind, sort: r.sort }),
    ),
  insert: async (db, b, sh, l) => {
    const [row] = await db
      .insert(s.downloadCategories)
      .values({ ...lookup(b), kind: str(sh, 'kind'), sort: num(sh, 'sort'), name: str(l, 'name') })
      .returning({ id: s.downloadCategories.id })
    return row?.id ?? 0
  },
  update: async (db, id, b, sh, l) => {
    await db
      .update(s.downloadCategories)
      .set({ ...lookup(b), kind: str(sh, 'kind'), sort: num(sh, 'sort'), name: str(l, 'name') })
      .where(eq(s.downloadCategories.id, id))
  },
  remove: async (db, ids) => {
    await db.delete(s.downloadCategories).where(inArray(s.downloadCategories.id, ids))
  },
}

const videoValues = (b: Base, sh: Values, l: Values) => ({
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
    table: s.videos,
    id: s.videos.id,
    key: s.videos.translationKey,
    locale: s.videos.locale,
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
  insert: async (db, b, sh, l) => {
    const [row] = await db
      .insert(s.videos)
      .values(videoValues(b, sh, l))
      .returning({ id: s.videos.id })
    return row?.id ?? 0
  },
  update: async (db, id, b, sh, l) => {
    await db
      .update(s.videos)
      .set(videoValues(b, sh, l))
      .where(eq(s.videos.id, id))
  },
  remove: async (db, ids) => {
    await db.delete(s.videos).where(inArray(s.videos.id, ids))
  },
}

const outletValues = (b: Base, sh: Values, l: Values) => ({
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
    table: s.outlets,
    id: s.outlets.id,
    key: s.outlets.translationKey,
    locale: s.outlets.locale,
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
  insert: async (db, b, sh, l) => {
    const [row] = await db
      .insert(s.outlets)
      .values(outletValues(b, sh, l))
      .returning({ id: s.outlets.id })
    return row?.id ?? 0
  },
  update: async (db, id, b, sh, l) => {
    await db
      .update(s.outlets)
      .set(outletValues(b, sh, l))
      .where(eq(s.outlets.id, id))
  },
  remove: async (db, ids) => {
    await db.delete(s.outlets).where(inArray(s.outlets.id, ids))
  },
}

const storeValues = (b: Base, sh: Values, l: Values) => ({
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
    table: s.stores,
    id: s.stores.id,
    key: s.stores.translationKey,
    locale: s.stores.locale,
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
  insert: async (db, b, sh, l) => {
    const [row] = await db
      .insert(s.stores)
      .values(storeValues(b, sh, l))
      .returning({ id: s.stores.id })
    return row?.id ?? 0
  },
  update: async (db, id, b, sh, l) => {
    await db
      .update(s.stores)
      .set(storeValues(b, sh, l))
      .where(eq(s.stores.id, id))
  },
  remove: async (db, ids) => {
    await db.delete(s.stores).where(inArray(s.stores.id, ids))
  },
}

export const BINDINGS: Record<CollectionName, Binding> = {
  news,
  products,
  brands,
  'product-categories': productCategories,
  'news-categories': newsCategories,
  positions,
  'position-types': positionTypes,
  downloads,
  'download-categories': downloadCategories,
  videos,
  outlets,
  stores,
}

import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  ilike,
  inArray,
  isNull,
  lt,
  ne,
  or,
  type SQL,
} from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import * as v from 'valibot'
import * as s from '~/server/db/schema'
import {
  type CmsContext,
  IdQuery,
  idOrUndefined,
  Keyword,
  likePattern,
  notFound,
  OptionalId,
  type Page,
  Paging,
  parseInput,
  registerCmsRoute,
} from '../core'
import { live } from '../visibility'
import { namedParts } from './parts'

async function paged<T>(
  ctx: CmsContext,
  table: PgTable,
  where: SQL | undefined,
  pageNo: number,
  pageSize: number,
  rows: (offset: number) => Promise<T[]>,
): Promise<Page<T>> {
  const [list, [total]] = await Promise.all([
    rows((pageNo - 1) * pageSize),
    ctx.db.select({ n: count() }).from(table).where(where),
  ])
  return { list, total: total?.n ?? 0, pageNo, pageSize }
}

/**
 * The language versions of one item (extension, docs/cmsapi.md): the ids of the rows that share
 * its translation key, by language — the item itself included.
 */
async function alternatesOf(
  ctx: CmsContext,
  table: typeof s.products | typeof s.news | typeof s.positions | typeof s.downloads,
  key: string,
  /** When its rows become visible (the table's date, else its publish time). */
  at: PgColumn,
): Promise<{ en?: number; zh?: number }> {
  const rows = await ctx.db
    .select({ id: table.id, locale: table.locale })
    .from(table)
    .where(and(eq(table.translationKey, key), live(table, at)))
  const out: { en?: number; zh?: number } = {}
  for (const r of rows) if (r.locale === 'en' || r.locale === 'zh') out[r.locale] = r.id
  return out
}

function keywordMatch(keyword: string, ...columns: PgColumn[]): SQL | undefined {
  if (!keyword) return undefined
  const pattern = likePattern(keyword)
  return or(...columns.map((c) => ilike(c, pattern)))
}

// ---- Site settings and brands (extensions of the contract, see docs/cmsapi.md) ----

registerCmsRoute('GET', 'common/cmsSite/settings', async (ctx) => {
  const [row] = await ctx.db
    .select()
    .from(s.siteSettings)
    .where(eq(s.siteSettings.locale, ctx.locale))
  if (!row) throw notFound()
  return {
    siteTitle: row.siteTitle,
    hotline: row.hotline,
    socials: row.socials,
    mailboxes: row.mailboxes,
  }
})

/** A company page by its key (`about-us`, `culture`, …): extension, docs/cmsapi.md. */
const CompanyPageQuery = v.object({
  key: v.pipe(v.string(), v.regex(/^[a-z][a-z-]{0,39}$/, 'key must be a page key')),
})

registerCmsRoute('GET', 'common/cmsPage/detail', async (ctx) => {
  const { key } = parseInput(CompanyPageQuery, ctx.query)
  const [row] = await ctx.db
    .select({
      id: s.companyPages.id,
      key: s.companyPages.translationKey,
      title: s.companyPages.title,
      intro: s.companyPages.intro,
      content: s.companyPages.content,
      updatedAt: s.companyPages.updatedAt,
    })
    .from(s.companyPages)
    .where(
      and(
        eq(s.companyPages.translationKey, key),
        eq(s.companyPages.locale, ctx.locale),
        live(s.companyPages, s.companyPages.publishAt),
      ),
    )
  if (!row) throw notFound()
  return row
})

const brandColumns = {
  id: s.brands.id,
  key: s.brands.translationKey,
  code: s.brands.code,
  name: s.brands.name,
  logo: s.brands.logo,
  intro: s.brands.intro,
  siteUrl: s.brands.siteUrl,
  mallUrl: s.brands.mallUrl,
  // Extension: the brand's official online stores, which the product pages list under "Where to
  // buy" without a request of their own.
  onlineStores: s.brands.onlineStores,
}

const platformColumns = {
  id: s.batteryPlatforms.id,
  key: s.batteryPlatforms.translationKey,
  code: s.batteryPlatforms.code,
  brandId: s.batteryPlatforms.brandId,
  name: s.batteryPlatforms.name,
  voltage: s.batteryPlatforms.voltage,
  intro: s.batteryPlatforms.intro,
}

registerCmsRoute('GET', 'common/cmsProduct/brandlist', async (ctx) => {
  const [brands, platforms] = await Promise.all([
    ctx.db
      .select(brandColumns)
      .from(s.brands)
      .where(and(eq(s.brands.locale, ctx.locale), live(s.brands, s.brands.publishAt)))
      .orderBy(asc(s.brands.sort)),
    ctx.db
      .select(platformColumns)
      .from(s.batteryPlatforms)
      .where(
        and(
          eq(s.batteryPlatforms.locale, ctx.locale),
          live(s.batteryPlatforms, s.batteryPlatforms.publishAt),
        ),
      )
      .orderBy(asc(s.batteryPlatforms.sort), asc(s.batteryPlatforms.id)),
  ])
  // Extension: each brand's battery platforms, which the product list filters by.
  return brands.map((b) => ({
    ...b,
    platforms: platforms.filter((p) => p.brandId === b.id).map(({ brandId: _, ...p }) => p),
  }))
})

// ---- Products ----

/**
 * A category's warranty terms (extension, docs/cmsapi.md): the only source of the terms the
 * pages state (the product page, the service overview), so that no two of them can disagree.
 */
const warrantyTerms = {
  months: s.productCategories.warrantyMonths,
  accessoryMonths: s.productCategories.accessoryWarrantyMonths,
}

registerCmsRoute('POST', 'common/cmsProduct/productClist', async (ctx) => {
  const categories = await ctx.db
    .select({
      id: s.productCategories.id,
      key: s.productCategories.translationKey,
      name: s.productCategories.name,
      image: s.productCategories.image,
      intro: s.productCategories.intro,
      warranty: warrantyTerms,
    })
    .from(s.productCategories)
    .where(
      and(
        eq(s.productCategories.locale, ctx.locale),
        live(s.productCategories, s.productCategories.publishAt),
      ),
    )
    .orderBy(asc(s.productCategories.sort))
  const counts = await ctx.db
    .select({ categoryId: s.products.categoryId, n: count() })
    .from(s.products)
    .where(and(eq(s.products.locale, ctx.locale), live(s.products, s.products.publishAt)))
    .groupBy(s.products.categoryId)
  const byCategory = new Map(counts.map((c) => [c.categoryId, c.n]))
  return categories.map((c) => ({ ...c, productCount: byCategory.get(c.id) ?? 0 }))
})

const ProductListInput = v.object({
  ...Paging,
  categoryId: OptionalId,
  brandId: OptionalId,
  keyword: Keyword,
  featured: v.optional(v.boolean()),
  /** Extension: the code of a battery platform; an unknown one matches nothing. */
  platform: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(50))),
})

const productSummary = {
  id: s.products.id,
  key: s.products.translationKey,
  name: s.products.name,
  model: s.products.model,
  summary: s.products.summary,
  images: s.products.images,
  categoryId: s.products.categoryId,
  brandId: s.products.brandId,
  mallUrl: s.products.mallUrl,
  featured: s.products.featured,
}

registerCmsRoute('POST', 'common/cmsProduct/productlist', async (ctx) => {
  const input = parseInput(ProductListInput, ctx.body ?? {})
  const categoryId = idOrUndefined(input.categoryId)
  const brandId = idOrUndefined(input.brandId)
  const where = and(
    eq(s.products.locale, ctx.locale),
    live(s.products, s.products.publishAt),
    categoryId ? eq(s.products.categoryId, categoryId) : undefined,
    brandId ? eq(s.products.brandId, brandId) : undefined,
    input.featured === undefined ? undefined : eq(s.products.featured, input.featured),
    keywordMatch(input.keyword, s.products.name, s.products.model, s.products.summary),
    input.platform
      ? inArray(
          s.products.platformId,
          ctx.db
            .select({ id: s.batteryPlatforms.id })
            .from(s.batteryPlatforms)
            .where(
              and(
                eq(s.batteryPlatforms.code, input.platform),
                eq(s.batteryPlatforms.locale, ctx.locale),
                live(s.batteryPlatforms, s.batteryPlatforms.publishAt),
              ),
            ),
        )
      : undefined,
  )
  return paged(ctx, s.products, where, input.pageNo, input.pageSize, (offset) =>
    ctx.db
      .select(productSummary)
      .from(s.products)
      .where(where)
      .orderBy(asc(s.products.sort), asc(s.products.id))
      .limit(input.pageSize)
      .offset(offset),
  )
})

registerCmsRoute('GET', 'common/cmsProduct/detail', async (ctx) => {
  const { id } = parseInput(IdQuery, ctx.query)
  const [product] = await ctx.db
    .select()
    .from(s.products)
    .where(
      and(
        eq(s.products.id, id),
        eq(s.products.locale, ctx.locale),
        live(s.products, s.products.publishAt),
      ),
    )
  if (!product) throw notFound()
  const [[brand], [category], downloads, videos, alternates, platform] = await Promise.all([
    ctx.db.select(brandColumns).from(s.brands).where(eq(s.brands.id, product.brandId)),
    ctx.db
      .select({
        id: s.productCategories.id,
        key: s.productCategories.translationKey,
        name: s.productCategories.name,
        warranty: warrantyTerms,
      })
      .from(s.productCategories)
      .where(eq(s.productCategories.id, product.categoryId)),
    ctx.db
      .select({
        id: s.downloads.id,
        kind: s.downloads.kind,
        title: s.downloads.title,
        fileUrl: s.downloads.fileUrl,
        fileType: s.downloads.fileType,
        fileSize: s.downloads.fileSize,
      })
      .from(s.downloads)
      .where(
        and(
          eq(s.downloads.productId, product.id),
          eq(s.downloads.locale, ctx.locale),
          live(s.downloads, s.downloads.publishedAt),
        ),
      ),
    ctx.db
      .select({
        id: s.videos.id,
        kind: s.videos.kind,
        title: s.videos.title,
        cover: s.videos.cover,
        videoUrl: s.videos.videoUrl,
        durationSeconds: s.videos.durationSeconds,
      })
      .from(s.videos)
      .where(
        and(
          eq(s.videos.productId, product.id),
          eq(s.videos.locale, ctx.locale),
          live(s.videos, s.videos.publishedAt),
        ),
      ),
    alternatesOf(ctx, s.products, product.translationKey, s.products.publishAt),
    platformOf(ctx, product),
  ])
  return {
    id: product.id,
    key: product.translationKey,
    alternates,
    name: product.name,
    model: product.model,
    summary: product.summary,
    content: product.content,
    specs: product.specs,
    images: product.images,
    mallUrl: product.mallUrl,
    brand: brand ?? null,
    category: category ? { id: category.id, key: category.key, name: category.name } : null,
    // The product's warranty is its category's: the page states it with the same numbers as
    // the service overview and the registration.
    warranty: category?.warranty ?? null,
    downloads,
    videos,
    // Extension: the tool's spare parts in this language and its exploded drawing.
    parts: namedParts(product.parts, product.partNames),
    partsDrawing: product.partsDrawing,
    // Extension: its battery platform, what it is there, and the platform's other products.
    platform,
  }
})

/**
 * A product's battery platform (extension, docs/cmsapi.md): the platform, the product's role on
 * it, and the platform's other live products (its tools, batteries and chargers) in list order;
 * null for a product on none (a corded tool) or on a platform not shown.
 */
async function platformOf(
  ctx: CmsContext,
  product: { id: number; platformId: number | null; platformRole: string | null },
) {
  if (product.platformId === null || product.platformRole === null) return null
  const [platform] = await ctx.db
    .select(platformColumns)
    .from(s.batteryPlatforms)
    .where(
      and(
        eq(s.batteryPlatforms.id, product.platformId),
        live(s.batteryPlatforms, s.batteryPlatforms.publishAt),
      ),
    )
  if (!platform) return null
  const members = await ctx.db
    .select({
      id: s.products.id,
      name: s.products.name,
      model: s.products.model,
      images: s.products.images,
      role: s.products.platformRole,
    })
    .from(s.products)
    .where(
      and(
        eq(s.products.platformId, platform.id),
        ne(s.products.id, product.id),
        eq(s.products.locale, ctx.locale),
        live(s.products, s.products.publishAt),
      ),
    )
    .orderBy(asc(s.products.sort), asc(s.products.id))
  const { brandId: _, ...rest } = platform
  return {
    ...rest,
    role: product.platformRole,
    products: members.map((m) => ({
      id: m.id,
      name: m.name,
      model: m.model,
      image: m.images[0] ?? '',
      role: m.role,
    })),
  }
}

// ---- Ads, menus, banners, filing record, page SEO ----

const AdTypeInput = v.object({
  type: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(50)),
})

const adColumns = {
  id: s.ads.id,
  parentId: s.ads.parentId,
  name: s.ads.name,
  image: s.ads.image,
  outerChain: s.ads.outerChain,
  chainType: s.ads.chainType,
  memo: s.ads.memo,
}

/** getAd: the ads of a type as a tree (top level with `child`), e.g. the menu and filing. */
registerCmsRoute('POST', 'common/cmsAd/getAd', async (ctx) => {
  const { type } = parseInput(AdTypeInput, ctx.body ?? {})
  const rows = await ctx.db
    .select(adColumns)
    .from(s.ads)
    .where(and(eq(s.ads.locale, ctx.locale), eq(s.ads.type, type), live(s.ads, s.ads.publishAt)))
    .orderBy(asc(s.ads.sort), asc(s.ads.id))
  const top = rows.filter((r) => r.parentId === null)
  return top.map((item) => ({
    ...item,
    child: rows.filter((r) => r.parentId === item.id).map((c) => ({ ...c, child: [] })),
  }))
})

/** getAds: the top-level ads of a type as a flat list, e.g. banners. */
registerCmsRoute('POST', 'common/cmsAd/getAds', async (ctx) => {
  const { type } = parseInput(AdTypeInput, ctx.body ?? {})
  return ctx.db
    .select(adColumns)
    .from(s.ads)
    .where(
      and(
        eq(s.ads.locale, ctx.locale),
        eq(s.ads.type, type),
        isNull(s.ads.parentId),
        live(s.ads, s.ads.publishAt),
      ),
    )
    .orderBy(asc(s.ads.sort), asc(s.ads.id))
})

const PageQuery = v.object({
  page: v.pipe(v.string(), v.trim(), v.startsWith('/'), v.maxLength(200)),
})

registerCmsRoute('GET', 'common/cmsAd/getPageSeo', async (ctx) => {
  const { page } = parseInput(PageQuery, ctx.query)
  const [row] = await ctx.db
    .select({
      page: s.pageSeo.page,
      title: s.pageSeo.title,
      description: s.pageSeo.description,
      keywords: s.pageSeo.keywords,
    })
    .from(s.pageSeo)
    .where(and(eq(s.pageSeo.locale, ctx.locale), eq(s.pageSeo.page, page)))
  // A page without SEO rows is not an error: the site falls back to its own titles.
  return row ?? null
})

// ---- News ----

const NewsListInput = v.object({ ...Paging, categoryId: OptionalId, keyword: Keyword })

registerCmsRoute('POST', 'common/cmsContent/list', async (ctx) => {
  const input = parseInput(NewsListInput, ctx.body ?? {})
  const categoryId = idOrUndefined(input.categoryId)
  const where = and(
    eq(s.news.locale, ctx.locale),
    live(s.news, s.news.publishedAt),
    categoryId ? eq(s.news.categoryId, categoryId) : undefined,
    keywordMatch(input.keyword, s.news.title, s.news.summary),
  )
  const [page, categories] = await Promise.all([
    paged(ctx, s.news, where, input.pageNo, input.pageSize, (offset) =>
      ctx.db
        .select({
          id: s.news.id,
          key: s.news.translationKey,
          categoryId: s.news.categoryId,
          title: s.news.title,
          summary: s.news.summary,
          cover: s.news.cover,
          publishedAt: s.news.publishedAt,
        })
        .from(s.news)
        .where(where)
        .orderBy(desc(s.news.publishedAt), desc(s.news.id))
        .limit(input.pageSize)
        .offset(offset),
    ),
    ctx.db
      .select({
        id: s.newsCategories.id,
        key: s.newsCategories.translationKey,
        name: s.newsCategories.name,
      })
      .from(s.newsCategories)
      .where(
        and(
          eq(s.newsCategories.locale, ctx.locale),
          live(s.newsCategories, s.newsCategories.publishAt),
        ),
      )
      .orderBy(asc(s.newsCategories.sort)),
  ])
  return { ...page, categories }
})

registerCmsRoute('GET', 'common/cmsContent/detail', async (ctx) => {
  const { id } = parseInput(IdQuery, ctx.query)
  const [item] = await ctx.db
    .select()
    .from(s.news)
    .where(and(eq(s.news.id, id), eq(s.news.locale, ctx.locale), live(s.news, s.news.publishedAt)))
  if (!item) throw notFound()
  const neighbour = (newer: boolean) =>
    ctx.db
      .select({ id: s.news.id, title: s.news.title })
      .from(s.news)
      .where(
        and(
          eq(s.news.locale, ctx.locale),
          live(s.news, s.news.publishedAt),
          newer
            ? or(
                gt(s.news.publishedAt, item.publishedAt),
                and(eq(s.news.publishedAt, item.publishedAt), gt(s.news.id, item.id)),
              )
            : or(
                lt(s.news.publishedAt, item.publishedAt),
                and(eq(s.news.publishedAt, item.publishedAt), lt(s.news.id, item.id)),
              ),
        ),
      )
      .orderBy(
        newer ? asc(s.news.publishedAt) : desc(s.news.publishedAt),
        newer ? asc(s.news.id) : desc(s.news.id),
      )
      .limit(1)
  const [[prev], [next], [category], alternates] = await Promise.all([
    neighbour(true),
    neighbour(false),
    ctx.db
      .select({
        id: s.newsCategories.id,
        key: s.newsCategories.translationKey,
        name: s.newsCategories.name,
      })
      .from(s.newsCategories)
      .where(eq(s.newsCategories.id, item.categoryId)),
    alternatesOf(ctx, s.news, item.translationKey, s.news.publishedAt),
  ])
  return {
    id: item.id,
    key: item.translationKey,
    alternates,
    title: item.title,
    summary: item.summary,
    cover: item.cover,
    content: item.content,
    source: item.source,
    publishedAt: item.publishedAt,
    category: category ?? null,
    /** The newer item ("previous" in a newest-first list) and the older one. */
    prev: prev ?? null,
    next: next ?? null,
  }
})

// ---- Positions ----

for (const kind of ['campus', 'social'] as const) {
  registerCmsRoute('GET', `common/cmsPosition/${kind}Type`, async (ctx) =>
    ctx.db
      .select({
        id: s.positionTypes.id,
        key: s.positionTypes.translationKey,
        name: s.positionTypes.name,
      })
      .from(s.positionTypes)
      .where(and(eq(s.positionTypes.locale, ctx.locale), eq(s.positionTypes.kind, kind)))
      .orderBy(asc(s.positionTypes.sort)),
  )
  registerCmsRoute('POST', `common/cmsPosition/${kind}list`, async (ctx) => {
    const input = parseInput(
      v.object({ ...Paging, typeId: OptionalId, keyword: Keyword }),
      ctx.body ?? {},
    )
    const typeId = idOrUndefined(input.typeId)
    const where = and(
      eq(s.positions.locale, ctx.locale),
      eq(s.positions.kind, kind),
      live(s.positions, s.positions.releasedAt),
      typeId ? eq(s.positions.typeId, typeId) : undefined,
      keywordMatch(input.keyword, s.positions.name, s.positions.place),
    )
    return paged(ctx, s.positions, where, input.pageNo, input.pageSize, (offset) =>
      ctx.db
        .select({
          id: s.positions.id,
          key: s.positions.translationKey,
          kind: s.positions.kind,
          typeId: s.positions.typeId,
          name: s.positions.name,
          headcount: s.positions.headcount,
          category: s.positions.category,
          place: s.positions.place,
          releasedAt: s.positions.releasedAt,
        })
        .from(s.positions)
        .where(where)
        .orderBy(desc(s.positions.releasedAt), desc(s.positions.id))
        .limit(input.pageSize)
        .offset(offset),
    )
  })
}

registerCmsRoute('GET', 'common/cmsPosition/detail', async (ctx) => {
  const { id } = parseInput(IdQuery, ctx.query)
  const [row] = await ctx.db
    .select({
      id: s.positions.id,
      key: s.positions.translationKey,
      kind: s.positions.kind,
      typeId: s.positions.typeId,
      name: s.positions.name,
      headcount: s.positions.headcount,
      category: s.positions.category,
      place: s.positions.place,
      releasedAt: s.positions.releasedAt,
      duties: s.positions.duties,
      requirements: s.positions.requirements,
    })
    .from(s.positions)
    .where(
      and(
        eq(s.positions.id, id),
        eq(s.positions.locale, ctx.locale),
        live(s.positions, s.positions.releasedAt),
      ),
    )
  if (!row) throw notFound()
  return {
    ...row,
    alternates: await alternatesOf(ctx, s.positions, row.key, s.positions.releasedAt),
  }
})

// ---- Downloads and manuals ----

const DownloadKind = v.optional(v.picklist(['download', 'manual']), 'download')

registerCmsRoute('POST', 'common/cmsProduct/downClist', async (ctx) => {
  const { kind } = parseInput(v.object({ kind: DownloadKind }), ctx.body ?? {})
  return ctx.db
    .select({
      id: s.downloadCategories.id,
      key: s.downloadCategories.translationKey,
      name: s.downloadCategories.name,
    })
    .from(s.downloadCategories)
    .where(and(eq(s.downloadCategories.locale, ctx.locale), eq(s.downloadCategories.kind, kind)))
    .orderBy(asc(s.downloadCategories.sort))
})

registerCmsRoute('POST', 'common/cmsProduct/downOpt', async (ctx) =>
  ctx.db
    .select({
      id: s.downloadOptions.id,
      key: s.downloadOptions.translationKey,
      name: s.downloadOptions.name,
    })
    .from(s.downloadOptions)
    .where(eq(s.downloadOptions.locale, ctx.locale))
    .orderBy(asc(s.downloadOptions.sort)),
)

const downloadSummary = {
  id: s.downloads.id,
  key: s.downloads.translationKey,
  kind: s.downloads.kind,
  categoryId: s.downloads.categoryId,
  optionId: s.downloads.optionId,
  title: s.downloads.title,
  description: s.downloads.description,
  cover: s.downloads.cover,
  fileUrl: s.downloads.fileUrl,
  fileType: s.downloads.fileType,
  fileSize: s.downloads.fileSize,
  publishedAt: s.downloads.publishedAt,
}

registerCmsRoute('POST', 'common/cmsProduct/downlist', async (ctx) => {
  const input = parseInput(
    v.object({
      ...Paging,
      kind: DownloadKind,
      categoryId: OptionalId,
      optionId: OptionalId,
      keyword: Keyword,
    }),
    ctx.body ?? {},
  )
  const categoryId = idOrUndefined(input.categoryId)
  const optionId = idOrUndefined(input.optionId)
  const where = and(
    eq(s.downloads.locale, ctx.locale),
    eq(s.downloads.kind, input.kind),
    live(s.downloads, s.downloads.publishedAt),
    categoryId ? eq(s.downloads.categoryId, categoryId) : undefined,
    optionId ? eq(s.downloads.optionId, optionId) : undefined,
    keywordMatch(input.keyword, s.downloads.title, s.downloads.description),
  )
  return paged(ctx, s.downloads, where, input.pageNo, input.pageSize, (offset) =>
    ctx.db
      .select(downloadSummary)
      .from(s.downloads)
      .where(where)
      .orderBy(desc(s.downloads.publishedAt), desc(s.downloads.id))
      .limit(input.pageSize)
      .offset(offset),
  )
})

/** Extension: one download or manual by id (the spec's detail pages need it). */
registerCmsRoute('GET', 'common/cmsProduct/downDetail', async (ctx) => {
  const { id } = parseInput(IdQuery, ctx.query)
  const [row] = await ctx.db
    .select({ ...downloadSummary, content: s.downloads.content, productId: s.downloads.productId })
    .from(s.downloads)
    .where(
      and(
        eq(s.downloads.id, id),
        eq(s.downloads.locale, ctx.locale),
        live(s.downloads, s.downloads.publishedAt),
      ),
    )
  if (!row) throw notFound()
  const [[category], alternates] = await Promise.all([
    ctx.db
      .select({
        id: s.downloadCategories.id,
        key: s.downloadCategories.translationKey,
        name: s.downloadCategories.name,
      })
      .from(s.downloadCategories)
      .where(eq(s.downloadCategories.id, row.categoryId)),
    alternatesOf(ctx, s.downloads, row.key, s.downloads.publishedAt),
  ])
  return { ...row, category: category ?? null, alternates }
})

// ---- Videos ----

const videoCalls = {
  huodongvideolist: 'activity',
  productvideolist: 'product',
  aftersalevideolist: 'aftersale',
} as const

for (const [call, kind] of Object.entries(videoCalls)) {
  registerCmsRoute('POST', `common/cmsFile/${call}`, async (ctx) => {
    const input = parseInput(v.object({ ...Paging, keyword: Keyword }), ctx.body ?? {})
    const where = and(
      eq(s.videos.locale, ctx.locale),
      eq(s.videos.kind, kind),
      live(s.videos, s.videos.publishedAt),
      keywordMatch(input.keyword, s.videos.title),
    )
    return paged(ctx, s.videos, where, input.pageNo, input.pageSize, (offset) =>
      ctx.db
        .select({
          id: s.videos.id,
          key: s.videos.translationKey,
          kind: s.videos.kind,
          title: s.videos.title,
          cover: s.videos.cover,
          videoUrl: s.videos.videoUrl,
          durationSeconds: s.videos.durationSeconds,
          publishedAt: s.videos.publishedAt,
        })
        .from(s.videos)
        .where(where)
        .orderBy(desc(s.videos.publishedAt), desc(s.videos.id))
        .limit(input.pageSize)
        .offset(offset),
    )
  })
}

// ---- After-sales outlets ----

const Place = v.optional(v.pipe(v.string(), v.trim(), v.maxLength(50)), '')
const OutletFilter = { area: Place, province: Place, city: Place, keyword: Keyword }

function outletWhere(
  ctx: CmsContext,
  f: { area: string; province: string; city: string; keyword: string },
) {
  return and(
    eq(s.outlets.locale, ctx.locale),
    live(s.outlets, s.outlets.publishAt),
    f.area ? eq(s.outlets.area, f.area) : undefined,
    f.province ? eq(s.outlets.province, f.province) : undefined,
    f.city ? eq(s.outlets.city, f.city) : undefined,
    keywordMatch(f.keyword, s.outlets.company, s.outlets.dealerName, s.outlets.address),
  )
}

/** City levels: area → province → city, from the outlets that exist. */
registerCmsRoute('GET', 'common/cmsBusiness/getOpts', async (ctx) => {
  const rows = await ctx.db
    .selectDistinct({ area: s.outlets.area, province: s.outlets.province, city: s.outlets.city })
    .from(s.outlets)
    .where(and(eq(s.outlets.locale, ctx.locale), live(s.outlets, s.outlets.publishAt)))
    .orderBy(asc(s.outlets.area), asc(s.outlets.province), asc(s.outlets.city))
  const areas = new Map<string, Map<string, string[]>>()
  for (const r of rows) {
    const provinces = areas.get(r.area) ?? new Map<string, string[]>()
    areas.set(r.area, provinces)
    const cities = provinces.get(r.province) ?? []
    provinces.set(r.province, cities)
    cities.push(r.city)
  }
  return [...areas].map(([area, provinces]) => ({
    area,
    provinces: [...provinces].map(([province, cities]) => ({ province, cities })),
  }))
})

const outletColumns = {
  id: s.outlets.id,
  key: s.outlets.translationKey,
  area: s.outlets.area,
  province: s.outlets.province,
  city: s.outlets.city,
  company: s.outlets.company,
  dealerName: s.outlets.dealerName,
  contact: s.outlets.contact,
  address: s.outlets.address,
  lat: s.outlets.lat,
  lng: s.outlets.lng,
}

registerCmsRoute('POST', 'common/cmsBusiness/list', async (ctx) => {
  const input = parseInput(v.object({ ...Paging, ...OutletFilter }), ctx.body ?? {})
  const where = outletWhere(ctx, input)
  return paged(ctx, s.outlets, where, input.pageNo, input.pageSize, (offset) =>
    ctx.db
      .select(outletColumns)
      .from(s.outlets)
      .where(where)
      .orderBy(asc(s.outlets.province), asc(s.outlets.city), asc(s.outlets.id))
      .limit(input.pageSize)
      .offset(offset),
  )
})

/** Every matching outlet's position, for the map (at most 500). */
registerCmsRoute('GET', 'common/cmsBusiness/businesslist', async (ctx) => {
  const input = parseInput(v.object(OutletFilter), ctx.query)
  return ctx.db
    .select({
      id: s.outlets.id,
      dealerName: s.outlets.dealerName,
      city: s.outlets.city,
      lat: s.outlets.lat,
      lng: s.outlets.lng,
    })
    .from(s.outlets)
    .where(outletWhere(ctx, input))
    .orderBy(asc(s.outlets.id))
    .limit(500)
})

// ---- Offline stores ----

const StoreFilter = v.object({
  region: v.optional(v.picklist(['cn', 'intl']), 'cn'),
  province: Place,
  ...Paging,
})

registerCmsRoute('GET', 'common/cmsBusiness/listAA', async (ctx) => {
  const input = parseInput(StoreFilter, ctx.query)
  const where = and(
    eq(s.stores.locale, ctx.locale),
    eq(s.stores.region, input.region),
    live(s.stores, s.stores.publishAt),
    input.province ? eq(s.stores.province, input.province) : undefined,
  )
  const [page, provinces] = await Promise.all([
    paged(ctx, s.stores, where, input.pageNo, input.pageSize, (offset) =>
      ctx.db
        .select({
          id: s.stores.id,
          key: s.stores.translationKey,
          region: s.stores.region,
          name: s.stores.name,
          province: s.stores.province,
          city: s.stores.city,
          address: s.stores.address,
          phone: s.stores.phone,
          lat: s.stores.lat,
          lng: s.stores.lng,
        })
        .from(s.stores)
        .where(where)
        .orderBy(asc(s.stores.province), asc(s.stores.id))
        .limit(input.pageSize)
        .offset(offset),
    ),
    ctx.db
      .selectDistinct({ province: s.stores.province })
      .from(s.stores)
      .where(
        and(
          eq(s.stores.locale, ctx.locale),
          eq(s.stores.region, input.region),
          live(s.stores, s.stores.publishAt),
        ),
      )
      .orderBy(asc(s.stores.province)),
  ])
  return { ...page, provinces: provinces.map((p) => p.province) }
})

registerCmsRoute('GET', 'common/cmsBusiness/aalist', async (ctx) => {
  const input = parseInput(StoreFilter, ctx.query)
  return ctx.db
    .select({
      id: s.stores.id,
      name: s.stores.name,
      city: s.stores.city,
      lat: s.stores.lat,
      lng: s.stores.lng,
    })
    .from(s.stores)
    .where(
      and(
        eq(s.stores.locale, ctx.locale),
        eq(s.stores.region, input.region),
        live(s.stores, s.stores.publishAt),
        input.province ? eq(s.stores.province, input.province) : undefined,
      ),
    )
    .orderBy(asc(s.stores.id))
    .limit(500)
})

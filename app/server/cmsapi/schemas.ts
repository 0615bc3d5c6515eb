import * as v from 'valibot'

/** Result shapes of the /cmsapi calls (docs/cmsapi.md). Dates travel as ISO strings. */

const str = v.string()
const nstr = v.nullable(v.string())
const id = v.number()
/**
 * Language twins (extension, docs/cmsapi.md): `key` is the translation key an item or category
 * shares with its version in the other language; a detail's `alternates` are the ids of its
 * versions by language. Both are optional: a CMS without them still works, and the language
 * switch then leads to the other language's list.
 */
const key = v.optional(v.string())
export const Alternates = v.optional(v.object({ en: v.optional(id), zh: v.optional(id) }))

export const pageOf = <T extends v.GenericSchema>(item: T) =>
  v.object({ list: v.array(item), total: v.number(), pageNo: v.number(), pageSize: v.number() })

export const SiteSettings = v.object({
  siteTitle: str,
  hotline: str,
  socials: v.array(v.object({ key: str, label: str, url: str })),
})

export const Brand = v.object({
  id,
  key,
  code: str,
  name: str,
  logo: str,
  intro: str,
  siteUrl: nstr,
  mallUrl: nstr,
})

export const ProductCategory = v.object({
  id,
  key,
  name: str,
  image: str,
  intro: str,
  productCount: v.number(),
})

export const ProductSummary = v.object({
  id,
  key,
  name: str,
  model: str,
  summary: str,
  images: v.array(str),
  categoryId: id,
  brandId: id,
  mallUrl: nstr,
  featured: v.boolean(),
})

const FileLink = v.object({
  id,
  kind: str,
  title: str,
  fileUrl: str,
  fileType: str,
  fileSize: v.number(),
})

const VideoItem = v.object({
  id,
  kind: str,
  title: str,
  cover: str,
  videoUrl: str,
  durationSeconds: v.number(),
})

export const ProductDetail = v.object({
  id,
  key,
  alternates: Alternates,
  name: str,
  model: str,
  summary: str,
  content: str,
  specs: v.array(v.object({ name: str, value: str })),
  images: v.array(str),
  mallUrl: nstr,
  brand: v.nullable(Brand),
  category: v.nullable(v.object({ id, key, name: str })),
  downloads: v.array(FileLink),
  videos: v.array(VideoItem),
})

export type AdItem = {
  id: number
  parentId: number | null
  name: string
  image: string | null
  outerChain: string | null
  chainType: string | null
  memo: string | null
  child?: AdItem[]
}

export const Ad: v.GenericSchema<AdItem> = v.object({
  id,
  parentId: v.nullable(id),
  name: str,
  image: nstr,
  outerChain: nstr,
  chainType: nstr,
  memo: nstr,
  child: v.optional(v.array(v.lazy(() => Ad))),
})

export const PageSeo = v.nullable(
  v.object({ page: str, title: str, description: str, keywords: str }),
)

const Named = v.object({ id, key, name: str })

export const NewsSummary = v.object({
  id,
  key,
  categoryId: id,
  title: str,
  summary: str,
  cover: str,
  publishedAt: str,
})

export const NewsPage = v.object({
  ...pageOf(NewsSummary).entries,
  categories: v.array(Named),
})

export const NewsDetail = v.object({
  id,
  key,
  alternates: Alternates,
  title: str,
  summary: str,
  cover: str,
  content: str,
  source: str,
  publishedAt: str,
  category: v.nullable(Named),
  prev: v.nullable(v.object({ id, title: str })),
  next: v.nullable(v.object({ id, title: str })),
})

export const PositionType = Named

export const PositionSummary = v.object({
  id,
  key,
  kind: str,
  typeId: id,
  name: str,
  headcount: v.number(),
  category: str,
  place: str,
  releasedAt: str,
})

export const PositionDetail = v.object({
  ...PositionSummary.entries,
  alternates: Alternates,
  duties: str,
  requirements: str,
})

export const DownloadSummary = v.object({
  id,
  key,
  kind: str,
  categoryId: id,
  optionId: v.nullable(id),
  title: str,
  description: str,
  cover: str,
  fileUrl: str,
  fileType: str,
  fileSize: v.number(),
  publishedAt: str,
})

export const DownloadDetail = v.object({
  ...DownloadSummary.entries,
  content: str,
  productId: v.nullable(id),
  category: v.nullable(Named),
  alternates: Alternates,
})

export const Video = v.object({ ...VideoItem.entries, key, publishedAt: str })

export const CityLevels = v.array(
  v.object({
    area: str,
    provinces: v.array(v.object({ province: str, cities: v.array(str) })),
  }),
)

export const Outlet = v.object({
  id,
  key,
  area: str,
  province: str,
  city: str,
  company: str,
  dealerName: str,
  contact: str,
  address: str,
  lat: v.number(),
  lng: v.number(),
})

export const OutletPosition = v.object({
  id,
  dealerName: str,
  city: str,
  lat: v.number(),
  lng: v.number(),
})

export const Store = v.object({
  id,
  key,
  region: str,
  name: str,
  province: str,
  city: str,
  address: str,
  phone: str,
  lat: v.number(),
  lng: v.number(),
})

export const StorePage = v.object({ ...pageOf(Store).entries, provinces: v.array(str) })

export const StorePosition = v.object({
  id,
  name: str,
  city: str,
  lat: v.number(),
  lng: v.number(),
})

/** Results whose shape belongs to a later part (members, forms, codes): checked loosely here. */
export const Anything = v.unknown()

export type Page<T> = { list: T[]; total: number; pageNo: number; pageSize: number }
export type SiteSettings = v.InferOutput<typeof SiteSettings>
export type Brand = v.InferOutput<typeof Brand>
export type ProductCategory = v.InferOutput<typeof ProductCategory>
export type ProductSummary = v.InferOutput<typeof ProductSummary>
export type ProductDetail = v.InferOutput<typeof ProductDetail>
export type PageSeo = v.InferOutput<typeof PageSeo>
export type NewsSummary = v.InferOutput<typeof NewsSummary>
export type NewsPage = v.InferOutput<typeof NewsPage>
export type NewsDetail = v.InferOutput<typeof NewsDetail>
export type PositionSummary = v.InferOutput<typeof PositionSummary>
export type PositionDetail = v.InferOutput<typeof PositionDetail>
export type DownloadSummary = v.InferOutput<typeof DownloadSummary>
export type DownloadDetail = v.InferOutput<typeof DownloadDetail>
export type Video = v.InferOutput<typeof Video>
export type CityLevels = v.InferOutput<typeof CityLevels>
export type Outlet = v.InferOutput<typeof Outlet>
export type Store = v.InferOutput<typeof Store>
export type StorePage = v.InferOutput<typeof StorePage>

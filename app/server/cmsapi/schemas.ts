import * as v from 'valibot'
import { MAILBOX_NAMES, type Mailboxes } from '~/shared/mailboxes'
import { PLATFORM_CODE, PLATFORM_ROLES } from '~/shared/platforms'
import {
  anything,
  bool,
  count,
  date,
  id,
  list,
  maybe,
  num,
  optId,
  optRichText,
  optText,
  pageOf,
  pageWith,
  required,
  richText,
  text,
  textList,
  url,
  urlList,
} from './lenient'

/**
 * Result shapes of the /cmsapi calls (docs/cmsapi.md), read leniently (lenient.ts): the forms
 * old systems send are taken and normalized here, once; ids and the names or titles a page
 * shows are required. Dates come out as ISO strings ('' when the CMS sent none).
 */

export { pageOf }

/**
 * Language twins (extension, docs/cmsapi.md): `key` is the translation key an item or category
 * shares with its version in the other language; a detail's `alternates` are the ids of its
 * versions by language. Both are optional: a CMS without them still works, and the language
 * switch then leads to the other language's list.
 */
const key = v.fallback(
  v.pipe(
    v.nullish(v.union([v.string(), v.pipe(v.number(), v.transform(String))])),
    v.transform((value) => (value ? value : undefined)),
  ),
  undefined,
)
/** An id of a twin, or undefined. */
function twinId(value: unknown): number | undefined {
  const parsed = v.safeParse(id, value)
  return parsed.success ? parsed.output : undefined
}
export const Alternates = v.pipe(
  anything,
  v.transform((value): { en?: number; zh?: number } | undefined => {
    if (typeof value !== 'object' || value === null) return undefined
    const en = twinId(Reflect.get(value, 'en'))
    const zh = twinId(Reflect.get(value, 'zh'))
    return { ...(en === undefined ? {} : { en }), ...(zh === undefined ? {} : { zh }) }
  }),
)

/** A company page (extension): its text in the asked language. */
export const CompanyPage = v.object({
  id,
  key,
  title: required,
  intro: text,
  content: richText,
  updatedAt: date,
})

export const SiteSettings = v.object({
  siteTitle: optText,
  hotline: optText,
  socials: list(v.object({ key: required, label: text, url: required })),
  /** Extension: the mailboxes staff set (`info`, `sales`, `service`, `hr`); a CMS may send none. */
  mailboxes: v.fallback(
    v.pipe(
      anything,
      v.transform((value) => {
        const out: Mailboxes = {}
        if (typeof value !== 'object' || value === null) return out
        for (const name of MAILBOX_NAMES) {
          const address: unknown = Reflect.get(value, name)
          if (typeof address === 'string' && address.trim()) out[name] = address.trim()
        }
        return out
      }),
    ),
    {},
  ),
})

/**
 * One of a brand's official online stores (extension, docs/cmsapi.md): its name and an https
 * address. A store with another address is left out: the pages link only to secure shops.
 */
export const OnlineStore = v.object({
  name: required,
  url: v.pipe(v.string(), v.trim(), v.regex(/^https:\/\/[^\s/]+\S*$/)),
})

const role = v.picklist(PLATFORM_ROLES)

/**
 * A battery platform (extension, docs/cmsapi.md): a brand's family of packs, named in addresses
 * by its `code` (the same in both languages).
 */
export const Platform = v.object({
  id,
  key,
  code: v.pipe(v.string(), v.trim(), v.regex(PLATFORM_CODE)),
  name: required,
  voltage: text,
  intro: text,
})

export const Brand = v.object({
  id,
  key,
  code: text,
  name: required,
  logo: url,
  intro: text,
  siteUrl: optText,
  mallUrl: optText,
  /** Extension: a CMS without it has no online stores, and the pages list none. */
  onlineStores: list(OnlineStore),
  /** Extension: a CMS without it has no platforms, and the product list offers no such filter. */
  platforms: list(Platform),
})

/**
 * A warranty's terms in months (extension, docs/cmsapi.md): the tool's and its batteries' and
 * chargers'. Both or none: a CMS without them, or with a term that is not a whole number of
 * months up to a century, gives null, and the pages then state no term rather than one of
 * their own.
 */
const months = v.pipe(id, v.maxValue(1200))
export const WarrantyTerms = v.object({ months, accessoryMonths: months })

export const ProductCategory = v.object({
  id,
  key,
  name: required,
  image: url,
  intro: text,
  productCount: count,
  warranty: maybe(WarrantyTerms),
})

export const ProductSummary = v.object({
  id,
  key,
  name: required,
  model: text,
  summary: text,
  images: urlList,
  categoryId: optId,
  brandId: optId,
  mallUrl: optText,
  featured: bool,
})

const FileLink = v.object({
  id,
  kind: text,
  title: required,
  fileUrl: url,
  fileType: text,
  fileSize: count,
})

const VideoItem = v.object({
  id,
  kind: text,
  title: required,
  cover: url,
  videoUrl: url,
  durationSeconds: count,
})

const Named = v.object({ id, key, name: required })

/** A place on a drawing, in percent of its width or height; null when missing or off it. */
const onDrawing = v.fallback(v.nullish(v.pipe(num, v.minValue(0), v.maxValue(100)), null), null)

/**
 * One spare part of a tool (extension, docs/cmsapi.md): its callout number on the exploded
 * drawing, part number, name in the answer's language, quantity in the tool, and where its
 * callout is (x, y in percent of the drawing; a part without them is listed, not marked).
 */
export const ProductPart = v.object({
  number: id,
  partNumber: required,
  name: required,
  quantity: v.fallback(v.nullish(v.pipe(num, v.integer(), v.minValue(1)), 1), 1),
  x: onDrawing,
  y: onDrawing,
})

export const ProductDetail = v.object({
  id,
  key,
  alternates: Alternates,
  name: required,
  model: text,
  summary: text,
  content: richText,
  specs: list(v.object({ name: required, value: text })),
  images: urlList,
  mallUrl: optText,
  brandId: optId,
  categoryId: optId,
  brand: maybe(Brand),
  category: maybe(Named),
  /** Extension: its category's warranty terms. */
  warranty: maybe(WarrantyTerms),
  downloads: list(FileLink),
  videos: list(VideoItem),
  /** Extension: its battery platform; a CMS without it shows no "Works with". */
  platform: maybe(
    v.object({
      ...Platform.entries,
      role,
      products: list(v.object({ id, name: required, model: text, image: url, role })),
    }),
  ),
  /** Extension: a CMS without them has no parts, and the page shows no parts section. */
  parts: list(ProductPart),
  partsDrawing: url,
})

const PartsSearchTool = v.object({ id, name: required, model: text, number: id })

/** The parts search (extension): the tools whose model or name matched, and the parts. */
export const PartsSearch = v.object({
  products: list(v.object({ id, name: required, model: text, image: url, partCount: count })),
  parts: list(v.object({ partNumber: required, name: required, products: list(PartsSearchTool) })),
})

export type AdItem = {
  id: number | null
  parentId: number | null
  name: string
  image: string
  outerChain: string | null
  chainType: string | null
  memo: string | null
  child: AdItem[]
}

export const Ad: v.GenericSchema<unknown, AdItem> = v.object({
  id: optId,
  parentId: optId,
  name: text,
  image: url,
  outerChain: optText,
  chainType: optText,
  // Rich text: the filing record at the foot of every page is an ad's memo.
  memo: optRichText,
  // `child: null` on a leaf is an empty list.
  child: list(v.lazy(() => Ad)),
})

export const PageSeo = maybe(
  v.object({ page: text, title: text, description: text, keywords: text }),
)

export const NewsSummary = v.object({
  id,
  key,
  categoryId: optId,
  title: required,
  summary: text,
  cover: url,
  publishedAt: date,
})

export const NewsPage = pageWith(NewsSummary, { categories: list(Named) })

const Neighbour = maybe(v.object({ id, title: required }))

export const NewsDetail = v.object({
  id,
  key,
  alternates: Alternates,
  title: required,
  summary: text,
  cover: url,
  content: richText,
  source: text,
  publishedAt: date,
  category: maybe(Named),
  prev: Neighbour,
  next: Neighbour,
})

export const PositionType = Named

const positionEntries = {
  id,
  key,
  kind: text,
  typeId: optId,
  name: required,
  headcount: count,
  category: text,
  place: text,
  releasedAt: date,
}

export const PositionSummary = v.object(positionEntries)

export const PositionDetail = v.object({
  ...positionEntries,
  alternates: Alternates,
  duties: richText,
  requirements: richText,
})

const downloadEntries = {
  id,
  key,
  kind: text,
  categoryId: optId,
  optionId: optId,
  title: required,
  description: text,
  cover: url,
  fileUrl: url,
  fileType: text,
  fileSize: count,
  publishedAt: date,
}

export const DownloadSummary = v.object(downloadEntries)

export const DownloadDetail = v.object({
  ...downloadEntries,
  content: richText,
  productId: optId,
  category: maybe(Named),
  alternates: Alternates,
})

export const Video = v.object({ ...VideoItem.entries, key, publishedAt: date })

export const CityLevels = list(
  v.object({
    area: required,
    provinces: list(v.object({ province: required, cities: textList })),
  }),
)

/** A place on the finder's map needs its coordinates: one without them is left out. */
export const Outlet = v.object({
  id,
  key,
  area: text,
  province: text,
  city: text,
  company: text,
  dealerName: required,
  contact: text,
  address: text,
  lat: num,
  lng: num,
})

export const OutletPosition = v.object({
  id,
  dealerName: required,
  city: text,
  lat: num,
  lng: num,
})

export const Store = v.object({
  id,
  key,
  region: text,
  name: required,
  province: text,
  city: text,
  address: text,
  phone: text,
  lat: num,
  lng: num,
})

export const StorePage = pageWith(Store, { provinces: textList })

export const StorePosition = v.object({
  id,
  name: required,
  city: text,
  lat: num,
  lng: num,
})

export type Page<T> = { list: T[]; total: number; pageNo: number; pageSize: number }
export type SiteSettings = v.InferOutput<typeof SiteSettings>
export type CompanyPage = v.InferOutput<typeof CompanyPage>
export type Brand = v.InferOutput<typeof Brand>
export type ProductCategory = v.InferOutput<typeof ProductCategory>
export type ProductSummary = v.InferOutput<typeof ProductSummary>
export type ProductDetail = v.InferOutput<typeof ProductDetail>
export type ProductPart = v.InferOutput<typeof ProductPart>
export type PartsSearch = v.InferOutput<typeof PartsSearch>
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

import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import {
  PLATFORM_CODE,
  PLATFORM_ROLES,
  type PlatformRole,
  VOLTAGE_FAMILIES,
  type VoltageFamily,
} from '~/shared/platforms'
import { WARRANTY_MONTHS } from '~/shared/warranty-terms'

/**
 * The site content staff edit, one item in two languages: the `en` and `zh` rows of an item
 * share a translation key (the item's id in the staff API), and each language may be missing.
 * One table of fields per collection drives both the API's validation (server/staff/content)
 * and the console's forms (features/staff/screens/content-*), so the two cannot drift apart.
 */
export const CONTENT_COLLECTIONS = [
  'news',
  'products',
  'brands',
  'platforms',
  'product-categories',
  'news-categories',
  'positions',
  'position-types',
  'downloads',
  'download-categories',
  'videos',
  'outlets',
  'stores',
  'pages',
] as const
export type CollectionName = (typeof CONTENT_COLLECTIONS)[number]

export function isCollectionName(value: unknown): value is CollectionName {
  return typeof value === 'string' && CONTENT_COLLECTIONS.some((c) => c === value)
}

/** `review`: an item not yet published that its author submitted for an editor's approval. */
export const CONTENT_STATUSES = ['draft', 'review', 'published'] as const
export type ContentStatus = (typeof CONTENT_STATUSES)[number]
/** How an item stands for visitors: a published item with a future publish time is scheduled. */
export type ContentState = ContentStatus | 'scheduled'

/** One item as the staff API answers it: both languages and the fields they share. */
export type ContentItem = {
  id: string
  status: ContentStatus
  state: ContentState
  /** When it shows (its own date for news, files, videos and positions). */
  publishAt: string | null
  updatedAt: string | null
  en: (Record<string, unknown> & { id: number }) | null
  zh: (Record<string, unknown> & { id: number }) | null
} & Record<string, unknown>

export type RevisionAction =
  | 'create'
  | 'update'
  | 'restore'
  | 'publish'
  | 'unpublish'
  | 'initial'
  /** A draft made live (at once, or at the time it was scheduled for). */
  | 'publish-draft'

/**
 * A draft kept beside a live item: both languages and the shared fields, as a save's body;
 * who saved it last and when, and the time its publication is scheduled for.
 */
export type ContentDraft = {
  updatedAt: string
  by: string
  publishAt: string | null
  scheduledBy: string | null
  en: Record<string, unknown> | null
  zh: Record<string, unknown> | null
} & Record<string, unknown>

/** Where an item stands in review: submitted (the item, or its draft) or sent back. */
export type ContentReview = {
  state: 'submitted' | 'sent-back'
  /** What was submitted: the item itself (new, `status: 'review'`) or its draft. */
  target: 'item' | 'draft'
  submittedBy: string
  submittedAt: string
  comment: string
  reviewedBy: string | null
  reviewedAt: string | null
}

/** A row of the reviewers' queue. */
export type ReviewQueueRow = {
  collection: CollectionName
  id: string
  title: string
  target: 'item' | 'draft'
  submittedBy: string
  submittedAt: string
}

/** A saved version of an item: its content (as in ContentItem, without row ids), who and when. */
export type ContentRevision = {
  /** The revision's id. */
  id: number
  at: string
  /** Who saved it (an email or an API key's name); empty for the state before revisions. */
  by: string
  action: RevisionAction
  restoredFrom: number | null
  status: ContentStatus
  publishAt: string | null
  en: Record<string, unknown> | null
  zh: Record<string, unknown> | null
} & Record<string, unknown>

/** A row of an item list: its id (translation key) and each language's row id and title. */
export type ContentListRow = {
  id: string
  status: ContentStatus
  state: ContentState
  publishAt: string | null
  updatedAt: string | null
  en: { id: number; title: string } | null
  zh: { id: number; title: string } | null
}

export type FieldKind =
  | 'text'
  | 'textarea'
  /** HTML from the rich-text editor, sanitized by the pages' rules when saved. */
  | 'richtext'
  | 'url'
  /** An image URL: a media-library image (responsive variants) or any site path. */
  | 'image'
  /** Several image URLs, in order. */
  | 'gallery'
  /** Rows of name and value (a product's specifications). */
  | 'specs'
  /** Rows of name and https address, in order (a brand's official online stores). */
  | 'links'
  /**
   * A tool's spare parts on its exploded drawing, shared by the languages: rows of callout
   * number, part number, quantity and the callout's place (x, y in percent of the drawing).
   */
  | 'parts'
  /** Each language's names of those parts: rows of part number and name. */
  | 'partNames'
  | 'integer'
  | 'number'
  | 'boolean'
  /** One of `options`. */
  | 'select'
  /** An item of another collection (its id, the translation key). */
  | 'ref'
  /** Several items of another collection. */
  | 'refs'
  /** An uploaded file: { url, type, size }. */
  | 'file'
  /** An ISO time. */
  | 'datetime'

export type FieldDef = {
  name: string
  kind: FieldKind
  label: MessageDescriptor
  required?: boolean
  /** Longest text (characters). */
  max?: number
  min?: number
  /** select: the values, with their labels. */
  options?: ReadonlyArray<{ value: string; label: MessageDescriptor }>
  /** ref/refs: the collection referred to. */
  ref?: CollectionName
  /** A filter of the list (select and ref fields). */
  filter?: boolean
  /** file: what the upload accepts (an `accept` attribute). */
  accept?: string
  /** text: the form its value must have, and what to say when it does not. */
  pattern?: { regex: RegExp; message: MessageDescriptor }
  /** Set together with the field of this name, or neither (a platform and its role). */
  pairedWith?: string
  help?: MessageDescriptor
}

export type CollectionDef = {
  name: CollectionName
  label: MessageDescriptor
  /** One item, for buttons like "New …". */
  singular: MessageDescriptor
  /** Fields each language has (side by side in the console). */
  localized: readonly FieldDef[]
  /** Fields the languages share. */
  shared: readonly FieldDef[]
  /** The localized field a list shows as the item's title. */
  titleField: string
  /** Drafts, publishing and scheduling (all but lookup tables). */
  publishing: boolean
  /**
   * The shared field holding the publish time, when the item has a date of its own (news,
   * downloads): that date is when it shows. Else a `publishAt` of its own.
   */
  dateField?: string
  /**
   * A public page shows the item (its own page, a company page, the product list filtered by a
   * platform): the preview opens it. Items without one are seen on the pages that list them.
   */
  previewable: boolean
  /**
   * A fixed set of items the site's own pages show (the company pages): edited, published and
   * restored like the rest, never created or deleted.
   */
  fixed?: boolean
}

const PLATFORM_ROLE_LABELS: Record<PlatformRole, MessageDescriptor> = {
  tool: msg`Tool`,
  battery: msg`Battery`,
  charger: msg`Charger`,
}
const VOLTAGE_LABELS: Record<VoltageFamily, MessageDescriptor> = {
  '12': msg`12 V`,
  '18-20': msg`18/20 V`,
  '36-40': msg`36/40 V`,
  '54-60': msg`54/60 V`,
}

const t = (name: string, label: MessageDescriptor, extra: Partial<FieldDef> = {}): FieldDef => ({
  name,
  kind: 'text',
  label,
  max: 200,
  ...extra,
})

const sort = t('sort', msg`Order (smaller first)`, { kind: 'integer', min: 0, max: 100_000 })

/** Fields two collections share, defined once so that they cannot drift apart. */
const recruitment = t('kind', msg`Recruitment`, {
  kind: 'select',
  required: true,
  filter: true,
  options: [
    { value: 'social', label: msg`Job openings` },
    { value: 'campus', label: msg`Campus recruitment` },
  ],
})
const downloadKind = t('kind', msg`Kind`, {
  kind: 'select',
  required: true,
  filter: true,
  options: [
    { value: 'download', label: msg`Download` },
    { value: 'manual', label: msg`Manual` },
  ],
})
const publicationDate = t('publishedAt', msg`Publication date`, {
  kind: 'datetime',
  help: msg`A time in the future schedules it.`,
})
const latitude = t('lat', msg`Latitude`, { kind: 'number', required: true, min: -90, max: 90 })
const longitude = t('lng', msg`Longitude`, { kind: 'number', required: true, min: -180, max: 180 })

export const COLLECTIONS: Record<CollectionName, CollectionDef> = {
  news: {
    name: 'news',
    label: msg`News`,
    singular: msg`News item`,
    localized: [
      t('title', msg`Title`, { required: true }),
      t('summary', msg`Summary`, { kind: 'textarea', max: 1000 }),
      t('content', msg`Text`, { kind: 'richtext', max: 200_000 }),
      t('source', msg`Source`, { max: 100 }),
    ],
    shared: [
      t('categoryId', msg`Category`, {
        kind: 'ref',
        ref: 'news-categories',
        required: true,
        filter: true,
      }),
      t('cover', msg`Cover image`, { kind: 'image', max: 500 }),
      t('publishedAt', msg`Publication date`, {
        kind: 'datetime',
        help: msg`Shown with the item; a time in the future schedules it.`,
      }),
    ],
    titleField: 'title',
    publishing: true,
    dateField: 'publishedAt',
    previewable: true,
  },
  products: {
    name: 'products',
    label: msg`Products`,
    singular: msg`Product`,
    localized: [
      t('name', msg`Name`, { required: true }),
      t('summary', msg`Summary`, { kind: 'textarea', max: 1000 }),
      t('content', msg`Description`, { kind: 'richtext', max: 200_000 }),
      t('specs', msg`Specifications`, { kind: 'specs', max: 100 }),
      t('partNames', msg`Spare part names`, {
        kind: 'partNames',
        max: 99,
        help: msg`The name of each part of the exploded drawing in this language, by its part number.`,
      }),
    ],
    shared: [
      t('model', msg`Model`, { required: true, max: 100 }),
      t('categoryId', msg`Category`, {
        kind: 'ref',
        ref: 'product-categories',
        required: true,
        filter: true,
      }),
      t('brandId', msg`Brand`, { kind: 'ref', ref: 'brands', required: true, filter: true }),
      t('images', msg`Gallery`, { kind: 'gallery', max: 30 }),
      t('mallUrl', msg`Mall link`, { kind: 'url', max: 500 }),
      t('platformId', msg`Battery platform`, {
        kind: 'ref',
        ref: 'platforms',
        filter: true,
        pairedWith: 'platformRole',
        help: msg`A cordless tool's battery system, or the system a battery or charger belongs to; none for a corded tool.`,
      }),
      t('platformRole', msg`Role on the platform`, {
        kind: 'select',
        pairedWith: 'platformId',
        options: PLATFORM_ROLES.map((value) => ({ value, label: PLATFORM_ROLE_LABELS[value] })),
      }),
      t('featured', msg`Featured on the home page`, { kind: 'boolean' }),
      sort,
      t('downloads', msg`Related files`, { kind: 'refs', ref: 'downloads', max: 50 }),
      t('videos', msg`Related videos`, { kind: 'refs', ref: 'videos', max: 50 }),
      t('partsDrawing', msg`Exploded drawing`, {
        kind: 'image',
        max: 500,
        help: msg`A picture of 8 × 5 (800 × 500): the tool's parts drawn apart, with their numbers.`,
      }),
      t('parts', msg`Spare parts`, {
        kind: 'parts',
        max: 99,
        help: msg`Each part of the drawing: its number on the drawing, part number, quantity, and where its number is (x and y in % of the drawing's width and height). Name each part in both languages.`,
      }),
    ],
    titleField: 'name',
    publishing: true,
    previewable: true,
  },
  brands: {
    name: 'brands',
    label: msg`Brands`,
    singular: msg`Brand`,
    localized: [
      t('name', msg`Name`, { required: true, max: 100 }),
      t('intro', msg`Introduction`, { kind: 'textarea', max: 2000 }),
      t('onlineStores', msg`Official online stores`, {
        kind: 'links',
        max: 6,
        help: msg`A Tmall or JD flagship store, the brand's own shop: up to 6, each an https address; product pages list them in this order under “Where to buy”.`,
      }),
    ],
    shared: [
      t('code', msg`Code`, { required: true, max: 50 }),
      t('logo', msg`Logo`, { kind: 'image', max: 500 }),
      t('siteUrl', msg`Brand website`, { kind: 'url', max: 500 }),
      t('mallUrl', msg`Mall link`, { kind: 'url', max: 500 }),
      sort,
    ],
    titleField: 'name',
    publishing: true,
    previewable: false,
  },
  platforms: {
    name: 'platforms',
    label: msg`Battery platforms`,
    singular: msg`Battery platform`,
    localized: [
      t('name', msg`Name`, { required: true, max: 100 }),
      t('intro', msg`Introduction`, { kind: 'textarea', max: 2000 }),
    ],
    shared: [
      t('code', msg`Code`, {
        required: true,
        max: 50,
        pattern: {
          regex: PLATFORM_CODE,
          message: msg`Use lower-case letters, digits and hyphens (rf-20v-max)`,
        },
        help: msg`Names the platform in addresses, the same in both languages: /product/list?platform=…`,
      }),
      t('brandId', msg`Brand`, { kind: 'ref', ref: 'brands', required: true, filter: true }),
      t('voltage', msg`Voltage family`, {
        kind: 'select',
        required: true,
        options: VOLTAGE_FAMILIES.map((value) => ({ value, label: VOLTAGE_LABELS[value] })),
      }),
      sort,
    ],
    titleField: 'name',
    publishing: true,
    previewable: true,
  },
  'product-categories': {
    name: 'product-categories',
    label: msg`Product categories`,
    singular: msg`Product category`,
    localized: [
      t('name', msg`Name`, { required: true, max: 100 }),
      t('intro', msg`Introduction`, { kind: 'textarea', max: 2000 }),
    ],
    shared: [
      t('image', msg`Image`, { kind: 'image', max: 500 }),
      // The one place of the warranty terms: the product pages, the service overview,
      // registrations and their certificates all state these numbers.
      t('warrantyMonths', msg`Warranty (months)`, {
        kind: 'integer',
        ...WARRANTY_MONTHS,
        help: msg`How long a product of this category is under warranty after its purchase (24 unless set). Its product pages, the service overview and new registrations state it.`,
      }),
      t('accessoryWarrantyMonths', msg`Batteries and chargers warranty (months)`, {
        kind: 'integer',
        ...WARRANTY_MONTHS,
        help: msg`How long the batteries and chargers of this category's tools are under warranty after their purchase (12 unless set). Its product pages and the service overview state it.`,
      }),
      sort,
    ],
    titleField: 'name',
    publishing: true,
    previewable: false,
  },
  'news-categories': {
    name: 'news-categories',
    label: msg`News categories`,
    singular: msg`News category`,
    localized: [t('name', msg`Name`, { required: true, max: 100 })],
    shared: [sort],
    titleField: 'name',
    publishing: true,
    previewable: false,
  },
  positions: {
    name: 'positions',
    label: msg`Positions`,
    singular: msg`Position`,
    localized: [
      t('name', msg`Title`, { required: true }),
      t('category', msg`Job category`, { max: 100 }),
      t('place', msg`Work place`, { max: 100 }),
      t('duties', msg`Duties`, { kind: 'richtext', max: 50_000 }),
      t('requirements', msg`Requirements`, { kind: 'richtext', max: 50_000 }),
    ],
    shared: [
      recruitment,
      t('typeId', msg`Position type`, { kind: 'ref', ref: 'position-types', required: true }),
      t('headcount', msg`Number of recruits`, { kind: 'integer', min: 0, max: 10_000 }),
      t('releasedAt', msg`Release date`, {
        kind: 'datetime',
        help: msg`A time in the future schedules it.`,
      }),
    ],
    titleField: 'name',
    publishing: true,
    dateField: 'releasedAt',
    previewable: true,
  },
  'position-types': {
    name: 'position-types',
    label: msg`Position types`,
    singular: msg`Position type`,
    localized: [t('name', msg`Name`, { required: true, max: 100 })],
    shared: [recruitment, sort],
    titleField: 'name',
    publishing: false,
    previewable: false,
  },
  downloads: {
    name: 'downloads',
    label: msg`Downloads and manuals`,
    singular: msg`Download`,
    localized: [
      t('title', msg`Title`, { required: true }),
      t('description', msg`Description`, { kind: 'textarea', max: 2000 }),
      t('content', msg`Text`, { kind: 'richtext', max: 100_000 }),
    ],
    shared: [
      downloadKind,
      t('categoryId', msg`Category`, {
        kind: 'ref',
        ref: 'download-categories',
        required: true,
        filter: true,
      }),
      t('productId', msg`Product`, { kind: 'ref', ref: 'products' }),
      t('file', msg`File`, {
        kind: 'file',
        required: true,
        accept: '.pdf,.zip,.doc,.docx,.xls,.xlsx,.ppt,.pptx,.txt,.jpg,.png',
      }),
      t('cover', msg`Cover image`, { kind: 'image', max: 500 }),
      publicationDate,
    ],
    titleField: 'title',
    publishing: true,
    dateField: 'publishedAt',
    previewable: true,
  },
  'download-categories': {
    name: 'download-categories',
    label: msg`Download categories`,
    singular: msg`Download category`,
    localized: [t('name', msg`Name`, { required: true, max: 100 })],
    shared: [downloadKind, sort],
    titleField: 'name',
    publishing: false,
    previewable: false,
  },
  videos: {
    name: 'videos',
    label: msg`Videos`,
    singular: msg`Video`,
    localized: [t('title', msg`Title`, { required: true })],
    shared: [
      t('kind', msg`Kind`, {
        kind: 'select',
        required: true,
        filter: true,
        options: [
          { value: 'activity', label: msg`Activities` },
          { value: 'product', label: msg`Products` },
          { value: 'aftersale', label: msg`After-sales` },
        ],
      }),
      t('productId', msg`Product`, { kind: 'ref', ref: 'products' }),
      t('video', msg`Video file`, { kind: 'file', required: true, accept: 'video/mp4,video/webm' }),
      t('cover', msg`Poster image`, { kind: 'image', max: 500 }),
      t('durationSeconds', msg`Length (seconds)`, { kind: 'integer', min: 0, max: 86_400 }),
      publicationDate,
    ],
    titleField: 'title',
    publishing: true,
    dateField: 'publishedAt',
    previewable: false,
  },
  outlets: {
    name: 'outlets',
    label: msg`After-sales outlets`,
    singular: msg`Outlet`,
    localized: [
      t('company', msg`Dealer company`, { required: true }),
      t('dealerName', msg`Dealer name`, { required: true, max: 100 }),
      t('area', msg`Area`, { required: true, max: 50 }),
      t('province', msg`Province`, { required: true, max: 50 }),
      t('city', msg`City`, { required: true, max: 50 }),
      t('address', msg`Address`, { max: 300 }),
      t('contact', msg`Contact`, { max: 100 }),
    ],
    shared: [latitude, longitude],
    titleField: 'company',
    publishing: true,
    previewable: false,
  },
  stores: {
    name: 'stores',
    label: msg`Stores`,
    singular: msg`Store`,
    localized: [
      t('name', msg`Name`, { required: true }),
      t('province', msg`Province`, { required: true, max: 50 }),
      t('city', msg`City`, { required: true, max: 50 }),
      t('address', msg`Address`, { max: 300 }),
    ],
    shared: [
      t('region', msg`Region`, {
        kind: 'select',
        required: true,
        filter: true,
        options: [
          { value: 'cn', label: msg`Mainland China` },
          { value: 'intl', label: msg`International` },
        ],
      }),
      t('phone', msg`Phone`, { max: 50 }),
      latitude,
      longitude,
    ],
    titleField: 'name',
    publishing: true,
    previewable: false,
  },
  pages: {
    name: 'pages',
    label: msg`Company pages`,
    singular: msg`Company page`,
    localized: [
      t('title', msg`Title`, { required: true }),
      t('intro', msg`Introduction`, { kind: 'textarea', max: 1000 }),
      t('content', msg`Text`, { kind: 'richtext', max: 200_000 }),
    ],
    shared: [],
    titleField: 'title',
    publishing: true,
    previewable: true,
    fixed: true,
  },
}

/** The publish time of items without a date of their own (`publishAt` in the API). */
export const PUBLISH_AT_FIELD: FieldDef = {
  name: 'publishAt',
  kind: 'datetime',
  label: msg`Publish at (China time)`,
  help: msg`Empty: at once. A time in the future schedules it.`,
}

/** The ad types the console edits besides banners: the menu and the filing record. */
export const MENU_TYPE = 'top title'
export const FILING_TYPE = '备案信息'
/** Sections with a banner (ads of type `banner-<section>`). */
export const BANNER_SECTIONS = [
  'home',
  'about',
  'contact',
  'member',
  'product',
  'recruits',
  'service',
] as const
export type BannerSection = (typeof BANNER_SECTIONS)[number]

export const CHAIN_TYPES = ['内链', '外链'] as const

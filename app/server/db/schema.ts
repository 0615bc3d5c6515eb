import { sql } from 'drizzle-orm'
import {
  boolean,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import type { Mailboxes } from '~/shared/mailboxes'
import type { PlatformRole } from '~/shared/platforms'
import type { StaffRole } from '~/shared/staff/roles'

/** Binary data (a receipt photo): a Buffer on both engines (PGlite answers a Uint8Array). */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
})

/** Every content row belongs to one language; either may have items the other lacks. */
const locale = () => text('locale').notNull()
/**
 * The translation key links the language versions of one item: the `en` and `zh` rows of a
 * product (a category, a news article…) share it, and each table holds at most one row per key
 * and language. A row written without one gets a key of its own (a random UUID), so it simply
 * has no twin until another language's row is given the same key.
 */
const translationKey = () => text('translation_key').notNull().default(sql`gen_random_uuid()::text`)
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
/**
 * Staff publishing (migration 0004): 'draft' rows are never shown to visitors; 'published' rows
 * are shown from their publish time on (a time in the future schedules them). Rows written
 * before the console existed are published.
 */
const status = () => text('status').notNull().default('published')
/** When a published row becomes visible; null: at once. Tables with a date of their own use it. */
const publishAt = () => timestamp('publish_at', { withTimezone: true })
const updatedAt = () => timestamp('updated_at', { withTimezone: true })

export type SpecRow = { name: string; value: string }
/** One of a brand's official online stores (a Tmall or JD flagship store, its own shop), in list order. */
export type OnlineStore = { name: string; url: string }
export type SocialAccount = { key: string; label: string; url: string }
/**
 * One part of a tool's exploded drawing, the same in both languages: its callout number, the
 * maker's part number, how many the tool has, and where its callout is on the drawing (x, y in
 * percent of the drawing's width and height). Its name is each language's (PartName).
 */
export type ProductPart = {
  number: number
  partNumber: string
  quantity: number
  x: number
  y: number
}
/** A part's name in one language, by its part number. */
export type PartName = { partNumber: string; name: string }

export const siteSettings = pgTable(
  'site_settings',
  {
    id: serial('id').primaryKey(),
    locale: locale(),
    siteTitle: text('site_title').notNull(),
    hotline: text('hotline').notNull(),
    socials: jsonb('socials').$type<SocialAccount[]>().notNull().default([]),
    mailboxes: jsonb('mailboxes').$type<Mailboxes>().notNull().default({}),
  },
  (t) => [uniqueIndex('site_settings_locale').on(t.locale)],
)

export const brands = pgTable(
  'brands',
  {
    id: serial('id').primaryKey(),
    locale: locale(),
    translationKey: translationKey(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    logo: text('logo').notNull(),
    intro: text('intro').notNull(),
    siteUrl: text('site_url'),
    mallUrl: text('mall_url'),
    /** The brand's official online stores in this language, in the order the pages list them. */
    onlineStores: jsonb('online_stores').$type<OnlineStore[]>().notNull().default([]),
    sort: integer('sort').notNull().default(0),
    status: status(),
    publishAt: publishAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('brands_translation').on(t.translationKey, t.locale),
    index('brands_locale').on(t.locale, t.sort),
  ],
)

export const productCategories = pgTable(
  'product_categories',
  {
    id: serial('id').primaryKey(),
    locale: locale(),
    translationKey: translationKey(),
    name: text('name').notNull(),
    image: text('image').notNull(),
    intro: text('intro').notNull().default(''),
    /**
     * The category's warranty terms, the one place the site's pages take them from (product
     * pages, the service overview, registrations and their certificates): how long a product of
     * the category is under warranty after its purchase (months), and its batteries and chargers
     * (months; migration 0022). Shared by the category's language versions, like every number.
     */
    warrantyMonths: integer('warranty_months').notNull().default(24),
    accessoryWarrantyMonths: integer('accessory_warranty_months').notNull().default(12),
    sort: integer('sort').notNull().default(0),
    status: status(),
    publishAt: publishAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('product_categories_translation').on(t.translationKey, t.locale),
    index('product_categories_locale').on(t.locale, t.sort),
  ],
)

/**
 * A battery platform (migration 0025): one brand's family of slide-on packs ("20V MAX", "12V")
 * that its cordless tools, batteries and chargers share, so a buyer of one tool knows what else
 * runs on the same packs. `code` names it in both languages (`/product/list?platform=`).
 */
export const batteryPlatforms = pgTable(
  'battery_platforms',
  {
    id: serial('id').primaryKey(),
    locale: locale(),
    translationKey: translationKey(),
    code: text('code').notNull(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    name: text('name').notNull(),
    /** The voltage family: '12', '18-20', '36-40' or '54-60' (volts). */
    voltage: text('voltage').notNull(),
    intro: text('intro').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    status: status(),
    publishAt: publishAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('battery_platforms_translation').on(t.translationKey, t.locale),
    index('battery_platforms_code').on(t.locale, t.code),
  ],
)

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    locale: locale(),
    translationKey: translationKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => productCategories.id),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    name: text('name').notNull(),
    model: text('model').notNull(),
    summary: text('summary').notNull(),
    content: text('content').notNull(),
    specs: jsonb('specs').$type<SpecRow[]>().notNull().default([]),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    mallUrl: text('mall_url'),
    /** Spare parts (migration 0024): the drawing's parts, its names in this language, the drawing. */
    parts: jsonb('parts').$type<ProductPart[]>().notNull().default([]),
    partNames: jsonb('part_names').$type<PartName[]>().notNull().default([]),
    partsDrawing: text('parts_drawing'),
    /** Its battery platform (migration 0025) and what it is there; a corded tool has neither. */
    platformId: integer('platform_id').references(() => batteryPlatforms.id),
    platformRole: text('platform_role').$type<PlatformRole>(),
    featured: boolean('featured').notNull().default(false),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
    status: status(),
    publishAt: publishAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('products_translation').on(t.translationKey, t.locale),
    index('products_list').on(t.locale, t.categoryId, t.sort, t.id),
    index('products_brand').on(t.locale, t.brandId),
    index('products_platform').on(t.platformId),
  ],
)

export const newsCategories = pgTable(
  'news_categories',
  {
    id: serial('id').primaryKey(),
    locale: locale(),
    translationKey: translationKey(),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
    status: status(),
    publishAt: publishAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('news_categories_translation').on(t.translationKey, t.locale)],
)

export const news = pgTable(
  'news',
  {
    id: serial('id').primaryKey(),
    locale: locale(),
    translationKey: translationKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => newsCategories.id),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    cover: text('cover').notNull(),
    content: text('content').notNull(),
    source: text('source').notNull().default(''),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    status: status(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('news_translation').on(t.translationKey, t.locale),
    index('news_list').on(t.locale, t.categoryId, t.publishedAt),
  ],
)

export const positionTypes = pgTable(
  'position_types',
  {
    id: serial('id').primaryKey(),
    locale: locale(),
    translationKey: translationKey(),
    /** 'campus' or 'social' recruitment. */
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('position_types_translation').on(t.translationKey, t.locale)],
)

export const positions = pgTable(
  'positions',
  {
    id: serial('id').primaryKey(),
    locale: locale(),
    translationKey: translationKey(),
    kind: text('kind').notNull(),
    typeId: integer('type_id')
      .notNull()
      .references(() => positionTypes.id),
    name: text('name').notNull(),
    headcount: integer('headcount').notNull(),
    category: text('category').notNull(),
    place: text('place').notNull(),
    duties: text('duties').notNull(),
    requirements: text('requirements').notNull(),
    releasedAt: timestamp('released_at', { withTimezone: true }).notNull(),
    status: status(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('positions_translation').on(t.translationKey, t.locale),
    index('positions_list').on(t.locale, t.kind, t.typeId, t.releasedAt),
  ],
)

export const downloadCategories = pgTable(
  'download_categories',
  {
    id: serial('id').primaryKey(),
    locale: locale(),
    translationKey: translationKey(),
    /** 'download' (catalogues, software…) or 'manual' (the "explain" pages). */
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('download_categories_translation').on(t.translationKey, t.locale)],
)

export const downloadOptions = pgTable(
  'download_options',
  {
    id: serial('id').primaryKey(),
    locale: locale(),
    translationKey: translationKey(),
    /** A product series that downloads can be filtered by. */
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('download_options_translation').on(t.translationKey, t.locale)],
)

export const downloads = pgTable(
  'downloads',
  {
    id: serial('id').primaryKey(),
    locale: locale(),
    translationKey: translationKey(),
    kind: text('kind').notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => downloadCategories.id),
    optionId: integer('option_id').references(() => downloadOptions.id),
    productId: integer('product_id').references(() => products.id),
    title: text('title').notNull(),
    description: text('description').notNull(),
    cover: text('cover').notNull(),
    fileUrl: text('file_url').notNull(),
    fileType: text('file_type').notNull(),
    fileSize: integer('file_size').notNull(),
    content: text('content').notNull().default(''),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    status: status(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('downloads_translation').on(t.translationKey, t.locale),
    index('downloads_list').on(t.locale, t.kind, t.categoryId, t.publishedAt),
  ],
)

export const videos = pgTable(
  'videos',
  {
    id: serial('id').primaryKey(),
    locale: locale(),
    translationKey: translationKey(),
    /** 'activity', 'product' or 'aftersale'. */
    kind: text('kind').notNull(),
    productId: integer('product_id').references(() => products.id),
    title: text('title').notNull(),
    cover: text('cover').notNull(),
    videoUrl: text('video_url').notNull(),
    durationSeconds: integer('duration_seconds').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    status: status(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('videos_translation').on(t.translationKey, t.locale),
    index('videos_list').on(t.locale, t.kind, t.publishedAt),
  ],
)

/** After-sales service outlets (spec §3: area, province, dealer company, dealer name, contact). */
export const outlets = pgTable(
  'outlets',
  {
    id: serial('id').primaryKey(),
    locale: locale(),
    translationKey: translationKey(),
    area: text('area').notNull(),
    province: text('province').notNull(),
    city: text('city').notNull(),
    company: text('company').notNull(),
    dealerName: text('dealer_name').notNull(),
    contact: text('contact').notNull(),
    address: text('address').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    status: status(),
    publishAt: publishAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('outlets_translation').on(t.translationKey, t.locale),
    index('outlets_filter').on(t.locale, t.area, t.province, t.city),
  ],
)

/** Offline stores selling the brands. */
export const stores = pgTable(
  'stores',
  {
    id: serial('id').primaryKey(),
    locale: locale(),
    translationKey: translationKey(),
    /** 'cn' (mainland China) or 'intl'. */
    region: text('region').notNull(),
    name: text('name').notNull(),
    province: text('province').notNull(),
    city: text('city').notNull(),
    address: text('address').notNull(),
    phone: text('phone').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    status: status(),
    publishAt: publishAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('stores_translation').on(t.translationKey, t.locale),
    index('stores_list').on(t.locale, t.region, t.province),
  ],
)

/** Ads and menus: 'top title' (the menu), banners, the filing record ('备案信息'). */
export const ads = pgTable(
  'ads',
  {
    id: serial('id').primaryKey(),
    locale: locale(),
    type: text('type').notNull(),
    parentId: integer('parent_id'),
    name: text('name').notNull(),
    image: text('image'),
    outerChain: text('outer_chain'),
    chainType: text('chain_type'),
    memo: text('memo'),
    sort: integer('sort').notNull().default(0),
    status: status(),
    publishAt: publishAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('ads_type').on(t.locale, t.type, t.parentId, t.sort)],
)

export const pageSeo = pgTable(
  'page_seo',
  {
    id: serial('id').primaryKey(),
    locale: locale(),
    page: text('page').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    keywords: text('keywords').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('page_seo_page').on(t.locale, t.page)],
)

// ---- Members and their sessions (issue: membership) ----

export const members = pgTable(
  'members',
  {
    id: serial('id').primaryKey(),
    account: text('account').notNull(),
    passwordHash: text('password_hash').notNull(),
    nickname: text('nickname').notNull().default(''),
    email: text('email').notNull().default(''),
    address: text('address').notNull().default(''),
    createdAt: createdAt(),
    /** When the member agreed to the privacy policy and the terms (registration's box). */
    privacyConsentAt: timestamp('privacy_consent_at', { withTimezone: true }),
    /** Set by staff: a disabled member cannot log in (their sessions end when it is set). */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    /** The language the member last chose an SMS subscription in: their texts are in it. */
    smsLocale: text('sms_locale'),
    /**
     * When the last announcement SMS went to the member (at most one a rolling day; claimed by
     * a conditional update before sending, so several processes never send two).
     */
    lastSmsAt: timestamp('last_sms_at', { withTimezone: true }),
    /**
     * When a code sent to the member's mobile number (the account) was entered: only a verified
     * number gets texts other than a verification code.
     */
    phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('members_account').on(t.account)],
)

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('sessions_token').on(t.tokenHash), index('sessions_member').on(t.memberId)],
)

export const captchas = pgTable('captchas', {
  key: text('key').primaryKey(),
  answerHash: text('answer_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
})

/** Proof-of-work challenges already answered (each takes one answer), kept until they expire. */
export const powSolutions = pgTable('pow_solutions', {
  challenge: text('challenge').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
})

export const smsCodes = pgTable(
  'sms_codes',
  {
    id: serial('id').primaryKey(),
    phone: text('phone').notNull(),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('sms_codes_phone').on(t.phone, t.purpose, t.createdAt)],
)

export const smsOutbox = pgTable('sms_outbox', {
  id: serial('id').primaryKey(),
  phone: text('phone').notNull(),
  body: text('body').notNull(),
  createdAt: createdAt(),
})

/**
 * Counters of rate-limiter-flexible's RateLimiterDrizzle (key, points, expire). UNLOGGED (migration
 * 0001): no WAL and no flush per counted attempt; a crash empties it.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  points: integer('points').notNull().default(0),
  expire: timestamp('expire'),
})

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    topic: text('topic').notNull(),
    /** The member also wants an SMS when this topic announces something. */
    sms: boolean('sms').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('subscriptions_member_topic').on(t.memberId, t.topic)],
)

export const memberShares = pgTable(
  'member_shares',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    channel: text('channel').notNull(),
    url: text('url').notNull(),
    title: text('title').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('member_shares_member').on(t.memberId, t.createdAt)],
)

// ---- Form submissions (issue: forms) ----

export const surveyRecords = pgTable(
  'survey_records',
  {
    id: serial('id').primaryKey(),
    /** 'join', 'business', 'feedback', 'reservation' or 'evaluation'. */
    type: text('type').notNull(),
    locale: locale(),
    memberId: integer('member_id').references(() => members.id, { onDelete: 'set null' }),
    /** Reservation number or other reference a visitor can look the record up by. */
    reference: text('reference'),
    phone: text('phone'),
    fields: jsonb('fields').$type<Record<string, unknown>>().notNull(),
    idempotencyKey: text('idempotency_key'),
    ip: text('ip'),
    createdAt: createdAt(),
    /** Staff handling: 'new', 'in_progress' or 'done'. */
    status: text('status').notNull().default('new'),
    assigneeId: integer('assignee_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    /** A reservation's scheduled repair time, set by staff and shown to the member. */
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('survey_records_idempotency').on(t.idempotencyKey),
    index('survey_records_type').on(t.type, t.createdAt),
    index('survey_records_inbox').on(t.type, t.status, t.createdAt),
    index('survey_records_member').on(t.memberId, t.type),
    index('survey_records_reference').on(t.reference),
  ],
)

// ---- Anti-counterfeit codes (issue: fwcheck) ----

export const securityCodes = pgTable(
  'security_codes',
  {
    id: serial('id').primaryKey(),
    /** HMAC-SHA256 of the normalized code (hex); the code itself is never stored. */
    codeHash: text('code_hash').notNull(),
    productId: integer('product_id'),
    batch: text('batch').notNull(),
    checkCount: integer('check_count').notNull().default(0),
    firstCheckedAt: timestamp('first_checked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('security_codes_hash').on(t.codeHash),
    index('security_codes_batch').on(t.batch),
  ],
)

/**
 * One row per batch of codes, kept by a statement trigger on security_codes (migration
 * 0003_staff): whoever inserts codes (the console, the CLI, the seed) counts them here, so the
 * batch list never scans millions of codes.
 */
export const codeBatches = pgTable('code_batches', {
  batch: text('batch').primaryKey(),
  productId: integer('product_id'),
  codeCount: integer('code_count').notNull().default(0),
  createdAt: createdAt(),
})

/**
 * A member's registered tool (the warranty): by its anti-counterfeit code (the model comes from
 * the code's product; a code is registered once, by one member) or by model and serial number
 * (a model's serial once). The warranty's term is the product category's at registration.
 */
export const warranties = pgTable(
  'warranties',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    codeId: integer('code_id').references(() => securityCodes.id, { onDelete: 'set null' }),
    /** The registered code, sealed with a key derived from the code key (security-code.ts). */
    codeSealed: text('code_sealed'),
    /** The product's translation key: its name in either language. */
    productKey: text('product_key'),
    model: text('model').notNull(),
    serial: text('serial').notNull().default(''),
    purchasedAt: date('purchased_at', { mode: 'string' }).notNull(),
    dealer: text('dealer').notNull().default(''),
    months: integer('months').notNull(),
    expiresAt: date('expires_at', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('warranties_code').on(t.codeId),
    uniqueIndex('warranties_serial')
      .on(t.model, t.serial)
      .where(sql`${t.codeId} IS NULL AND ${t.serial} <> ''`),
    index('warranties_member').on(t.memberId, t.createdAt),
  ],
)

/**
 * The receipt photo of a registered tool (personal data): one per registration, re-encoded by
 * the site (JPEG, metadata stripped) before it comes here. It goes with its registration, and so
 * with the member's account (ON DELETE CASCADE); it is served only to its owner and to staff.
 */
export const warrantyReceipts = pgTable('warranty_receipts', {
  warrantyId: integer('warranty_id')
    .primaryKey()
    .references(() => warranties.id, { onDelete: 'cascade' }),
  /** 'image/jpeg', 'image/png' or 'image/webp', read from the bytes. */
  type: text('type').notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: createdAt(),
})

// ---- Staff: accounts, sessions, API keys, audit log, media ----

export const staffUsers = pgTable(
  'staff_users',
  {
    id: serial('id').primaryKey(),
    /** Lower case. */
    email: text('email').notNull(),
    name: text('name').notNull().default(''),
    passwordHash: text('password_hash').notNull(),
    /** 'admin', 'editor', 'author' or 'service'. */
    role: text('role').$type<StaffRole>().notNull(),
    /** The content collections this account may work on; null: every one. Not for admins. */
    collections: jsonb('collections').$type<string[]>(),
    /** Base32 TOTP secret; confirmed once totpEnabledAt is set. */
    totpSecret: text('totp_secret'),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    /** The last accepted TOTP time step: a code is accepted once. */
    totpLastStep: integer('totp_last_step'),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('staff_users_email').on(t.email)],
)

/**
 * An account's two-factor recovery codes (SHA-256 of each; the codes are shown once, when
 * two-factor sign-in is turned on). A code is good once: `usedAt` is set by the one conditional
 * update that accepts it.
 */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('staff_recovery_codes_hash').on(t.staffId, t.codeHash)],
)

export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    /** Sliding: a session unused for the idle timeout has ended. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** Absolute end, however active. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('staff_sessions_token').on(t.tokenHash),
    index('staff_sessions_staff').on(t.staffId),
  ],
)

export const staffApiKeys = pgTable(
  'staff_api_keys',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    role: text('role').$type<StaffRole>().notNull(),
    /** The first characters of the key, to recognise it in the list. */
    prefix: text('prefix').notNull(),
    keyHash: text('key_hash').notNull(),
    createdBy: integer('created_by').references(() => staffUsers.id, { onDelete: 'set null' }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('staff_api_keys_hash').on(t.keyHash)],
)

export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    staffId: integer('staff_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    apiKeyId: integer('api_key_id').references(() => staffApiKeys.id, { onDelete: 'set null' }),
    /** Who, as they were called when it happened (an email or an API key's name). */
    actor: text('actor').notNull(),
    /** e.g. 'staff.create', 'submission.update', 'codes.import'. */
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip'),
  },
  (t) => [
    index('audit_log_at').on(t.at),
    index('audit_log_entity').on(t.entity, t.entityId),
    index('audit_log_staff').on(t.staffId, t.at),
  ],
)

/**
 * Every saved version of a content item (both languages and its shared fields, as the staff API
 * answers the item): who saved it and when. Restoring one writes its content as a new version.
 */
export const contentRevisions = pgTable(
  'content_revisions',
  {
    id: serial('id').primaryKey(),
    /** The collection's API name ('news', 'products', …). */
    collection: text('collection').notNull(),
    /** The item's translation key (its id in the staff API). */
    itemKey: text('item_key').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    staffId: integer('staff_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    /** Who, as they were called when it happened (an email or an API key's name). */
    actor: text('actor').notNull(),
    /** 'create', 'update', 'restore', 'publish' or 'unpublish'. */
    action: text('action').notNull(),
    /** The revision this one restored, for 'restore'. */
    restoredFrom: integer('restored_from'),
    content: jsonb('content').notNull(),
  },
  (t) => [index('content_revisions_item').on(t.collection, t.itemKey, t.id)],
)

/**
 * A draft of a content item kept beside its live version (one per item): both languages and the
 * shared fields in the shape of a save's body, sanitized and validated like a save. Visitors
 * never read this table. `publishAt` set: publish it then (the publish timer applies it).
 */
/**
 * Who has a content item open in the console (the editor's heartbeat): one row per item and
 * caller (`actor`, as the audit log names them), stale after a minute and then left out.
 */
export const staffPresence = pgTable(
  'staff_presence',
  {
    id: serial('id').primaryKey(),
    collection: text('collection').notNull(),
    itemKey: text('item_key').notNull(),
    actor: text('actor').notNull(),
    staffId: integer('staff_id').references(() => staffUsers.id, { onDelete: 'cascade' }),
    /** The name shown to the others: the account's name, else its email. */
    name: text('name').notNull(),
    /** Has unsaved changes in the form. */
    editing: boolean('editing').notNull().default(false),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('staff_presence_holder').on(t.collection, t.itemKey, t.actor),
    index('staff_presence_seen_at').on(t.seenAt),
  ],
)

export const contentDrafts = pgTable(
  'content_drafts',
  {
    id: serial('id').primaryKey(),
    collection: text('collection').notNull(),
    itemKey: text('item_key').notNull(),
    content: jsonb('content').notNull(),
    staffId: integer('staff_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    /** Who saved it last (an email or an API key's name). */
    actor: text('actor').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    publishAt: timestamp('publish_at', { withTimezone: true }),
    /** Who scheduled the publication, as the revision and the audit log will name them. */
    scheduledBy: text('scheduled_by'),
    scheduledStaffId: integer('scheduled_staff_id').references(() => staffUsers.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [
    uniqueIndex('content_drafts_item').on(t.collection, t.itemKey),
    index('content_drafts_publish_at').on(t.publishAt),
  ],
)

/**
 * Where an item stands in review (one row per item): `submitted` by an author (the item itself
 * when it is new, else its draft) and waiting for an editor, or `sent-back` with the reviewer's
 * comment. Approval removes the row.
 */
export const contentReviews = pgTable(
  'content_reviews',
  {
    id: serial('id').primaryKey(),
    collection: text('collection').notNull(),
    itemKey: text('item_key').notNull(),
    /** 'submitted' or 'sent-back'. */
    state: text('state').notNull(),
    staffId: integer('staff_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    /** Who submitted it. */
    submittedBy: text('submitted_by').notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    /** The reviewer's comment when sent back. */
    comment: text('comment').notNull().default(''),
    reviewedBy: text('reviewed_by'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('content_reviews_item').on(t.collection, t.itemKey),
    index('content_reviews_state').on(t.state, t.submittedAt),
  ],
)

/**
 * The company pages (about us, culture, honors, the recruitment information pages, privacy
 * policy, terms of use): one row per page and language, the page's key (`about-us`, …) as its
 * translation key. The visitor pages read them; staff edit them as the `pages` collection.
 */
export const companyPages = pgTable(
  'company_pages',
  {
    id: serial('id').primaryKey(),
    locale: locale(),
    translationKey: translationKey(),
    title: text('title').notNull(),
    intro: text('intro').notNull().default(''),
    /** Rich text (HTML), sanitized when saved and when shown. */
    content: text('content').notNull().default(''),
    status: status(),
    publishAt: publishAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('company_pages_translation').on(t.translationKey, t.locale)],
)

/** Internal notes of staff on a submission. */
export const submissionNotes = pgTable(
  'submission_notes',
  {
    id: serial('id').primaryKey(),
    recordId: integer('record_id')
      .notNull()
      .references(() => surveyRecords.id, { onDelete: 'cascade' }),
    staffId: integer('staff_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    author: text('author').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('submission_notes_record').on(t.recordId, t.createdAt)],
)

/**
 * What the site tells a member in the member centre (e.g. a reservation's new status). The
 * text is rendered in the reader's language from `kind` and `data`.
 */
export const memberNotifications = pgTable(
  'member_notifications',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    recordId: integer('record_id').references(() => surveyRecords.id, { onDelete: 'cascade' }),
    data: jsonb('data').$type<Record<string, string | null>>().notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('member_notifications_member').on(t.memberId, t.createdAt)],
)

/**
 * Published news items and products whose subscribers were told (one row per item, by kind
 * and translation key): the row's insert decides, once across every process, who announces.
 */
export const announcements = pgTable(
  'announcements',
  {
    kind: text('kind').notNull(),
    translationKey: text('translation_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.translationKey] })],
)

export type MediaVariant = { width: number; format: 'avif' | 'webp'; bytes: number }

/** Uploaded images: the original once, resized and converted once (media pipeline). */
export const media = pgTable(
  'media',
  {
    id: serial('id').primaryKey(),
    /** Content hash of the original (hex): names the files and makes their URLs immutable. */
    hash: text('hash').notNull(),
    fileName: text('file_name').notNull(),
    mime: text('mime').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    variants: jsonb('variants').$type<MediaVariant[]>().notNull(),
    alt: text('alt').notNull().default(''),
    /** Where a crop keeps the picture, in percent from its left and top (0–100; 50: the centre). */
    focalX: smallint('focal_x').notNull().default(50),
    focalY: smallint('focal_y').notNull().default(50),
    createdBy: integer('created_by').references(() => staffUsers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('media_hash').on(t.hash), index('media_created').on(t.createdAt)],
)

/**
 * Uploaded files that are not images (downloads, manuals, videos): stored once under MEDIA_DIR,
 * named by a hash of their content, served at /media/f/<hash>/<file name> (immutable).
 */
export const mediaFiles = pgTable(
  'media_files',
  {
    id: serial('id').primaryKey(),
    hash: text('hash').notNull(),
    fileName: text('file_name').notNull(),
    mime: text('mime').notNull(),
    bytes: integer('bytes').notNull(),
    createdBy: integer('created_by').references(() => staffUsers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('media_files_hash').on(t.hash), index('media_files_created').on(t.createdAt)],
)

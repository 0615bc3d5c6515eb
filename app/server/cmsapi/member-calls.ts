import sanitizeHtml from 'sanitize-html'
import * as v from 'valibot'
import { CmsApiError } from '~/shared/cmsapi/errors.isomorphic'
import { call } from './calls'
import { bool, count, done, list, optDate, optId, required, text } from './lenient'
import { type CmsCallContext, cmsFetch, type Transport } from './transport'
import { pictureType } from './upstream-body'

/** The member as the CMS describes them: the account is required, the rest may be missing. */
export const UserInfo = v.object({
  account: required,
  nickname: text,
  email: text,
  address: text,
})
export type UserInfo = v.InferOutput<typeof UserInfo>
/** A write's answer (spec §8): a bare 1, or any code-200 envelope, is done; a bare 0 refused. */
const Done = done

/** The drawing elements of a captcha SVG: anything else (script, links, styles) is taken out. */
const CAPTCHA_SVG: sanitizeHtml.IOptions = {
  allowedTags: ['svg', 'path', 'rect', 'line', 'circle', 'g', 'text'],
  allowedAttributes: {
    '*': [
      'd',
      'fill',
      'stroke',
      'stroke-width',
      'opacity',
      'x',
      'y',
      'x1',
      'y1',
      'x2',
      'y2',
      'r',
      'cx',
      'cy',
      'width',
      'height',
      'viewbox',
      'viewBox',
      'xmlns',
      'transform',
      'font-size',
    ],
  },
  parser: { lowerCaseAttributeNames: false },
}

/** The challenge key an old CMS gives beside its picture: a `verKey` header or cookie. */
function captchaKeyOf(headers: Record<string, string>): string {
  if (headers.verkey) return headers.verkey
  for (const cookie of (headers['set-cookie'] ?? '').split('\n')) {
    const match = /^\s*verKey=([^;]*)/i.exec(cookie)
    if (match?.[1]) return decodeURIComponent(match[1])
  }
  return ''
}

/**
 * A picture as markup the page can put in place: an <img> of a data: URL whose type is the one
 * its bytes show (pictureType), never what the CMS said it was. Nothing the CMS sent reaches
 * the markup but base64 of the bytes.
 */
function imageMarkup(bytes: Uint8Array): string | null {
  const type = pictureType(bytes)
  if (!type) return null
  const base64 = Buffer.from(bytes).toString('base64')
  return `<img src="data:${type};base64,${base64}" alt="" width="120" height="44">`
}

/** The bytes of a `data:image/…;base64,` URL, or null when it is not one. */
function dataUrlBytes(value: string): Uint8Array | null {
  const match = /^data:image\/[\w.+-]+;base64,([A-Za-z0-9+/]+={0,2})$/.exec(value)
  return match?.[1] ? Buffer.from(match[1], 'base64') : null
}

/**
 * A new image challenge (spec §7 `kaptcha`): its picture as markup for the form and the key to
 * send back with the answer (verKey). The CMS may answer the picture itself (PNG, JPEG, GIF…)
 * with the key in a `verKey` header or cookie, or JSON `{ image }` (an SVG or a data: URL) with
 * the key in the `verKey` header or the data.
 */
export async function cmsApiMemberKaptcha(ctx: CmsCallContext, t?: Transport) {
  const { data, headers, image } = await cmsFetch(
    ctx,
    { method: 'GET', path: 'common/cmsApiMember/kaptcha' },
    t,
  )
  let markup: string | null = ''
  let key = captchaKeyOf(headers)
  if (image) markup = imageMarkup(image.bytes)
  else {
    const parsed = v.safeParse(v.object({ image: required, verKey: v.optional(v.string()) }), data)
    if (!parsed.success) {
      throw new CmsApiError(502, 'The captcha answer has no picture', null, undefined, {
        failure: 'shape',
        httpStatus: 200,
      })
    }
    const picture = parsed.output.image.trim()
    const bytes = dataUrlBytes(picture)
    markup = bytes ? imageMarkup(bytes) : sanitizeHtml(picture, CAPTCHA_SVG)
    key ||= parsed.output.verKey ?? ''
  }
  if (!markup || !key) {
    throw new CmsApiError(502, 'The captcha answer has no picture or no key', null, undefined, {
      failure: 'shape',
      httpStatus: 200,
    })
  }
  return { image: markup, key }
}

export const cmsApiMemberRegister = (
  ctx: CmsCallContext,
  payload: Record<string, string>,
  t?: Transport,
) => call(ctx, { method: 'POST', path: 'common/cmsApiMember/register', body: payload }, Done, t)
/**
 * The captcha answer a call carries once the service asked for one (code 428): the image's key
 * and text, and the proof of work's solution (`altcha`, base64 JSON) where the service gives
 * challenges (`cmsApiMemberPowChallenge`).
 */
export type CaptchaAnswer = { verKey?: string; verCode?: string; altcha?: string }

/** A proof-of-work challenge (ALTCHA's, an extension of the contract): what a browser solves. */
const PowChallenge = v.object({
  algorithm: v.picklist(['SHA-256']),
  challenge: v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/)),
  maxnumber: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(10_000_000)),
  salt: v.pipe(v.string(), v.maxLength(200)),
  signature: v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/)),
})
export type PowChallenge = v.InferOutput<typeof PowChallenge>
export const cmsApiMemberPowChallenge = (ctx: CmsCallContext, t?: Transport) =>
  call(ctx, { method: 'GET', path: 'common/cmsApiMember/powChallenge' }, PowChallenge, t)

export const cmsApiMemberLogin = (
  ctx: CmsCallContext,
  payload: { account: string; password: string } & CaptchaAnswer,
  t?: Transport,
) =>
  call(
    ctx,
    { method: 'POST', path: 'common/cmsApiMember/login', body: payload },
    v.object({ token: required, userInfo: UserInfo }),
    t,
  )
export const cmsApiMemberLogout = (ctx: CmsCallContext, t?: Transport) =>
  call(ctx, { method: 'POST', path: 'cmsApiMember/logout', body: {} }, Done, t)
export const cmsApiMemberDetail = (ctx: CmsCallContext, t?: Transport) =>
  call(ctx, { method: 'POST', path: 'cmsApiMember/detail', body: {} }, UserInfo, t)
export const cmsApiMemberEditItem = (
  ctx: CmsCallContext,
  payload: Record<string, string>,
  t?: Transport,
) => call(ctx, { method: 'POST', path: 'cmsApiMember/editItem', body: payload }, Done, t)
export const cmsApiMemberSendCode = (
  ctx: CmsCallContext,
  phone: string,
  t?: Transport,
  captcha: CaptchaAnswer = {},
) =>
  call(
    ctx,
    { method: 'POST', path: 'common/cmsApiMember/sendCode', body: { phone, ...captcha } },
    Done,
    t,
  )
export const cmsApiMemberCheckCode = (
  ctx: CmsCallContext,
  phone: string,
  code: string,
  t?: Transport,
) =>
  call(
    ctx,
    { method: 'GET', path: 'common/cmsApiMember/checkCode', query: { phone, code } },
    Done,
    t,
  )
export const cmsApiMemberFindPass = (
  ctx: CmsCallContext,
  payload: Record<string, string>,
  t?: Transport,
) => call(ctx, { method: 'POST', path: 'common/cmsApiMember/findPass', body: payload }, Done, t)
export const cmsApiMemberSubscriptions = (
  ctx: CmsCallContext,
  change: { topic?: string; on?: boolean },
  t?: Transport,
) =>
  call(
    ctx,
    { method: 'POST', path: 'cmsApiMember/subscriptions', body: change },
    list(v.string()),
    t,
  )
/**
 * The subscriptions with their SMS choice (`withSms`): `sms` lists the topics also sent by SMS,
 * null when the CMS answers a plain list (it keeps no SMS choice: the site does not offer it);
 * `phoneVerified` whether the member's number is verified (texts go only to a verified one),
 * null when the CMS does not say (it verifies no numbers: the site offers no verification).
 */
const topicList = list(v.string())
const SubscriptionsWithSms = v.pipe(
  v.unknown(),
  v.transform((value) => {
    if (Array.isArray(value)) {
      return {
        topics: v.parse(topicList, value),
        sms: null as string[] | null,
        phoneVerified: null as boolean | null,
      }
    }
    const verified = field(value, 'phoneVerified')
    return {
      topics: v.parse(topicList, field(value, 'topics')),
      sms: v.parse(topicList, field(value, 'sms')),
      phoneVerified: typeof verified === 'boolean' ? verified : null,
    }
  }),
)
const field = (value: unknown, name: string): unknown =>
  typeof value === 'object' && value !== null ? Reflect.get(value, name) : undefined
export const cmsApiMemberSubscriptionsWithSms = (
  ctx: CmsCallContext,
  change: {
    topic?: string
    on?: boolean
    sms?: boolean
    /** All of them at once: the topics followed and those also by SMS. */
    set?: { topics: string[]; sms: string[] }
  },
  t?: Transport,
) =>
  call(
    ctx,
    {
      method: 'POST',
      path: 'cmsApiMember/subscriptions',
      body: { ...change, withSms: true },
    },
    SubscriptionsWithSms,
    t,
  )
/** Extension: sends a code to the member's own number, to verify it. */
export const cmsApiMemberVerifyCode = (ctx: CmsCallContext, t?: Transport) =>
  call(ctx, { method: 'POST', path: 'cmsApiMember/verifyCode', body: {} }, Done, t)
/** Extension: the code sent by `verifyCode`, entered; done when the number is verified. */
export const cmsApiMemberVerifyPhone = (ctx: CmsCallContext, code: string, t?: Transport) =>
  call(ctx, { method: 'POST', path: 'cmsApiMember/verifyPhone', body: { code } }, Done, t)
export const cmsApiMemberShareAdd = (
  ctx: CmsCallContext,
  share: { channel: string; url: string; title: string },
  t?: Transport,
) => call(ctx, { method: 'POST', path: 'cmsApiMember/shareAdd', body: share }, Done, t)
export const cmsApiMemberShareList = (ctx: CmsCallContext, t?: Transport) =>
  call(
    ctx,
    { method: 'POST', path: 'cmsApiMember/shareList', body: {} },
    list(
      v.object({
        id: v.pipe(count, v.minValue(1)),
        channel: text,
        url: required,
        title: text,
        createdAt: v.pipe(
          optDate,
          v.transform((value) => value ?? ''),
        ),
      }),
    ),
    t,
  )

const Notifications = v.object({
  list: list(
    v.object({
      id: v.pipe(count, v.minValue(1)),
      kind: text,
      recordId: optId,
      data: v.fallback(v.record(v.string(), v.nullable(v.string())), {}),
      readAt: optDate,
      createdAt: v.pipe(
        optDate,
        v.transform((value) => value ?? ''),
      ),
    }),
  ),
  total: count,
  unread: count,
})
export type MemberNotifications = v.InferOutput<typeof Notifications>

/** Extension of the embedded service: the member's notifications and unread count. */
export const cmsApiMemberNotifications = (
  ctx: CmsCallContext,
  payload: { pageNo?: number; pageSize?: number },
  t?: Transport,
) =>
  call(ctx, { method: 'POST', path: 'cmsApiMember/notifications', body: payload }, Notifications, t)

export const cmsApiMemberNotificationsRead = (
  ctx: CmsCallContext,
  payload: { ids?: number[] },
  t?: Transport,
) =>
  call(
    ctx,
    { method: 'POST', path: 'cmsApiMember/notificationsRead', body: payload },
    v.object({ unread: count }),
    t,
  )

/** A calendar day `YYYY-MM-DD` (a longer date-time is cut to its day). */
const day = v.pipe(
  required,
  v.regex(/^\d{4}-\d{2}-\d{2}/),
  v.transform((s) => s.slice(0, 10)),
)

const Warranty = v.object({
  id: v.pipe(count, v.minValue(1)),
  name: text,
  model: required,
  serial: text,
  /** The owner's anti-counterfeit code when registered by it (normalized), else ''. */
  code: text,
  byCode: bool,
  purchasedAt: day,
  dealer: text,
  months: count,
  expiresAt: day,
  state: v.fallback(v.picklist(['active', 'expired']), 'active'),
  /**
   * Whether a receipt photo is kept; absent (undefined) from a CMS without receipts, whose
   * list then offers no receipt forms.
   */
  hasReceipt: v.optional(bool),
})
export type Warranty = v.InferOutput<typeof Warranty>

/** What a member registers: a code, or a model and its serial; the purchase date; the dealer. */
export type WarrantyInput = {
  code?: string
  model?: string
  serial?: string
  purchasedAt: string
  dealer?: string
}

/** Extension: registers a tool for its warranty; answers the registration. */
export const cmsApiMemberWarrantyAdd = (ctx: CmsCallContext, input: WarrantyInput, t?: Transport) =>
  call(ctx, { method: 'POST', path: 'cmsApiMember/warrantyAdd', body: input }, Warranty, t)

/** Extension: the member's registered tools with their warranty's end (`expiresAt`). */
export const cmsApiMemberWarranties = (ctx: CmsCallContext, t?: Transport) =>
  call(ctx, { method: 'POST', path: 'cmsApiMember/warranties', body: {} }, list(Warranty), t)

/**
 * Extension: keeps a receipt photo (a `data:image/…;base64,` URL of a JPEG, PNG or WebP) with
 * one of the member's registrations, in place of any before; answers the registration.
 */
export const cmsApiMemberWarrantyReceiptAdd = (
  ctx: CmsCallContext,
  input: { id: number; receipt: string },
  t?: Transport,
) =>
  call(ctx, { method: 'POST', path: 'cmsApiMember/warrantyReceiptAdd', body: input }, Warranty, t)

/**
 * Extension: the receipt photo of one of the member's registrations, as its bytes and the type
 * they show (never what the CMS said); 404 when there is none or the registration is not theirs.
 */
export async function cmsApiMemberWarrantyReceipt(ctx: CmsCallContext, id: number, t?: Transport) {
  const { receipt } = await call(
    ctx,
    { method: 'POST', path: 'cmsApiMember/warrantyReceipt', body: { id } },
    v.object({ receipt: required }),
    t,
  )
  const bytes = dataUrlBytes(receipt)
  const type = bytes ? pictureType(bytes) : null
  if (!bytes || !type) {
    throw new CmsApiError(502, 'The receipt is not a picture', null, undefined, {
      failure: 'shape',
      httpStatus: 200,
    })
  }
  return { type, bytes }
}

/**
 * Extension: everything the CMS holds about the member, as one JSON document (profile,
 * consents, subscriptions, warranties, submissions, shares, notifications, sign-ins). Passed on
 * to the member as the CMS answers it: only its profile is required.
 */
export const cmsApiMemberExport = (ctx: CmsCallContext, t?: Transport) =>
  call(
    ctx,
    { method: 'POST', path: 'cmsApiMember/export', body: {} },
    v.looseObject({ profile: v.looseObject({ account: required }) }),
    t,
  )

/** Extension: deletes the member's account after checking their password (PIPL). */
export const cmsApiMemberDelete = (ctx: CmsCallContext, password: string, t?: Transport) =>
  call(ctx, { method: 'POST', path: 'cmsApiMember/delete', body: { password } }, Done, t)

import sanitizeHtml from 'sanitize-html'
import * as v from 'valibot'
import { call } from './calls'
import { CmsApiError } from './errors'
import { count, done, list, optDate, optId, required, text } from './lenient'
import { type CmsCallContext, type CmsImage, cmsFetch, type Transport } from './transport'

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

/** A picture as markup the page can put in place (an <img> of a data: URL). */
function imageMarkup(image: CmsImage): string {
  const base64 = Buffer.from(image.bytes).toString('base64')
  return `<img src="data:${image.type};base64,${base64}" alt="" width="120" height="44">`
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
  let markup = ''
  let key = captchaKeyOf(headers)
  if (image) markup = imageMarkup(image)
  else {
    const parsed = v.safeParse(v.object({ image: required, verKey: v.optional(v.string()) }), data)
    if (!parsed.success) {
      throw new CmsApiError(502, 'The captcha answer has no picture', null, undefined, {
        failure: 'shape',
        httpStatus: 200,
      })
    }
    const picture = parsed.output.image.trim()
    markup = /^data:image\/(png|jpeg|gif|webp|bmp);base64,[\w+/=]+$/i.test(picture)
      ? `<img src="${picture}" alt="" width="120" height="44">`
      : sanitizeHtml(picture, CAPTCHA_SVG)
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
/** The captcha answer a call carries once the service asked for one (code 428). */
export type CaptchaAnswer = { verKey?: string; verCode?: string }

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

import * as v from 'valibot'
import { call } from './calls'
import { type CmsCallContext, cmsFetch, type Transport } from './transport'

export const UserInfo = v.object({
  account: v.string(),
  nickname: v.string(),
  email: v.string(),
  address: v.string(),
})
export type UserInfo = v.InferOutput<typeof UserInfo>
const Done = v.union([v.literal(1), v.literal(0)])

/** The captcha image and its challenge key (sent back by the kaptcha call's verKey header). */
export async function cmsApiMemberKaptcha(ctx: CmsCallContext, t?: Transport) {
  const { data, headers } = await cmsFetch(
    ctx,
    { method: 'GET', path: 'common/cmsApiMember/kaptcha' },
    t,
  )
  const image = v.parse(v.object({ image: v.string() }), data).image
  const key = headers.verKey ?? headers.verkey ?? ''
  return { image, key }
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
    v.object({ token: v.string(), userInfo: UserInfo }),
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
) =>
  call(
    ctx,
    { method: 'POST', path: 'cmsApiMember/editItem', body: payload },
    v.union([Done, UserInfo]),
    t,
  )
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
    v.array(v.string()),
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
    v.array(
      v.object({
        id: v.number(),
        channel: v.string(),
        url: v.string(),
        title: v.string(),
        createdAt: v.string(),
      }),
    ),
    t,
  )

const Notifications = v.object({
  list: v.array(
    v.object({
      id: v.number(),
      kind: v.string(),
      recordId: v.nullable(v.number()),
      data: v.record(v.string(), v.nullable(v.string())),
      readAt: v.nullable(v.string()),
      createdAt: v.string(),
    }),
  ),
  total: v.number(),
  unread: v.number(),
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
    v.object({ unread: v.number() }),
    t,
  )

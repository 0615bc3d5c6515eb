import { describe, expect, it } from 'vitest'
import { cmsApiMemberSubscriptionsWithSms } from './member-calls'
import type { CmsCall, Transport } from './transport'

/** A CMS that answers every call with `data` in the usual envelope, and notes what it was sent. */
function cmsAnswering(data: unknown) {
  const sent: CmsCall[] = []
  const transport: Transport = async (_ctx, call) => {
    sent.push(call)
    return { status: 200, body: { code: 200, msg: 'ok', data }, headers: {} }
  }
  return { transport, sent }
}

const ctx = { locale: 'zh' as const, token: 'member-token', peopleIp: '10.8.0.1' }

describe('the SMS choice of the subscriptions extension', () => {
  it('reads the topics and those also sent by SMS, asking with withSms', async () => {
    const cms = cmsAnswering({ topics: ['news', 'products'], sms: ['news'] })
    expect(
      await cmsApiMemberSubscriptionsWithSms(ctx, { topic: 'news', sms: true }, cms.transport),
    ).toEqual({ topics: ['news', 'products'], sms: ['news'], phoneVerified: null })
    expect(cms.sent[0]?.body).toEqual({ topic: 'news', sms: true, withSms: true })
  })

  it('reads whether the number is verified when the CMS says so', async () => {
    const cms = cmsAnswering({ topics: [], sms: [], phoneVerified: false })
    expect(await cmsApiMemberSubscriptionsWithSms(ctx, {}, cms.transport)).toEqual({
      topics: [],
      sms: [],
      phoneVerified: false,
    })
  })

  it('a CMS that answers the plain list keeps no SMS choice: sms is null', async () => {
    const cms = cmsAnswering(['news'])
    expect(await cmsApiMemberSubscriptionsWithSms(ctx, {}, cms.transport)).toEqual({
      topics: ['news'],
      sms: null,
      phoneVerified: null,
    })
  })
})

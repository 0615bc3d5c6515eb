import { registerCmsRoute } from '../core'
import { newPowChallenge } from '../pow'
import { consumeLimit } from '../rate-limit'

// ---- Proof of work (an extension of the contract) ----

/**
 * A proof-of-work challenge, asked for by a client whose call was answered 428 (the captcha
 * is needed past a ceiling: member.ts `requireCaptcha`); the solution goes with the captcha's
 * answer as `altcha`.
 */
registerCmsRoute('GET', 'common/cmsApiMember/powChallenge', async (ctx) => {
  await consumeLimit(ctx.db, 'pow', ctx.peopleIp ?? 'unknown', { points: 30, duration: 60 })
  return newPowChallenge()
})

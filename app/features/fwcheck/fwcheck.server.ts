import { msg } from '@lingui/core/macro'
import { setResponseStatus } from '@tanstack/react-start/server'
import { captchaKey } from '~/features/member/member.server'
import { getI18n } from '~/i18n/i18n'
import type { Locale } from '~/i18n/locale'
import { clientIp } from '~/server/client-ip'
import {
  CAPTCHA_REQUIRED,
  normalizeSecurityCode,
  SECURITY_CODE_LENGTHS,
} from '~/server/cms/security-code'
import { type CodeCheck, cmsProductFangweiSel } from '~/server/cmsapi/forms-calls'
import { CmsApiError } from '~/shared/cmsapi/errors.isomorphic'

export type CheckResult =
  | { ok: true; check: CodeCheck }
  /** `captcha`: the next check needs the image captcha (after repeated unknown codes). */
  | { ok: false; message: string; captcha?: boolean }

/**
 * The anti-counterfeit check (spec §5 messages, cmsProduct/fangweiSel), whichever way it
 * arrives: its server function or the page's form posted by the browser.
 */
export async function checkCode(
  locale: Locale,
  input: string,
  captcha: { verKey?: string; verCode?: string },
): Promise<CheckResult> {
  const i18n = getI18n(locale)
  const code = normalizeSecurityCode(input)
  if (!code) {
    setResponseStatus(400)
    return { ok: false, message: i18n._(msg`Please Enter The Security Code`) }
  }
  if (!SECURITY_CODE_LENGTHS.includes(code.length)) {
    setResponseStatus(400)
    return {
      ok: false,
      message: i18n._(msg`Please Enter A 16 Bit Or 20 Bit Anti-Counterfeiting Code!`),
    }
  }
  const verKey = captcha.verCode ? captchaKey(captcha.verKey) : undefined
  try {
    return {
      ok: true,
      check: await cmsProductFangweiSel(
        { locale, peopleIp: clientIp() },
        { code, verKey, verCode: captcha.verCode },
      ),
    }
  } catch (error) {
    const status = error instanceof CmsApiError ? error.status : 502
    if (status === 404) {
      return { ok: false, message: i18n._(msg`The Security Code You Entered Does Not Exist`) }
    }
    if (status === CAPTCHA_REQUIRED && error instanceof CmsApiError) {
      setResponseStatus(status)
      return { ok: false, message: error.message, captcha: true }
    }
    setResponseStatus(status === 429 || status === 400 ? status : 502)
    if (status === 429)
      return { ok: false, message: i18n._(msg`Too many checks, please try again later`) }
    if (status === 400) {
      return {
        ok: false,
        message: i18n._(msg`Please Enter A 16 Bit Or 20 Bit Anti-Counterfeiting Code!`),
      }
    }
    return {
      ok: false,
      message: i18n._(msg`The check is not available right now, please try again later`),
    }
  }
}

import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import * as v from 'valibot'

/** Mainland China mobile numbers are the accounts. */
export const MOBILE = /^1[3-9]\d{9}$/
export const MIN_PASSWORD = 6

/** The member forms of spec §5, with its messages, in the reader's language. */
export function makeMemberSchemas(i18n: I18n) {
  const _ = (d: MessageDescriptor) => i18n._(d)
  const account = v.pipe(
    v.string(_(msg`Please Enter Phone Number`)),
    v.trim(),
    v.nonEmpty(_(msg`Please Enter Phone Number`)),
    v.regex(MOBILE, _(msg`Please enter a valid mobile phone number`)),
  )
  // Passwords are taken exactly as typed, on every path (register, log in, change, reset):
  // trimming one path and not another locks out whoever chose "  Secret#99  ".
  const newPassword = v.pipe(
    v.string(_(msg`Please Enter New Password`)),
    v.check((value) => value.trim() !== '', _(msg`Please Enter New Password`)),
    v.minLength(MIN_PASSWORD, _(msg`Enter a password of 6 characters or more`)),
    v.maxLength(128, _(msg`This text is too long`)),
  )
  const confirm = v.pipe(
    v.string(_(msg`Please Enter Confirm Password`)),
    v.nonEmpty(_(msg`Please Enter Confirm Password`)),
  )
  const email = v.pipe(
    v.string(_(msg`Please Input Your Email`)),
    v.trim(),
    v.nonEmpty(_(msg`Please Input Your Email`)),
    v.email(_(msg`Please Enter Your Vaild Email`)),
    v.maxLength(100, _(msg`This text is too long`)),
  )
  const mismatch = _(msg`The Passwords Are Inconsistent!`)
  const registerEntries = {
    account,
    password: newPassword,
    savePassword: confirm,
    email,
    verCode: v.pipe(
      v.string(_(msg`Please Enter Verification Code`)),
      v.trim(),
      v.nonEmpty(_(msg`Please Enter Verification Code`)),
      v.maxLength(10),
    ),
  }
  const register = v.pipe(
    v.object(registerEntries),
    v.forward(
      v.partialCheck(
        [['password'], ['savePassword']],
        (i) => i.password === i.savePassword,
        mismatch,
      ),
      ['savePassword'],
    ),
  )
  /**
   * The site's registration form: the service's fields and the visitor's explicit consent to
   * the privacy policy and the terms (PIPL), a box that must be ticked.
   */
  const registerForm = v.pipe(
    v.object({
      ...registerEntries,
      agree: v.pipe(
        v.optional(v.string(), ''),
        v.check(
          (value) => value === '1' || value === 'on',
          _(msg`Please read and agree to the Privacy Policy and the Terms of Use`),
        ),
      ),
    }),
    v.forward(
      v.partialCheck(
        [['password'], ['savePassword']],
        (i) => i.password === i.savePassword,
        mismatch,
      ),
      ['savePassword'],
    ),
  )
  /** The captcha text, asked for after many failures for one account or phone. */
  const captchaText = v.optional(v.pipe(v.string(), v.trim(), v.maxLength(10)))
  const login = v.object({
    account,
    password: v.pipe(
      v.string(_(msg`Please Enter Password`)),
      v.nonEmpty(_(msg`Please Enter Password`)),
      v.maxLength(128),
    ),
    verCode: captchaText,
  })
  const profile = v.object({
    nickname: v.pipe(v.string(), v.trim(), v.maxLength(50, _(msg`This text is too long`))),
    email,
    address: v.pipe(v.string(), v.trim(), v.maxLength(200, _(msg`This text is too long`))),
  })
  const password = v.pipe(
    v.object({
      oldPassword: v.pipe(
        v.string(_(msg`Please Enter Old Password`)),
        v.nonEmpty(_(msg`Please Enter Old Password`)),
        v.maxLength(128),
      ),
      newPassword,
      savePassword: confirm,
    }),
    v.forward(
      v.partialCheck(
        [['newPassword'], ['savePassword']],
        (i) => i.newPassword === i.savePassword,
        mismatch,
      ),
      ['savePassword'],
    ),
  )
  const forget = v.pipe(
    v.object({
      account,
      code: v.pipe(
        v.string(_(msg`Please Enter Verification Code`)),
        v.trim(),
        v.regex(/^\d{6}$/, _(msg`Please Enter Verification Code`)),
      ),
      password: newPassword,
      savePassword: confirm,
      verCode: captchaText,
    }),
    v.forward(
      v.partialCheck(
        [['password'], ['savePassword']],
        (i) => i.password === i.savePassword,
        mismatch,
      ),
      ['savePassword'],
    ),
  )
  return { register, registerForm, login, profile, password, forget }
}

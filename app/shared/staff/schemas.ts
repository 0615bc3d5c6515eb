import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import * as v from 'valibot'
import { LocaleSchema } from '~/i18n/locale-schema'
import { SOCIAL_KEY, SOCIAL_URL } from '../mailboxes'
import { CONTENT_COLLECTIONS } from './content'
import { MAX_STAFF_PASSWORD, MIN_STAFF_PASSWORD, STAFF_ROLES, SUBMISSION_STATUSES } from './roles'

/** Batch labels travel in file names and CSV cells: letters, digits, dot, dash, underscore. */
/** An email address, as Valibot's `email()` checks it. */
const EMAIL = /^[\w+-]+(?:\.[\w+-]+)*@[\da-z]+(?:[.-][\da-z]+)*\.[a-z]{2,}$/iu

export const BATCH_LABEL = /^[\p{L}\p{N}._-]{1,50}$/u

/**
 * The bodies the staff API accepts, with messages in the reader's language. The console's forms
 * validate with the same schemas; the API validates again.
 */
export function makeStaffSchemas(i18n: I18n) {
  const _ = (d: MessageDescriptor) => i18n._(d)
  const tooLong = _(msg`This text is too long`)
  const email = v.pipe(
    v.string(_(msg`Enter an email address`)),
    v.trim(),
    v.nonEmpty(_(msg`Enter an email address`)),
    v.email(_(msg`Enter a valid email address`)),
    v.maxLength(200, tooLong),
    v.toLowerCase(),
  )
  const password = v.pipe(
    v.string(_(msg`Enter a password`)),
    v.nonEmpty(_(msg`Enter a password`)),
    v.maxLength(MAX_STAFF_PASSWORD, tooLong),
  )
  const newPassword = v.pipe(
    password,
    v.minLength(MIN_STAFF_PASSWORD, _(msg`Use at least 10 characters`)),
  )
  const role = v.picklist(STAFF_ROLES, _(msg`Choose a role`))
  /** The content collections an account may work on; null or left out: every one. */
  const collections = v.nullable(
    v.pipe(
      v.array(v.picklist(CONTENT_COLLECTIONS, _(msg`Choose content from the list`))),
      v.maxLength(CONTENT_COLLECTIONS.length, _(msg`Choose content from the list`)),
      v.transform((list) => [...new Set(list)]),
    ),
  )
  const percent = v.pipe(
    v.number(_(msg`Enter a number from 0 to 100`)),
    v.integer(_(msg`Enter a number from 0 to 100`)),
    v.minValue(0, _(msg`Enter a number from 0 to 100`)),
    v.maxValue(100, _(msg`Enter a number from 0 to 100`)),
  )
  const name = v.pipe(v.string(), v.trim(), v.maxLength(100, tooLong))
  const totp = v.pipe(
    v.string(_(msg`Enter the 6-digit code`)),
    v.trim(),
    v.regex(/^\d{6}$/, _(msg`Enter the 6-digit code`)),
  )
  const id = v.pipe(v.number(), v.integer(), v.minValue(1))
  const mailbox = v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(200, tooLong),
      v.check((s) => s === '' || EMAIL.test(s), _(msg`Enter a valid email address`)),
    ),
    '',
  )
  return {
    signIn: v.object({
      email,
      password,
      /** The authenticator's 6-digit code, or one of the account's recovery codes. */
      totp: v.optional(
        v.pipe(
          v.string(_(msg`Enter the 6-digit code or a recovery code`)),
          v.trim(),
          v.maxLength(40, _(msg`Enter the 6-digit code or a recovery code`)),
          v.regex(
            /^$|^\d{6}$|^[A-Za-z0-9]{5}[\s-]?[A-Za-z0-9]{5}$/,
            _(msg`Enter the 6-digit code or a recovery code`),
          ),
        ),
      ),
      /** The console asks for an HttpOnly cookie instead of a token in the answer. */
      cookie: v.optional(v.boolean()),
    }),
    newStaff: v.object({
      email,
      name: v.optional(name, ''),
      role,
      password: newPassword,
      collections: v.optional(collections, null),
    }),
    staffPatch: v.object({
      name: v.optional(name),
      role: v.optional(role),
      collections: v.optional(collections),
      disabled: v.optional(v.boolean()),
    }),
    resetPassword: v.object({ password: newPassword, resetTotp: v.optional(v.boolean()) }),
    /** What an admin (or `npm run staff:reset`) may reset: the password, two-factor, or both. */
    resetAccount: v.pipe(
      v.object({ password: v.optional(newPassword), resetTotp: v.optional(v.boolean()) }),
      v.check(
        (input) => input.password !== undefined || input.resetTotp === true,
        _(msg`Give a new password, or remove two-factor sign-in, or both`),
      ),
    ),
    ownPassword: v.object({ currentPassword: password, newPassword }),
    totpCode: v.object({ code: totp }),
    totpOff: v.object({ password }),
    newApiKey: v.object({
      name: v.pipe(
        v.string(_(msg`Enter a name`)),
        v.trim(),
        v.nonEmpty(_(msg`Enter a name`)),
        v.maxLength(100, tooLong),
      ),
      role,
    }),
    submissionPatch: v.object({
      status: v.optional(v.picklist(SUBMISSION_STATUSES, _(msg`Choose a status`))),
      assigneeId: v.optional(v.nullable(id)),
      note: v.optional(
        v.pipe(v.string(), v.trim(), v.nonEmpty(_(msg`Write a note`)), v.maxLength(5000, tooLong)),
      ),
      scheduledAt: v.optional(
        v.nullable(
          v.pipe(
            v.string(),
            v.isoTimestamp(_(msg`Enter a date and time`)),
            v.transform((s) => new Date(s)),
          ),
        ),
      ),
    }),
    submissionBulk: v.object({
      ids: v.pipe(
        v.array(id),
        v.minLength(1, _(msg`Select at least one row`)),
        v.maxLength(500, _(msg`Select at most 500 rows`)),
      ),
      status: v.optional(v.picklist(SUBMISSION_STATUSES, _(msg`Choose a status`))),
      assigneeId: v.optional(v.nullable(id)),
    }),
    generateCodes: v.object({
      productId: v.pipe(v.number(_(msg`Choose a product`)), v.integer(), v.minValue(1)),
      count: v.pipe(
        v.number(_(msg`Enter how many codes`)),
        v.integer(_(msg`Enter a whole number`)),
        v.minValue(1, _(msg`Enter how many codes`)),
        v.maxValue(100_000, _(msg`At most 100,000 codes at a time`)),
      ),
      length: v.picklist([16, 20], _(msg`Codes have 16 or 20 characters`)),
      batch: v.optional(
        v.pipe(
          v.string(),
          v.trim(),
          v.regex(BATCH_LABEL, _(msg`Use letters, digits, dots, dashes (at most 50)`)),
        ),
      ),
    }),
    memberPatch: v.object({ disabled: v.boolean() }),
    /** A library image's description and focal point (percent from its left and top). */
    mediaPatch: v.object({
      alt: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(300, tooLong))),
      focalX: v.optional(percent),
      focalY: v.optional(percent),
    }),
    /** The image to show instead of this one, everywhere it is shown. */
    mediaReplace: v.object({
      mediaId: v.pipe(
        v.number(_(msg`Choose the image to show instead`)),
        v.integer(_(msg`Choose the image to show instead`)),
        v.minValue(1, _(msg`Choose the image to show instead`)),
      ),
    }),
    /** One language's site settings (the frame's title, hotline, social links; the mailboxes). */
    siteSettings: v.object({
      locale: LocaleSchema,
      siteTitle: v.pipe(
        v.string(_(msg`Enter the site title`)),
        v.trim(),
        v.nonEmpty(_(msg`Enter the site title`)),
        v.maxLength(100, tooLong),
      ),
      hotline: v.pipe(
        v.string(_(msg`Enter the hotline`)),
        v.trim(),
        v.nonEmpty(_(msg`Enter the hotline`)),
        v.maxLength(30, tooLong),
        v.regex(
          /^\+?[\d\s()-]*\d[\d\s()-]*$/,
          _(msg`Enter a phone number: digits, spaces, dashes, brackets, a leading +`),
        ),
      ),
      socials: v.pipe(
        v.array(
          v.object({
            key: v.pipe(
              v.string(_(msg`Enter an identifier`)),
              v.trim(),
              v.toLowerCase(),
              v.regex(SOCIAL_KEY, _(msg`Use lower-case letters, digits, dashes (at most 30)`)),
            ),
            label: v.pipe(
              v.string(_(msg`Enter a name`)),
              v.trim(),
              v.nonEmpty(_(msg`Enter a name`)),
              v.maxLength(50, tooLong),
            ),
            url: v.pipe(
              v.string(_(msg`Enter an address`)),
              v.trim(),
              v.maxLength(500, tooLong),
              v.regex(SOCIAL_URL, _(msg`Enter an https:// address or a site path (/…)`)),
            ),
          }),
        ),
        v.maxLength(12, _(msg`At most 12 social links`)),
        v.rawCheck(({ dataset, addIssue }) => {
          if (!dataset.typed) return
          const seen = new Set<string>()
          dataset.value.forEach((social, index) => {
            if (seen.has(social.key)) {
              addIssue({
                message: _(msg`Each social link needs its own key`),
                path: [
                  {
                    type: 'array',
                    origin: 'value',
                    input: dataset.value,
                    key: index,
                    value: social,
                  },
                  {
                    type: 'object',
                    origin: 'value',
                    input: social,
                    key: 'key',
                    value: social.key,
                  },
                ],
              })
            }
            seen.add(social.key)
          })
        }),
      ),
      /** Each one empty: `<name>@` the site's domain. */
      mailboxes: v.object({ info: mailbox, sales: mailbox, service: mailbox, hr: mailbox }),
    }),
  }
}

export type StaffSchemas = ReturnType<typeof makeStaffSchemas>

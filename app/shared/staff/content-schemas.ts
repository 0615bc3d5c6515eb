import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import * as v from 'valibot'
import { CONTENT_STATUSES, type CollectionDef, type FieldDef } from './content'

/** An item id: the translation key its language versions share. */
export const ITEM_KEY = /^[\w.:-]{1,100}$/

/** A site path or a web address (images, links, files). */
const LINK = /^(\/(?!\/)|https?:\/\/)\S*$/

/** A secure web address with a host (a shop visitors pay in). */
const HTTPS = /^https:\/\/[^\s/]+\S*$/

/** A maker's part number: letters and digits, with spaces, dots, dashes or slashes between. */
export const PART_NUMBER = /^[A-Za-z0-9](?:[A-Za-z0-9 ./-]{0,38}[A-Za-z0-9])?$/

/** The part numbers named twice in rows, or numbered twice (callouts). */
const unique = <T>(rows: T[], key: (row: T) => unknown) =>
  new Set(rows.map(key)).size === rows.length

/**
 * The body schemas of content items, built from the collection's field table, with messages in
 * the reader's language. `full` is a whole item (create, and an update once merged with what is
 * stored); `patch` has every field optional: what is left out stays as it is.
 */
export function makeContentSchemas(i18n: I18n, def: CollectionDef) {
  const _ = (d: MessageDescriptor) => i18n._(d)
  const tooLong = _(msg`This text is too long`)
  const required = _(msg`This field is required`)
  const badLink = _(msg`Enter a web address (https://…) or a site path (/…)`)
  const badHttps = _(msg`Enter a secure web address (https://…)`)
  const badRows = _(msg`Enter the rows of the table`)
  const time = v.pipe(
    v.string(_(msg`Enter a date and time`)),
    v.isoTimestamp(_(msg`Enter a date and time`)),
    v.transform((s) => new Date(s)),
  )
  const ref = v.union(
    [
      v.pipe(v.string(), v.regex(ITEM_KEY)),
      v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(2_147_483_647)),
    ],
    _(msg`Choose an item`),
  )
  const link = (max: number) =>
    v.pipe(
      v.string(badLink),
      v.trim(),
      v.maxLength(max, tooLong),
      v.check((s) => s === '' || LINK.test(s), badLink),
    )

  function field(f: FieldDef): v.GenericSchema {
    const max = f.max ?? 200
    switch (f.kind) {
      case 'text':
      case 'textarea':
      case 'richtext': {
        const pattern = f.pattern
        const text = pattern
          ? v.pipe(
              v.string(required),
              v.trim(),
              v.maxLength(max, tooLong),
              v.check((s) => s === '' || pattern.regex.test(s), _(pattern.message)),
            )
          : v.pipe(v.string(required), v.trim(), v.maxLength(max, tooLong))
        return f.required
          ? v.pipe(text, v.nonEmpty(required))
          : v.optional(
              v.pipe(
                v.nullable(text),
                v.transform((s) => s ?? ''),
              ),
              '',
            )
      }
      case 'url':
      case 'image':
        return f.required
          ? v.pipe(link(max), v.nonEmpty(required))
          : v.optional(
              v.pipe(
                v.nullable(link(max)),
                v.transform((s) => s ?? ''),
              ),
              '',
            )
      case 'gallery':
        return v.optional(
          v.pipe(
            v.array(v.pipe(link(500), v.nonEmpty(badLink))),
            v.maxLength(max, _(msg`Too many images`)),
          ),
          [],
        )
      case 'specs':
        return v.optional(
          v.pipe(
            v.array(
              v.object({
                name: v.pipe(v.string(), v.trim(), v.nonEmpty(required), v.maxLength(100, tooLong)),
                value: v.pipe(v.string(), v.trim(), v.maxLength(500, tooLong)),
              }),
            ),
            v.maxLength(max, _(msg`Too many rows`)),
          ),
          [],
        )
      case 'links':
        // Only secure shops: the pages open these addresses for visitors about to pay.
        return v.optional(
          v.pipe(
            v.array(
              v.object({
                name: v.pipe(v.string(), v.trim(), v.nonEmpty(required), v.maxLength(40, tooLong)),
                url: v.pipe(
                  v.string(badHttps),
                  v.trim(),
                  v.maxLength(500, tooLong),
                  v.regex(HTTPS, badHttps),
                ),
              }),
            ),
            v.maxLength(max, _(msg`Too many rows`)),
          ),
          [],
        )
      case 'parts': {
        // The drawing's parts, shared by the languages: callout number, part number, quantity
        // and the callout's place in percent of the drawing.
        const badPartNumber = _(msg`Enter a part number (letters and digits)`)
        const whole = (min: number, max: number) =>
          v.pipe(
            v.number(_(msg`Enter a number`)),
            v.integer(_(msg`Enter a whole number`)),
            v.minValue(min, _(msg`This number is out of range`)),
            v.maxValue(max, _(msg`This number is out of range`)),
          )
        const place = v.pipe(
          v.number(_(msg`Enter a number`)),
          v.minValue(0, _(msg`A place on the drawing is from 0 to 100 %`)),
          v.maxValue(100, _(msg`A place on the drawing is from 0 to 100 %`)),
        )
        return v.optional(
          v.pipe(
            v.array(
              v.object(
                {
                  number: whole(1, 999),
                  partNumber: v.pipe(
                    v.string(badPartNumber),
                    v.trim(),
                    v.regex(PART_NUMBER, badPartNumber),
                  ),
                  quantity: whole(1, 999),
                  x: place,
                  y: place,
                },
                badRows,
              ),
              badRows,
            ),
            v.maxLength(max, _(msg`Too many rows`)),
            v.check(
              (rows) => unique(rows, (r) => r.number),
              _(msg`Each part needs a callout number of its own`),
            ),
          ),
          [],
        )
      }
      case 'partNames': {
        const badPartNumber = _(msg`Enter a part number (letters and digits)`)
        return v.optional(
          v.pipe(
            v.array(
              v.object(
                {
                  partNumber: v.pipe(
                    v.string(badPartNumber),
                    v.trim(),
                    v.regex(PART_NUMBER, badPartNumber),
                  ),
                  name: v.pipe(
                    v.string(required),
                    v.trim(),
                    v.nonEmpty(required),
                    v.maxLength(100, tooLong),
                  ),
                },
                badRows,
              ),
              badRows,
            ),
            v.maxLength(max, _(msg`Too many rows`)),
            v.check(
              (rows) => unique(rows, (r) => r.partNumber),
              _(msg`Name each part number once`),
            ),
          ),
          [],
        )
      }
      case 'integer':
      case 'number': {
        const number = v.pipe(
          v.number(_(msg`Enter a number`)),
          f.kind === 'integer' ? v.integer(_(msg`Enter a whole number`)) : v.finite(),
          v.minValue(f.min ?? 0, _(msg`This number is out of range`)),
          v.maxValue(f.max ?? 1_000_000, _(msg`This number is out of range`)),
        )
        return f.required ? number : v.optional(number, 0)
      }
      case 'boolean':
        return v.optional(v.boolean(), false)
      case 'select': {
        const values = (f.options ?? []).map((o) => o.value)
        const pick = v.picklist(values, _(msg`Choose one of the options`))
        return f.required ? pick : v.optional(v.nullable(pick), null)
      }
      case 'ref':
        return f.required
          ? v.pipe(
              v.optional(v.nullable(ref), null),
              v.check((x) => x !== null, _(msg`Choose an item`)),
            )
          : v.optional(v.nullable(ref), null)
      case 'refs':
        return v.optional(
          v.pipe(
            v.array(v.pipe(v.string(), v.regex(ITEM_KEY))),
            v.maxLength(max, _(msg`Too many items`)),
          ),
          [],
        )
      case 'file': {
        const file = v.object({
          url: v.pipe(link(500), v.nonEmpty(_(msg`Upload a file`))),
          type: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(20)), ''),
          size: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0)), 0),
        })
        return f.required
          ? v.pipe(
              v.optional(v.nullable(file), null),
              v.check((x) => x !== null, _(msg`Upload a file`)),
            )
          : v.optional(v.nullable(file), null)
      }
      case 'datetime':
        return v.optional(v.nullable(time), null)
    }
  }

  const entries = (fields: readonly FieldDef[]) =>
    Object.fromEntries(fields.map((f) => [f.name, field(f)]))
  const optionalEntries = (fields: readonly FieldDef[]) =>
    Object.fromEntries(fields.map((f) => [f.name, v.optional(field(f))]))

  const language = v.object(entries(def.localized))
  const status = v.picklist(CONTENT_STATUSES, _(msg`Choose draft, review or published`))
  const full = v.pipe(
    v.object({
      en: v.optional(v.nullable(language), null),
      zh: v.optional(v.nullable(language), null),
      ...entries(def.shared),
      status: v.optional(status, 'draft'),
      publishAt: v.optional(v.nullable(time), null),
    }),
    v.check((item) => item.en !== null || item.zh !== null, _(msg`Write at least one language`)),
    v.check(
      (item) => partsNamed(def, item),
      _(msg`Name every part of the drawing in each language, by its part number, and no others`),
    ),
    // Fields set together or not at all (a product's platform and its role there): the one
    // left out is named.
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return
      const item: Record<string, unknown> = dataset.value
      const set = (x: unknown) => x !== null && x !== undefined && x !== ''
      for (const f of def.shared) {
        if (!f.pairedWith || set(item[f.name]) || !set(item[f.pairedWith])) continue
        addIssue({
          message: required,
          path: [
            { type: 'object', origin: 'value', input: item, key: f.name, value: item[f.name] },
          ],
        })
      }
    }),
  )
  const patch = v.object({
    en: v.optional(v.nullable(v.object(optionalEntries(def.localized)))),
    zh: v.optional(v.nullable(v.object(optionalEntries(def.localized)))),
    ...optionalEntries(def.shared),
    status: v.optional(status),
    publishAt: v.optional(v.nullable(time)),
    /**
     * The item's `updatedAt` the change was made on: when the item changed since, the save is
     * refused (409) instead of overwriting the other change. Left out, the save always applies.
     */
    version: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(40)))),
  })
  /** A draft of an item: what a save takes but its status and publication time. */
  const draft = v.pipe(
    v.object({
      en: v.optional(v.nullable(language), null),
      zh: v.optional(v.nullable(language), null),
      ...entries(def.shared),
      /**
       * The `updatedAt` of the draft the change was made on (of the item when it had no draft):
       * a save over a newer one is refused (409).
       */
      version: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(40)))),
    }),
    v.check((item) => item.en !== null || item.zh !== null, _(msg`Write at least one language`)),
  )
  return { full, patch, language, draft }
}

export type ContentSchemas = ReturnType<typeof makeContentSchemas>

/**
 * A collection with a drawing's parts (shared) and their names (each language's): each written
 * language names exactly the drawing's part numbers.
 */
function partsNamed(def: CollectionDef, item: Record<string, unknown>): boolean {
  const parts = def.shared.find((f) => f.kind === 'parts')
  const names = def.localized.find((f) => f.kind === 'partNames')
  if (!parts || !names) return true
  const numbers = new Set(rowsOf(item[parts.name]).map((r) => String(Reflect.get(r, 'partNumber'))))
  for (const lang of ['en', 'zh'] as const) {
    const values = item[lang]
    if (typeof values !== 'object' || values === null) continue
    const named = new Set(
      rowsOf(Reflect.get(values, names.name)).map((r) => String(Reflect.get(r, 'partNumber'))),
    )
    if (named.size !== numbers.size || [...numbers].some((n) => !named.has(n))) return false
  }
  return true
}

const rowsOf = (value: unknown): object[] =>
  Array.isArray(value) ? value.filter((r): r is object => typeof r === 'object' && r !== null) : []

/** Bulk publishing: `{ ids, status }`, all or none. */
export function makeBulkSchema(i18n: I18n) {
  return v.object({
    ids: v.pipe(
      v.array(v.pipe(v.string(), v.regex(ITEM_KEY))),
      v.minLength(1, i18n._(msg`Select at least one row`)),
      v.maxLength(500, i18n._(msg`Select at most 500 rows`)),
    ),
    status: v.picklist(['draft', 'published'], i18n._(msg`Choose draft or published`)),
  })
}

/**
 * Publishing a draft or approving what was submitted: at once, or at `publishAt` (then the live
 * version stays until that time). `version`: the draft's `updatedAt` it was read at.
 */
export function makePublishSchema(i18n: I18n) {
  return v.object({
    publishAt: v.optional(
      v.nullable(
        v.pipe(
          v.string(i18n._(msg`Enter a date and time`)),
          v.isoTimestamp(i18n._(msg`Enter a date and time`)),
          v.transform((s) => new Date(s)),
        ),
      ),
    ),
    version: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(40)))),
  })
}

/** Sending back what was submitted, with the reviewer's comment for the author. */
export function makeSendBackSchema(i18n: I18n) {
  return v.object({
    comment: v.pipe(
      v.string(i18n._(msg`Say what to change`)),
      v.trim(),
      v.nonEmpty(i18n._(msg`Say what to change`)),
      v.maxLength(2000, i18n._(msg`This text is too long`)),
    ),
  })
}

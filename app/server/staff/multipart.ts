import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { StaffError } from './errors'
import type { StaffContext } from './http'

/**
 * The form of an upload call: 413 with `tooLarge` when its declared length passes `maxBytes`,
 * 400 with `unreadable` when the body is no multipart form.
 */
export async function uploadForm(
  ctx: StaffContext,
  maxBytes: number,
  tooLarge: MessageDescriptor,
  unreadable: MessageDescriptor = msg`Send the file as multipart/form-data in the field "file"`,
): Promise<FormData> {
  const length = Number(ctx.request.headers.get('content-length') ?? 0)
  if (length > maxBytes) throw new StaffError(413, tooLarge)
  try {
    return await ctx.request.formData()
  } catch {
    throw new StaffError(400, unreadable)
  }
}

/** A 400 on the form's field `file`, saying `message` there and for the whole call. */
export function fileMissing(ctx: StaffContext, message: MessageDescriptor): StaffError {
  const text = ctx.i18n._(message)
  return new StaffError(400, text, { fieldErrors: { file: text } })
}

/** The one file of the form's field `file` (not empty), else `fileMissing` with `missing`. */
export function formFile(ctx: StaffContext, form: FormData, missing: MessageDescriptor): File {
  const file = form.get('file')
  if (!(file instanceof File) || file.size === 0) throw fileMissing(ctx, missing)
  return file
}

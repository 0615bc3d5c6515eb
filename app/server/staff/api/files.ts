import { msg } from '@lingui/core/macro'
import { StaffError } from '../errors'
import { MAX_FILE_BYTES, storeFile } from '../files'
import { staffRoute } from '../http'

/** Uploads one file for a download, manual or video (multipart field `file`). */
staffRoute(
  'POST',
  '/files',
  'content',
  async (ctx) => {
    const length = Number(ctx.request.headers.get('content-length') ?? 0)
    if (length > MAX_FILE_BYTES + 64 * 1024) throw new StaffError(413, msg`The file is too large`)
    let form: FormData
    try {
      form = await ctx.request.formData()
    } catch {
      throw new StaffError(400, msg`Send the file as multipart/form-data in the field "file"`)
    }
    const file = form.get('file')
    if (!(file instanceof File) || file.size === 0) {
      const message = ctx.i18n._(msg`Choose a file`)
      throw new StaffError(400, message, { fieldErrors: { file: message } })
    }
    return storeFile(ctx.db, ctx.who, {
      name: file.name,
      bytes: Buffer.from(await file.arrayBuffer()),
    })
  },
  { body: 'multipart' },
)

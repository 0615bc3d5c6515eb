import { msg } from '@lingui/core/macro'
import { MAX_FILE_BYTES, storeFile } from '../files'
import { type StaffContext, staffRoute } from '../http'
import { formFile, uploadForm } from '../multipart'

/** Uploads one file for a download, manual or video (multipart field `file`). */
const uploadRoute = async (ctx: StaffContext) => {
  const form = await uploadForm(ctx, MAX_FILE_BYTES + 64 * 1024, msg`The file is too large`)
  const file = formFile(ctx, form, msg`Choose a file`)
  return storeFile(ctx.db, ctx.who, {
    name: file.name,
    bytes: Buffer.from(await file.arrayBuffer()),
  })
}
staffRoute('POST', '/files', 'content', uploadRoute, { body: 'multipart' })

/** What the call answers (before JSON), for the console's typed client. */
export type Answer = { upload: Awaited<ReturnType<typeof uploadRoute>> }

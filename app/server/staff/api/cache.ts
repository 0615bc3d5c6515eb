import * as v from 'valibot'
import { audit } from '../audit'
import { staffRoute } from '../http'
import { purgeContent } from '../purge'

const PurgeBody = v.object({
  paths: v.optional(
    v.union([
      v.literal('all'),
      v.pipe(v.array(v.pipe(v.string(), v.startsWith('/'), v.maxLength(300))), v.maxLength(500)),
    ]),
    'all',
  ),
})

/** Clears the content caches of every instance (publishing does it by itself, phase 2). */
staffRoute('POST', '/cache/purge', 'site', async (ctx) => {
  const { paths } = await ctx.json(PurgeBody)
  const purge = await purgeContent(paths, { db: ctx.db })
  await audit(ctx.db, ctx.who, { action: 'cache.purge', entity: 'cache', after: purge })
  return purge
})

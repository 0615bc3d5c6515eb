import { msg } from '@lingui/core/macro'
import { createFileRoute, redirect } from '@tanstack/react-router'
import { loaderData } from '~/features/content/cms-errors'
import { FileDetail } from '~/features/service/file-detail'
import { getFile } from '~/features/service/service.functions'
import { parseDetailId, stringifyDetailId } from '~/lib/detail-id'
import { headFor } from '~/lib/head'
import { detailTwins } from '~/lib/twins'

export const Route = createFileRoute('/{-$locale}/service/download/detail/{-$id}')({
  params: { parse: parseDetailId, stringify: stringifyDetailId },
  beforeLoad: ({ params }) => {
    // Without an id there is nothing to show: go to the list.
    if (params.id === undefined) {
      throw redirect({
        href: params.locale === 'zh' ? '/zh/service/download' : '/service/download',
      })
    }
  },
  loader: async ({ context, params }) => {
    const f = await loaderData(
      getFile({ data: { locale: context.locale, kind: 'download', id: params.id ?? 0 } }),
    )
    const path = (id: number) => `/service/download/detail/${id}`
    return {
      ...f,
      twins: detailTwins(context.locale, f.id, f.alternates, path, '/service/download'),
    }
  },
  head: ({ matches, loaderData: f }) =>
    headFor(matches, msg`Download Details`, { title: f?.title, description: f?.description }),
  component: DownloadDetailPage,
})

function DownloadDetailPage() {
  return <FileDetail kind="download" file={Route.useLoaderData()} />
}

import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { FileListPage } from '~/features/service/file-list'
import { loadFileList } from '~/features/service/file-list.loader'
import { fileListFilter, fileListSearch } from '~/features/service/file-list.search'
import { pageHead } from '~/lib/head'

export const Route = createFileRoute('/{-$locale}/service/download/')({
  validateSearch: fileListSearch,
  loaderDeps: ({ search }) => fileListFilter(search),
  loader: ({ context, deps }) => loadFileList(context, deps, 'download', '/service/download'),
  head: pageHead(msg`Downloads`),
  component: DownloadPage,
})

function DownloadPage() {
  return (
    <FileListPage
      kind="download"
      path="/service/download"
      search={Route.useSearch()}
      data={Route.useLoaderData().data}
      title={<Trans>Downloads</Trans>}
      intro={<Trans>Catalogues, software and documents for our products.</Trans>}
    />
  )
}

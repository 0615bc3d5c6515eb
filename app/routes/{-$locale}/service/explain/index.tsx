import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { FileListPage } from '~/features/service/file-list'
import { loadFileList } from '~/features/service/file-list.loader'
import { fileListFilter, fileListSearch } from '~/features/service/file-list.search'
import { pageHead } from '~/lib/head'

export const Route = createFileRoute('/{-$locale}/service/explain/')({
  validateSearch: fileListSearch,
  loaderDeps: ({ search }) => fileListFilter(search),
  loader: ({ context, deps }) => loadFileList(context, deps, 'manual', '/service/explain'),
  head: pageHead(msg`Manuals`),
  component: ExplainPage,
})

function ExplainPage() {
  return (
    <FileListPage
      kind="manual"
      path="/service/explain"
      search={Route.useSearch()}
      data={Route.useLoaderData().data}
      title={<Trans>Manuals</Trans>}
      intro={<Trans>Operating manuals for our products.</Trans>}
    />
  )
}

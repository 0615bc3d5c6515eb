import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PageHeading } from '~/components/layout/section-layout'
import { FileList } from '~/features/service/file-list'
import { loadFileList } from '~/features/service/file-list.loader'
import { pageHead } from '~/lib/head'
import { optionalId, pageParam, searchValidator, textParam } from '~/lib/search'

const validateSearch = searchValidator({
  page: pageParam,
  category: optionalId,
  series: optionalId,
  keyword: textParam,
})

export const Route = createFileRoute('/{-$locale}/service/download/')({
  validateSearch,
  loaderDeps: ({ search }) => ({
    page: search.page ?? 1,
    categoryId: search.category,
    optionId: search.series,
    keyword: search.keyword,
  }),
  loader: ({ context, deps }) => loadFileList(context, deps, 'download', '/service/download'),
  head: pageHead(msg`Downloads`),
  component: DownloadPage,
})

function DownloadPage() {
  const { page, category, series, keyword } = Route.useSearch()
  return (
    <>
      <PageHeading
        title={<Trans>Downloads</Trans>}
        intro={<Trans>Catalogues, software and documents for our products.</Trans>}
      />
      <FileList
        kind="download"
        path="/service/download"
        filter={{ page: page ?? 1, categoryId: category, optionId: series, keyword }}
      />
    </>
  )
}

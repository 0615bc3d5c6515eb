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

export const Route = createFileRoute('/{-$locale}/service/explain/')({
  validateSearch,
  loaderDeps: ({ search }) => ({
    page: search.page ?? 1,
    categoryId: search.category,
    optionId: search.series,
    keyword: search.keyword,
  }),
  loader: ({ context, deps }) => loadFileList(context, deps, 'manual', '/service/explain'),
  head: pageHead(msg`Manuals`),
  component: ExplainPage,
})

function ExplainPage() {
  const { page, category, series, keyword } = Route.useSearch()
  return (
    <>
      <PageHeading
        title={<Trans>Manuals</Trans>}
        intro={<Trans>Operating manuals for our products.</Trans>}
      />
      <FileList
        kind="manual"
        path="/service/explain"
        filter={{ page: page ?? 1, categoryId: category, optionId: series, keyword }}
      />
    </>
  )
}

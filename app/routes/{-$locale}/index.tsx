import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { createFileRoute, redirect } from '@tanstack/react-router'
import { readLangCookie } from '~/i18n/lang-cookie'
import { pageHead } from '~/lib/head'

export const Route = createFileRoute('/{-$locale}/')({
  beforeLoad: ({ params }) => {
    // Spec §2: a visitor who chose Chinese is sent from / to /zh.
    if (params.locale === undefined && readLangCookie() === 'zh') {
      throw redirect({ href: '/zh' })
    }
  },
  head: pageHead(msg`Home`),
  component: HomePage,
})

function HomePage() {
  return (
    <div>
      <section className="relative flex min-h-[520px] items-center bg-brand-dark pt-16 text-white">
        <div className="mx-auto w-full max-w-7xl px-4">
          <h1 className="text-4xl font-bold md:text-5xl">
            <Trans>Power tools built for professionals</Trans>
          </h1>
        </div>
      </section>
      <div className="h-[800px]" />
    </div>
  )
}

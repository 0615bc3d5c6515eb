import { Trans, useLingui } from '@lingui/react/macro'
import { AppLink } from '~/components/site/app-link'

type Part = {
  number: number
  partNumber: string
  name: string
  quantity: number
  x: number | null
  y: number | null
}

/** The exploded drawing's frame (800 × 500): where the callouts' percentages are laid out. */
const W = 800
const H = 500

/**
 * A tool's spare parts: its exploded drawing with a numbered callout on each part, and the parts
 * list. A callout links to its row (`#part-<n>`) and a row's number to its callout
 * (`#callout-<n>`); the target is highlighted by CSS (`:target`), so the links work before and
 * without the page's code. Where to get a part: the outlets and the brand's online stores.
 */
export function SpareParts({
  parts,
  drawing,
  model,
  stores,
}: {
  parts: Part[]
  drawing: string
  model: string
  stores: Array<{ name: string; url: string }>
}) {
  const { t } = useLingui()
  if (parts.length === 0) return null
  const marked = drawing ? parts.filter((p) => p.x !== null && p.y !== null) : []
  const callouts = new Set(marked.map((p) => p.number))
  return (
    <section id="parts" className="mt-10 scroll-mt-24" aria-labelledby="parts-heading">
      <h2 id="parts-heading" className="mb-3 text-xl font-semibold">
        <Trans>Spare parts</Trans>
      </h2>
      <div className="grid gap-6 lg:grid-cols-2">
        {drawing && (
          <figure className="relative self-start">
            <img
              src={drawing}
              alt={t`Exploded drawing of the ${model}`}
              width={W}
              height={H}
              loading="lazy"
              decoding="async"
              className="block h-auto w-full rounded-lg border bg-white"
            />
            <svg
              viewBox={`0 0 ${W} ${H}`}
              className="absolute inset-0 size-full"
              data-testid="parts-callouts"
            >
              {marked.map((p) => (
                <a
                  key={p.number}
                  href={`#part-${p.number}`}
                  id={`callout-${p.number}`}
                  aria-label={`${p.number} ${p.name}`}
                  className="group scroll-mt-24 outline-none"
                >
                  <circle
                    cx={((p.x ?? 0) * W) / 100}
                    cy={((p.y ?? 0) * H) / 100}
                    r={17}
                    className="fill-white stroke-foreground stroke-2 group-hover:fill-accent group-focus-visible:stroke-primary group-focus-visible:stroke-4 group-target:fill-primary group-target:stroke-primary"
                  />
                  <text
                    x={((p.x ?? 0) * W) / 100}
                    y={((p.y ?? 0) * H) / 100}
                    dy="0.35em"
                    textAnchor="middle"
                    className="fill-foreground text-[15px] font-bold group-target:fill-primary-foreground"
                  >
                    {p.number}
                  </text>
                </a>
              ))}
            </svg>
          </figure>
        )}
        <table className="w-full self-start text-sm" data-testid="parts-list">
          <thead>
            <tr className="border-b text-left text-muted-foreground">
              <th scope="col" className="py-2 pr-3 font-medium">
                <Trans>No.</Trans>
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                <Trans>Part number</Trans>
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                <Trans>Name</Trans>
              </th>
              <th scope="col" className="py-2 text-right font-medium">
                <Trans>Qty</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {parts.map((p) => (
              <tr
                key={p.number}
                id={`part-${p.number}`}
                className="scroll-mt-24 border-b target:bg-primary/10"
              >
                <td className="py-2 pr-3">
                  {callouts.has(p.number) ? (
                    <a
                      href={`#callout-${p.number}`}
                      className="font-semibold text-primary underline-offset-2 hover:underline"
                    >
                      {p.number}
                    </a>
                  ) : (
                    p.number
                  )}
                </td>
                <td className="py-2 pr-3 font-mono">{p.partNumber}</td>
                <td className="py-2 pr-3">{p.name}</td>
                <td className="py-2 text-right tabular-nums">{p.quantity}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="mt-4 text-sm" data-testid="parts-sources">
        <Trans>
          Order a part by its part number at an{' '}
          <AppLink
            to="/service/network"
            className="text-primary underline-offset-2 hover:underline"
          >
            after-sales outlet
          </AppLink>
        </Trans>
        {stores.length > 0 && <Trans>, or in the brand’s official online stores:</Trans>}{' '}
        {stores.map((store, i) => (
          <span key={store.url}>
            {i > 0 && ' · '}
            <AppLink
              to={store.url}
              external
              newTab
              className="text-primary underline-offset-2 hover:underline"
            >
              {store.name}
            </AppLink>
          </span>
        ))}
      </p>
    </section>
  )
}

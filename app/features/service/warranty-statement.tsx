import { Plural, Trans } from '@lingui/react/macro'
import type { WarrantyStatement } from '~/shared/warranty-terms'

/**
 * The service overview's warranty paragraph. Its terms are the product categories' (the loader's
 * statement), never numbers of its own: one sentence when every category has the same, each
 * category's when they differ, and no term at all when none could be read.
 */
export function WarrantyStatementText({ statement }: { statement: WarrantyStatement }) {
  return (
    <div className="space-y-2 text-muted-foreground" data-testid="warranty-terms">
      {statement.kind === 'one' ? (
        <OneTerm {...statement.terms} />
      ) : statement.kind === 'byCategory' ? (
        <>
          <p>
            <Trans>
              Every tool carries a warranty from the invoice date; its term depends on the product
              category:
            </Trans>
          </p>
          <ul className="list-disc space-y-1 pl-5">
            {statement.categories.map(({ id, name, terms: { months, accessoryMonths } }) => (
              <li key={id}>
                <Trans>
                  {name}: <Plural value={months} one="# month" other="# months" />, batteries and
                  chargers <Plural value={accessoryMonths} one="# month" other="# months" />
                </Trans>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p>
          <Trans>Every tool carries a warranty from the invoice date.</Trans>
        </p>
      )}
      <p>
        <Trans>Keep the invoice: it is your warranty card.</Trans>
      </p>
    </div>
  )
}

function OneTerm({ months, accessoryMonths }: { months: number; accessoryMonths: number }) {
  return (
    <p>
      <Trans>
        Every tool carries a warranty of <Plural value={months} one="# month" other="# months" />{' '}
        from the invoice date; batteries and chargers{' '}
        <Plural value={accessoryMonths} one="# month" other="# months" />.
      </Trans>
    </p>
  )
}

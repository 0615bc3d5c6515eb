import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

/** Serious and critical axe violations of the page as it stands (or of `within`), a line each. */
export async function seriousViolations(page: Page, within?: string): Promise<string[]> {
  // Without frames, axe runs in the page itself (legacy mode): the default opens a blank page of
  // its own to merge the results of frames, which about doubles the time. Only violations are
  // collected: describing every passing node took about a third of axe's time.
  let builder = new AxeBuilder({ page })
    .setLegacyMode(page.frames().length === 1)
    .options({ resultTypes: ['violations'] })
  if (within) builder = builder.include(within)
  const results = await builder.analyze()
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    )
}

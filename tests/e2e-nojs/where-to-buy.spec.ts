import { test } from '../e2e/fixtures'
import { expectWhereToBuy, firstProductPath } from '../e2e/where-to-buy-checks'
import { languages } from './helpers'

// Without JavaScript a product's page says where to buy it the same way: the section is plain
// links the server renders (tests/e2e/where-to-buy.spec.ts).

for (const { prefix, lang } of languages) {
  test(`a product's page says where to buy it without JavaScript (${lang})`, async ({
    page,
    request,
  }) => {
    await page.goto(await firstProductPath(request, prefix))
    await expectWhereToBuy(page, lang)
  })
}

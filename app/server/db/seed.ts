import { count, sql } from 'drizzle-orm'
import { type Locale, localePath, locales } from '~/i18n/locale'
import { announcePublished } from '~/server/cms/announce'
import { hashSecurityCode } from '~/server/cms/security-code'
import { renderPdf } from '~/server/media/pdf'
import type { Db } from './client'
import * as s from './schema'
import {
  BANNERS,
  CLIP_SECONDS,
  DOWNLOAD_CATEGORIES,
  NEWS,
  NEWS_CATEGORIES,
  PLACES,
  POSITION_TYPES,
  POSITIONS,
  VIDEOS,
  videoClip,
} from './seed-content'
import {
  BRANDS,
  CATEGORIES,
  COMPANY,
  DEMO_SECURITY_CODES,
  HOTLINE,
  type L,
  onlineStoresOf,
  PAGE_TITLES,
  PRODUCTS,
  type ProductDef,
  productName,
  SPEC_LABELS,
  warrantyOf,
} from './seed-data'
import { documentHtml, FILES, type FileDef } from './seed-documents'
import { FILE_SIZES } from './seed-file-sizes'
import { seedPartsOf } from './seed-parts'
import { INTL_DEALERS, OUTLET_FIRMS, PROVINCES, STREETS, SURNAMES } from './seed-places'
import { seedPlatforms } from './seed-platforms'

export { DEMO_SECURITY_CODES }

/** A date of the catalogue (YYYY-MM-DD) at 9:00 in China. */
const at = (date: string) => new Date(`${date}T09:00:00+08:00`)

/** Rows of both languages from one definition per item: the translation key links them. */
const twin = <T>(key: string, row: (locale: Locale) => T) =>
  locales.map((locale) => ({ translationKey: key, locale, ...row(locale) }))

/** Ids of inserted rows by translation key and language. */
type Ids = Map<string, number>
const idsOf = (rows: Array<{ id: number; translationKey: string; locale: string }>): Ids =>
  new Map(rows.map((r) => [`${r.translationKey}/${r.locale}`, r.id]))
function idIn(ids: Ids, key: string, locale: Locale): number {
  const id = ids.get(`${key}/${locale}`)
  if (id === undefined) throw new Error(`seed: no ${locale} row for ${key}`)
  return id
}
const returning = {
  id: s.brands.id,
  translationKey: s.brands.translationKey,
  locale: s.brands.locale,
}

const escapeHtml = (text: string) =>
  text.replace(
    /[<>&"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c] ?? c,
  )

function productHtml(p: ProductDef, locale: Locale): string {
  const zh = locale === 'zh'
  const box = [{ en: `${p.model} tool`, zh: `${p.model}主机` }, ...p.box]
  return [
    `<p>${escapeHtml(p.intro[locale])}</p>`,
    `<h2>${zh ? '产品特点' : 'Highlights'}</h2>`,
    `<ul>${p.highlights.map((h) => `<li>${escapeHtml(h[locale])}</li>`).join('')}</ul>`,
    `<h2>${zh ? '包装清单' : 'In the box'}</h2>`,
    `<ul>${box.map((b) => `<li>${escapeHtml(b[locale])}</li>`).join('')}</ul>`,
  ].join('')
}

const paragraphs = (items: L[], locale: Locale) =>
  items.map((p) => `<p>${escapeHtml(p[locale])}</p>`).join('')
const list = (items: L[], locale: Locale) =>
  `<ol>${items.map((i) => `<li>${escapeHtml(i[locale])}</li>`).join('')}</ol>`

/**
 * The size of a document's PDF. Rendering all of them costs about a second, so the sizes are
 * recorded in seed-file-sizes.ts (`npm run db:file-sizes` writes it; seed.test.ts checks it);
 * a document not recorded there is rendered.
 */
async function fileSize(file: FileDef, locale: Locale): Promise<number> {
  return FILE_SIZES[file.key]?.[locale] ?? (await renderPdf(file.document(), locale)).length
}

/** Local phone number of a place: its area code and a number of the city's length. */
function localNumber(areaCode: string, digits: number, n: number): string {
  const first = digits === 7 ? 6 : 8
  const rest = String((n * 7_919 + 1_234_567) % 10 ** (digits - 1)).padStart(digits - 1, '0')
  return `${areaCode}-${first}${rest}`
}

async function seedCatalogue(db: Db) {
  const brandIds = idsOf(
    await db
      .insert(s.brands)
      .values(
        BRANDS.flatMap((b, i) =>
          twin(b.code, (l) => ({
            code: b.code,
            name: b.name[l],
            logo: `/media/brand/${b.code}.svg`,
            intro: b.intro[l],
            // The official stores are the brand's shops in the store network.
            mallUrl: localePath(l, '/contact/network'),
            onlineStores: onlineStoresOf(b.code, l),
            sort: i,
          })),
        ),
      )
      .returning(returning),
  )
  // A brand's website is its page of products here (migration 0013 says the same).
  await db.update(s.brands).set({
    siteUrl: sql`case when ${s.brands.locale} = 'en' then '' else '/' || ${s.brands.locale} end || '/product/list?brand=' || ${s.brands.id}`,
  })

  const categoryIds = idsOf(
    await db
      .insert(s.productCategories)
      .values(
        CATEGORIES.flatMap((c, i) =>
          twin(c.key, (l) => ({
            name: c.name[l],
            image: `/media/category/${c.key}.svg`,
            intro: c.intro[l],
            // The same numbers as the category's manuals (seed-documents.ts).
            warrantyMonths: warrantyOf(c).months,
            accessoryWarrantyMonths: warrantyOf(c).accessoryMonths,
            sort: i,
          })),
        ),
      )
      .returning({
        id: s.productCategories.id,
        translationKey: s.productCategories.translationKey,
        locale: s.productCategories.locale,
      }),
  )

  const productIds = idsOf(
    await db
      .insert(s.products)
      .values(
        PRODUCTS.flatMap((p, i) =>
          twin(p.model, (l) => ({
            categoryId: idIn(categoryIds, p.category, l),
            brandId: idIn(brandIds, p.brand, l),
            name: productName(p, l),
            model: p.model,
            summary: p.summary[l],
            content: productHtml(p, l),
            specs: p.specs.map(([key, value]) => ({ name: SPEC_LABELS[key][l], value })),
            images: [`/media/product/${p.model}.svg`, `/media/product/${p.model}-set.svg`],
            mallUrl: localePath(l, '/contact/network'),
            ...seedPartsOf(p, l),
            featured: p.featured ?? false,
            sort: i,
          })),
        ),
      )
      .returning({
        id: s.products.id,
        translationKey: s.products.translationKey,
        locale: s.products.locale,
      }),
  )

  const newsCategoryIds = idsOf(
    await db
      .insert(s.newsCategories)
      .values(NEWS_CATEGORIES.flatMap((c, i) => twin(c.key, (l) => ({ name: c.name[l], sort: i }))))
      .returning({
        id: s.newsCategories.id,
        translationKey: s.newsCategories.translationKey,
        locale: s.newsCategories.locale,
      }),
  )
  await db.insert(s.news).values(
    NEWS.flatMap((n) =>
      twin(n.key, (l) => ({
        categoryId: idIn(newsCategoryIds, n.category, l),
        title: n.title[l],
        summary: n.summary[l],
        cover: `/media/news/${n.key}.svg`,
        content: paragraphs(n.body, l),
        source: COMPANY[l],
        publishedAt: at(n.date),
      })),
    ),
  )

  await seedReviewDemo(db)

  const typeIds = idsOf(
    await db
      .insert(s.positionTypes)
      .values(
        POSITION_TYPES.flatMap((t, i) =>
          twin(t.key, (l) => ({ kind: t.kind, name: t.name[l], sort: i })),
        ),
      )
      .returning({
        id: s.positionTypes.id,
        translationKey: s.positionTypes.translationKey,
        locale: s.positionTypes.locale,
      }),
  )
  await db.insert(s.positions).values(
    POSITIONS.flatMap((p) => {
      const type = POSITION_TYPES.find((t) => t.key === p.type)
      if (!type) throw new Error(`seed: no position type ${p.type}`)
      return twin(p.key, (l) => ({
        kind: type.kind,
        typeId: idIn(typeIds, p.type, l),
        name: p.name[l],
        headcount: p.headcount,
        category: type.name[l],
        place: PLACES[p.place][l],
        duties: list(p.duties, l),
        requirements: list(p.requirements, l),
        releasedAt: at(p.date),
      }))
    }),
  )

  const fileCategoryIds = idsOf(
    await db
      .insert(s.downloadCategories)
      .values([
        ...DOWNLOAD_CATEGORIES.flatMap((c, i) =>
          twin(c.key, (l) => ({ kind: 'download', name: c.name[l], sort: i })),
        ),
        ...CATEGORIES.flatMap((c, i) =>
          twin(c.key, (l) => ({ kind: 'manual', name: c.name[l], sort: i })),
        ),
      ])
      .returning({
        id: s.downloadCategories.id,
        translationKey: s.downloadCategories.translationKey,
        locale: s.downloadCategories.locale,
      }),
  )
  const optionIds = idsOf(
    await db
      .insert(s.downloadOptions)
      .values(BRANDS.flatMap((b, i) => twin(b.code, (l) => ({ name: b.name[l], sort: i }))))
      .returning({
        id: s.downloadOptions.id,
        translationKey: s.downloadOptions.translationKey,
        locale: s.downloadOptions.locale,
      }),
  )
  const fileRows = []
  for (const f of FILES) {
    for (const l of locales) {
      fileRows.push({
        translationKey: f.key,
        locale: l,
        kind: f.kind,
        categoryId: idIn(fileCategoryIds, f.category, l),
        optionId: f.brand ? idIn(optionIds, f.brand, l) : null,
        productId: f.model ? idIn(productIds, f.model, l) : null,
        title: f.title[l],
        description: f.description[l],
        cover: `/media/download/${f.key}.svg`,
        fileUrl: `/media/files/${f.key}-${l}.pdf`,
        fileType: 'PDF',
        fileSize: await fileSize(f, l),
        content: f.kind === 'manual' ? documentHtml(f.document(), l) : '',
        publishedAt: at(f.date),
      })
    }
  }
  await db.insert(s.downloads).values(fileRows)

  await db.insert(s.videos).values(
    VIDEOS.flatMap((v) =>
      twin(v.key, (l) => ({
        kind: v.kind,
        productId: v.model ? idIn(productIds, v.model, l) : null,
        title: v.title[l],
        cover: `/media/video/${v.key}.svg`,
        // One clip per kind (scripts/demo-clips.ts draws them): each video has its own title
        // and poster.
        videoUrl: videoClip(v.kind),
        durationSeconds: CLIP_SECONDS,
        publishedAt: at(v.date),
      })),
    ),
  )

  const cities = PROVINCES.flatMap((p) => p.cities.map((city) => ({ ...p, city })))
  await db.insert(s.outlets).values(
    cities.flatMap(({ area, province, city }, ci) =>
      [0, 1].flatMap((k) => {
        const n = ci * 2 + k
        const firm = OUTLET_FIRMS[n % OUTLET_FIRMS.length] as L
        const street = STREETS[(ci + k * 3) % STREETS.length] as L
        const surname = SURNAMES[n % SURNAMES.length] as L
        const phone = localNumber(city.areaCode, city.digits ?? 8, n)
        const number = 8 + ((n * 37) % 180)
        // Outlets lie within a few kilometres of the city centre.
        const dLat = (((n * 53) % 41) - 20) / 1000
        const dLng = (((n * 71) % 41) - 20) / 1000
        return twin(`${city.key}-${k + 1}`, (l) => ({
          area: area[l],
          province: province[l],
          city: city.city[l],
          company:
            l === 'zh'
              ? `${city.city.zh}${firm.zh}有限公司`
              : `${city.city.en} ${firm.en} Co., Ltd.`,
          // A city's first outlet is the brand's service centre; the second a dealer's repair
          // shop, named after its firm, street and city as such shops are.
          dealerName:
            k === 0
              ? l === 'zh'
                ? `瑞丰工具${city.city.zh}授权服务中心`
                : `Ruifeng Tools Service Centre ${city.city.en}`
              : l === 'zh'
                ? `${city.city.zh}${firm.zh}${street.zh}维修站`
                : `${firm.en} Repairs, ${street.en}, ${city.city.en}`,
          contact: l === 'zh' ? `${surname.zh}经理 ${phone}` : `${surname.en} (manager), ${phone}`,
          address:
            l === 'zh'
              ? `${province.zh}${city.city.zh}${street.zh}${number}号`
              : `${number} ${street.en}, ${city.city.en}, ${province.en}`,
          lat: Math.round((city.lat + dLat) * 1e5) / 1e5,
          lng: Math.round((city.lng + dLng) * 1e5) / 1e5,
        }))
      }),
    ),
  )

  await db.insert(s.stores).values([
    ...cities.slice(0, 40).flatMap(({ province, city }, i) =>
      twin(`store-${city.key}`, (l) => ({
        region: 'cn',
        name: l === 'zh' ? `瑞丰工具${city.city.zh}体验店` : `Ruifeng Tools Store ${city.city.en}`,
        province: province[l],
        city: city.city[l],
        address:
          l === 'zh'
            ? `${city.city.zh}五金机电城${(i % 9) + 1}号楼${101 + i}室`
            : `Unit ${101 + i}, Block ${(i % 9) + 1}, Hardware & Electric Mall, ${city.city.en}`,
        phone: localNumber(city.areaCode, city.digits ?? 8, 500 + i),
        lat: Math.round((city.lat + 0.008) * 1e5) / 1e5,
        lng: Math.round((city.lng - 0.006) * 1e5) / 1e5,
      })),
    ),
    ...INTL_DEALERS.flatMap((d, i) =>
      twin(`store-${d.key}`, (l) => ({
        region: 'intl',
        name: l === 'zh' ? `${d.city.zh}授权经销商` : `Authorised dealer ${d.city.en}`,
        province: d.country[l],
        city: d.city[l],
        address:
          l === 'zh'
            ? `${d.country.zh}${d.city.zh}贸易路${i + 3}号`
            : `${i + 3} Trade Road, ${d.city.en}, ${d.country.en}`,
        phone: d.phone,
        lat: d.lat,
        lng: d.lng,
      })),
    ),
  ])

  return productIds
}

const SOCIALS: Array<{ key: string; label: L; search: string }> = [
  {
    key: 'wechat',
    label: { en: 'WeChat', zh: '微信公众号' },
    search: 'https://weixin.sogou.com/weixin?type=1&query=',
  },
  { key: 'weibo', label: { en: 'Weibo', zh: '新浪微博' }, search: 'https://s.weibo.com/user?q=' },
  { key: 'douyin', label: { en: 'Douyin', zh: '抖音' }, search: 'https://www.douyin.com/search/' },
  {
    key: 'toutiao',
    label: { en: 'Toutiao', zh: '今日头条' },
    search: 'https://so.toutiao.com/search?keyword=',
  },
]

async function seedSite(db: Db, locale: Locale) {
  await db.insert(s.siteSettings).values({
    locale,
    siteTitle: COMPANY[locale],
    hotline: HOTLINE,
    // Real addresses, not placeholders: each platform's own search for the company's name,
    // until a deployment stores its accounts' pages here (the QR codes and JSON-LD read them).
    socials: SOCIALS.map((a) => ({
      key: a.key,
      label: a.label[locale],
      url: a.search + encodeURIComponent(COMPANY.zh),
    })),
  })
  await seedAds(db, locale)
  await db.insert(s.pageSeo).values(
    PAGE_TITLES.map((p) => ({
      locale,
      page: p.page,
      title: p.title[locale],
      description:
        locale === 'zh'
          ? `${COMPANY.zh}：${p.title.zh}。专业电动工具制造商，产品、服务与招聘信息。`
          : `${COMPANY.en}: ${p.title.en}. A maker of professional power tools — products, service and careers.`,
      keywords:
        locale === 'zh' ? `电动工具,${p.title.zh},瑞丰` : `power tools,${p.title.en},Ruifeng`,
    })),
  )
}

/** The menu ('top title'), banners and the filing record ('备案信息'). */
async function seedAds(db: Db, locale: Locale) {
  const zh = locale === 'zh'
  const menu: Array<{
    name: string
    link: string
    type?: string
    children?: Array<[string, string, string?]>
  }> = [
    { name: zh ? '首页' : 'Home', link: '/' },
    {
      name: zh ? '关于我们' : 'About Us',
      link: '/about/about-us',
      children: [
        [zh ? '公司简介' : 'Company Profile', '/about/about-us'],
        [zh ? '企业文化' : 'Corporate Culture', '/about/culture'],
        [zh ? '荣誉资质' : 'Honors', '/about/honor'],
        [zh ? '新闻资讯' : 'News', '/about/news'],
      ],
    },
    {
      name: zh ? '产品中心' : 'Products',
      link: '/product/list',
      children: [
        [zh ? '全部产品' : 'All Products', '/product/list'],
        [zh ? '网上商城' : 'Online Mall', '/product/mall'],
      ],
    },
    {
      // The own brand's first official online store (migration 0025 says the same), as the
      // product pages' "Buy in the official store": not the mall page, so not its name.
      name: zh ? '官方旗舰店' : 'Official Store',
      link: '',
      children: [
        [zh ? '官方旗舰店' : 'Official store', onlineStoresOf('own', locale)[0]?.url ?? '', '外链'],
      ],
    },
    {
      name: zh ? '服务支持' : 'Service',
      link: '/service/service',
      children: [
        [zh ? '服务概览' : 'Service Overview', '/service/service'],
        [zh ? '资料下载' : 'Downloads', '/service/download'],
        [zh ? '产品说明书' : 'Manuals', '/service/explain'],
        [zh ? '视频中心' : 'Videos', '/service/maintain'],
        [zh ? '售后网点' : 'After-sales Network', '/service/network'],
        [zh ? '配件查询' : 'Spare Parts', '/service/parts'],
        [zh ? '防伪查询' : 'Anti-counterfeit Check', '/service/modules/fwcheck'],
      ],
    },
    {
      name: zh ? '人才招聘' : 'Careers',
      link: '/recruits/recruit',
      children: [
        [zh ? '社会招聘' : 'Job Openings', '/recruits/recruit'],
        [zh ? '校园招聘' : 'Campus Recruitment', '/recruits/campus'],
        [zh ? '员工福利' : 'Welfare', '/recruits/welfare'],
      ],
    },
    {
      name: zh ? '联系我们' : 'Contact',
      link: '/contact/contact-us',
      children: [
        [zh ? '联系我们' : 'Contact Us', '/contact/contact-us'],
        [zh ? '商务合作' : 'Business Cooperation', '/contact/business'],
        [zh ? '经销商加盟' : 'Become a Distributor', '/contact/join'],
        [zh ? '门店网络' : 'Store Network', '/contact/network'],
      ],
    },
  ]
  const parents = await db
    .insert(s.ads)
    .values(
      menu.map((item, i) => ({
        locale,
        type: 'top title',
        name: item.name,
        outerChain: item.link,
        chainType: '内链',
        sort: i,
      })),
    )
    .returning({ id: s.ads.id, sort: s.ads.sort })
  const children = menu.flatMap((item, i) =>
    (item.children ?? []).map(([name, link, type], j) => ({
      locale,
      type: 'top title',
      parentId: parents.find((p) => p.sort === i)?.id ?? null,
      name,
      outerChain: link,
      chainType: type ?? '内链',
      sort: j,
    })),
  )
  await db.insert(s.ads).values(children)

  const [filing] = await db
    .insert(s.ads)
    .values({ locale, type: '备案信息', name: zh ? '备案信息' : 'Filing record', sort: 0 })
    .returning({ id: s.ads.id })
  await db.insert(s.ads).values({
    locale,
    type: '备案信息',
    parentId: filing?.id,
    name: zh ? '版权' : 'Copyright',
    memo: zh
      ? '© 2026 瑞丰工具有限公司 版权所有 <a href="https://beian.miit.gov.cn/" target="_blank">苏ICP备20260001号-1</a>'
      : '© 2026 Ruifeng Tools Co., Ltd. All rights reserved. <a href="https://beian.miit.gov.cn/" target="_blank">Su ICP 20260001-1</a>',
    sort: 0,
  })

  await db.insert(s.ads).values(
    BANNERS.map((b, i) => ({
      locale,
      type: `banner-${b.section}`,
      name: b.title[locale],
      image: `/media/banner/${b.key}.svg`,
      outerChain: b.link ?? null,
      chainType: '内链',
      sort: i,
    })),
  )
}

/** Fills an empty database with the demo content of both languages, in one transaction. */
/**
 * A draft of the first news item, submitted for review by an author: on a fresh site the
 * console's Review screen and the dashboard show the step (visitors keep the live version).
 */
async function seedReviewDemo(db: Db) {
  const news = NEWS[0]
  if (!news) return
  const language = (l: 'en' | 'zh') => ({
    title:
      l === 'en' ? `${news.title.en}: 1.2 million motors a year` : `${news.title.zh}：年产120万台`,
    summary: news.summary[l],
    content: paragraphs(news.body, l),
    source: COMPANY[l],
  })
  const author = 'Demo author (seed)'
  await db.insert(s.contentDrafts).values({
    collection: 'news',
    itemKey: news.key,
    content: {
      en: language('en'),
      zh: language('zh'),
      categoryId: news.category,
      cover: `/media/news/${news.key}.svg`,
      publishedAt: at(news.date).toISOString(),
    },
    actor: author,
  })
  await db
    .insert(s.contentReviews)
    .values({ collection: 'news', itemKey: news.key, state: 'submitted', submittedBy: author })
}

export async function seed(db: Db) {
  await db.transaction(async (tx) => {
    const productIds = await seedCatalogue(tx)
    await seedPlatforms(tx, PRODUCTS.length)
    for (const locale of locales) await seedSite(tx, locale)
    await tx.insert(s.securityCodes).values(
      DEMO_SECURITY_CODES.map((c) => ({
        codeHash: hashSecurityCode(c.code),
        productId: idIn(productIds, c.model, 'en'),
        batch: c.batch,
      })),
    )
  })
  // The demo's news and products were published before anyone subscribed: nobody is told.
  await announcePublished(db)
}

export async function seedIfEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(s.siteSettings)
  if ((row?.n ?? 0) > 0) return false
  await seed(db)
  return true
}

import { count } from 'drizzle-orm'
import { type Locale, locales } from '~/i18n/locale'
import { hashSecurityCode } from '~/server/cms/security-code'
import type { Db } from './client'
import * as s from './schema'
import {
  BRANDS,
  CATEGORIES,
  COMPANY,
  DEMO_SECURITY_CODES,
  HOTLINE,
  INTL_CITIES,
  NEWS_CATEGORIES,
  NEWS_TOPICS,
  PAGE_TITLES,
  PROVINCES,
} from './seed-data'

export { DEMO_SECURITY_CODES }

/** Deterministic pseudo-random numbers, so every seed gives the same demo site. */
function random(seed: number) {
  let a = seed
  return () => {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const DAY = 86_400_000
const EPOCH = Date.UTC(2026, 10, 1)

function paragraphs(locale: Locale, topic: string): string {
  return locale === 'zh'
    ? `<p>${topic}。瑞丰工具始终坚持“专业、耐用、可靠”的产品理念。</p><p>公司在江苏、浙江两地设有生产基地，产品覆盖电钻、角磨机、电锤等八大品类，并通过遍布全国的售后网络为用户提供服务。</p><h2>下一步</h2><ul><li>持续提升产品质量</li><li>扩大售后服务覆盖</li><li>加强员工培训</li></ul>`
    : `<p>${topic}. Ruifeng Tools keeps to one idea: tools that professionals can rely on every day.</p><p>Our plants in Jiangsu and Zhejiang build eight families of tools, from drills and grinders to rotary hammers, backed by a service network across China.</p><h2>What comes next</h2><ul><li>Better quality, batch after batch</li><li>More service outlets closer to users</li><li>Training for every team</li></ul>`
}

async function seedLocale(db: Db, locale: Locale) {
  const rnd = random(locale === 'en' ? 11 : 29)
  const pick = <T>(items: readonly T[]): T => items[Math.floor(rnd() * items.length)] as T

  await db.insert(s.siteSettings).values({
    locale,
    siteTitle: COMPANY[locale],
    hotline: HOTLINE,
    socials: [
      {
        key: 'wechat',
        label: locale === 'zh' ? '微信公众号' : 'WeChat',
        url: 'https://weixin.example.com/ruifeng',
      },
      {
        key: 'weibo',
        label: locale === 'zh' ? '新浪微博' : 'Weibo',
        url: 'https://weibo.example.com/ruifeng',
      },
      {
        key: 'douyin',
        label: locale === 'zh' ? '抖音' : 'Douyin',
        url: 'https://douyin.example.com/ruifeng',
      },
      {
        key: 'toutiao',
        label: locale === 'zh' ? '今日头条' : 'Toutiao',
        url: 'https://toutiao.example.com/ruifeng',
      },
    ],
  })

  const brandRows = await db
    .insert(s.brands)
    .values(
      BRANDS.map((b, i) => ({
        locale,
        code: b.code,
        name: b.name[locale],
        logo: `/media/brand/${b.code}.svg`,
        intro: b.intro[locale],
        siteUrl: b.siteUrl,
        mallUrl: b.mallUrl,
        sort: i,
      })),
    )
    .returning()

  const categoryRows = await db
    .insert(s.productCategories)
    .values(
      CATEGORIES.map((c, i) => ({
        locale,
        name: c.name[locale],
        image: `/media/category/${c.key}.svg`,
        intro: c.intro[locale],
        sort: i,
      })),
    )
    .returning()

  const volts = [12, 18, 20, 220]
  const productValues = Array.from({ length: 60 }, (_, i) => {
    const categoryIndex = i % CATEGORIES.length
    const category = CATEGORIES[categoryIndex]!
    const categoryRow = categoryRows[categoryIndex]!
    const brandIndex = Math.floor(i / 2) % BRANDS.length
    const brand = brandRows[brandIndex]!
    const model = `${BRANDS[brandIndex]!.code.toUpperCase().slice(0, 2)}-${category.key.slice(0, 2).toUpperCase()}${100 + i * 7}`
    const volt = pick(volts)
    const watts = volt === 220 ? 600 + Math.floor(rnd() * 1800) : 0
    const name =
      locale === 'zh'
        ? `${brand.name} ${volt === 220 ? '' : `${volt}V锂电`}${category.name[locale]} ${model}`
        : `${brand.name} ${volt === 220 ? '' : `${volt}V cordless `}${category.name.en.replace(/s$/, '').toLowerCase()} ${model}`
    return {
      locale,
      categoryId: categoryRow.id,
      brandId: brand.id,
      name: name.replace(/\s+/g, ' ').trim(),
      model,
      summary:
        locale === 'zh'
          ? `${category.intro.zh}适合专业用户日常高强度使用。`
          : `${category.intro.en} Built for daily heavy use by professionals.`,
      content: paragraphs(locale, name),
      specs: [
        { name: locale === 'zh' ? '额定电压' : 'Rated voltage', value: `${volt} V` },
        ...(watts
          ? [{ name: locale === 'zh' ? '输入功率' : 'Input power', value: `${watts} W` }]
          : []),
        {
          name: locale === 'zh' ? '空载转速' : 'No-load speed',
          value: `0–${2000 + Math.floor(rnd() * 9000)} r/min`,
        },
        {
          name: locale === 'zh' ? '净重' : 'Net weight',
          value: `${(1 + rnd() * 4).toFixed(1)} kg`,
        },
        { name: locale === 'zh' ? '型号' : 'Model', value: model },
      ],
      images: [`/media/product/${model}-1.svg`, `/media/product/${model}-2.svg`],
      mallUrl: `${BRANDS[brandIndex]!.mallUrl}/item/${model}`,
      featured: i % 7 === 0,
      sort: i,
    }
  })
  const productRows = await db
    .insert(s.products)
    .values(productValues)
    .returning({ id: s.products.id })

  const newsCategoryRows = await db
    .insert(s.newsCategories)
    .values(NEWS_CATEGORIES.map((c, i) => ({ locale, name: c[locale], sort: i })))
    .returning()
  await db.insert(s.news).values(
    Array.from({ length: 40 }, (_, i) => {
      const topic = NEWS_TOPICS[i % NEWS_TOPICS.length]!
      const edition = Math.floor(i / NEWS_TOPICS.length) + 1
      const title = edition > 1 ? `${topic.title[locale]} (${edition})` : topic.title[locale]
      return {
        locale,
        categoryId: newsCategoryRows[i % newsCategoryRows.length]!.id,
        title: locale === 'zh' && edition > 1 ? `${topic.title.zh}（${edition}）` : title,
        summary: topic.summary[locale],
        cover: `/media/news/${locale}-${i + 1}.svg`,
        content: paragraphs(locale, topic.title[locale]),
        source: COMPANY[locale],
        publishedAt: new Date(EPOCH - i * 6 * DAY),
      }
    }),
  )

  const campusTypes =
    locale === 'zh'
      ? ['研发类', '管培生', '营销类']
      : ['R&D', 'Management Trainee', 'Sales & Marketing']
  const socialTypes =
    locale === 'zh'
      ? ['研发技术', '生产制造', '市场营销', '职能支持']
      : ['Engineering', 'Manufacturing', 'Sales', 'Corporate Functions']
  const typeRows = await db
    .insert(s.positionTypes)
    .values([
      ...campusTypes.map((name, i) => ({ locale, kind: 'campus', name, sort: i })),
      ...socialTypes.map((name, i) => ({ locale, kind: 'social', name, sort: i })),
    ])
    .returning()
  const jobNames =
    locale === 'zh'
      ? [
          '电机研发工程师',
          '结构工程师',
          '质量工程师',
          '工艺工程师',
          '区域销售经理',
          '海外销售专员',
          '售后服务工程师',
          '生产主管',
          '采购专员',
          '人力资源专员',
        ]
      : [
          'Motor Design Engineer',
          'Mechanical Engineer',
          'Quality Engineer',
          'Process Engineer',
          'Regional Sales Manager',
          'Export Sales Specialist',
          'Service Engineer',
          'Production Supervisor',
          'Buyer',
          'HR Specialist',
        ]
  const places =
    locale === 'zh'
      ? ['江苏南通', '浙江永康', '上海']
      : ['Nantong, Jiangsu', 'Yongkang, Zhejiang', 'Shanghai']
  await db.insert(s.positions).values(
    Array.from({ length: 20 }, (_, i) => {
      const kind = i < 8 ? 'campus' : 'social'
      const types = typeRows.filter((t) => t.kind === kind)
      const type = types[i % types.length]!
      const name = jobNames[i % jobNames.length]!
      return {
        locale,
        kind,
        typeId: type.id,
        name: kind === 'campus' ? (locale === 'zh' ? `${name}（应届）` : `Graduate ${name}`) : name,
        headcount: 1 + (i % 5),
        category: type.name,
        place: places[i % places.length]!,
        duties:
          locale === 'zh'
            ? '<ol><li>负责岗位相关的日常工作</li><li>与跨部门团队协作推进项目</li><li>持续改进流程与质量</li></ol>'
            : '<ol><li>Own the day-to-day work of the role</li><li>Work with teams across the company on projects</li><li>Keep improving processes and quality</li></ol>',
        requirements:
          locale === 'zh'
            ? '<ol><li>本科及以上学历，相关专业</li><li>良好的沟通与学习能力</li><li>能适应出差者优先</li></ol>'
            : "<ol><li>Bachelor's degree in a related field</li><li>Good communication and eagerness to learn</li><li>Willing to travel</li></ol>",
        releasedAt: new Date(EPOCH - i * 3 * DAY),
      }
    }),
  )

  const downloadCats =
    locale === 'zh'
      ? ['产品目录', '软件与固件', '认证证书']
      : ['Catalogues', 'Software & Firmware', 'Certificates']
  const dlCategoryRows = await db
    .insert(s.downloadCategories)
    .values([
      ...downloadCats.map((name, i) => ({ locale, kind: 'download', name, sort: i })),
      ...CATEGORIES.slice(0, 4).map((c, i) => ({
        locale,
        kind: 'manual',
        name: c.name[locale],
        sort: i,
      })),
    ])
    .returning()
  const optionRows = await db
    .insert(s.downloadOptions)
    .values(BRANDS.map((b, i) => ({ locale, name: b.name[locale], sort: i })))
    .returning()
  await db.insert(s.downloads).values(
    Array.from({ length: 60 }, (_, i) => {
      const kind = i < 30 ? 'download' : 'manual'
      const cats = dlCategoryRows.filter((c) => c.kind === kind)
      const cat = cats[i % cats.length]!
      const product = productValues[i % productValues.length]!
      const title =
        kind === 'manual'
          ? locale === 'zh'
            ? `${product.model} 使用说明书`
            : `${product.model} operating manual`
          : locale === 'zh'
            ? `${cat.name} ${2026 - (i % 3)}版（${i + 1}）`
            : `${cat.name} ${2026 - (i % 3)} edition (${i + 1})`
      return {
        locale,
        kind,
        categoryId: cat.id,
        optionId: optionRows[i % optionRows.length]!.id,
        productId: productRows[i % productRows.length]!.id,
        title,
        description:
          locale === 'zh'
            ? `${title}，PDF格式，可在线查看或下载。`
            : `${title}, as a PDF to read online or download.`,
        cover: `/media/download/${kind}-${i + 1}.svg`,
        fileUrl: `/media/files/${kind}-${locale}-${i + 1}.pdf`,
        fileType: 'PDF',
        fileSize: 200_000 + Math.floor(rnd() * 5_000_000),
        content: kind === 'manual' ? paragraphs(locale, title) : '',
        publishedAt: new Date(EPOCH - i * 4 * DAY),
      }
    }),
  )

  const videoKinds = ['activity', 'product', 'aftersale'] as const
  const videoTitles: Record<(typeof videoKinds)[number], string[]> =
    locale === 'zh'
      ? {
          activity: ['年度经销商大会', '工厂开放日', '技能大赛', '公益植树活动', '新品发布会'],
          product: [
            '无刷电钻演示',
            '角磨机安全使用',
            '电锤钻孔技巧',
            '冲击扳手评测',
            '电圆锯切割演示',
          ],
          aftersale: ['更换碳刷', '清洁与保养', '电池保养指南', '故障自查', '保修服务流程'],
        }
      : {
          activity: [
            'Annual dealer conference',
            'Factory open day',
            'Skills contest',
            'Tree planting day',
            'Product launch',
          ],
          product: [
            'Brushless drill demo',
            'Using an angle grinder safely',
            'Drilling concrete with a rotary hammer',
            'Impact wrench test',
            'Circular saw cutting demo',
          ],
          aftersale: [
            'Replacing carbon brushes',
            'Cleaning and care',
            'Looking after batteries',
            'Finding faults yourself',
            'How warranty service works',
          ],
        }
  await db.insert(s.videos).values(
    Array.from({ length: 15 }, (_, i) => {
      const kind = videoKinds[i % 3]!
      return {
        locale,
        kind,
        productId: kind === 'product' ? productRows[i]!.id : null,
        title: videoTitles[kind][Math.floor(i / 3)]!,
        cover: `/media/video/${kind}-${i + 1}.svg`,
        videoUrl: '/media/demo.webm',
        durationSeconds: 60 + Math.floor(rnd() * 400),
        publishedAt: new Date(EPOCH - i * 9 * DAY),
      }
    }),
  )

  const surnames =
    locale === 'zh'
      ? ['王', '李', '张', '刘', '陈', '杨', '赵', '黄', '周', '吴']
      : ['Wang', 'Li', 'Zhang', 'Liu', 'Chen', 'Yang', 'Zhao', 'Huang', 'Zhou', 'Wu']
  await db.insert(s.outlets).values(
    Array.from({ length: 124 }, (_, i) => {
      const p = PROVINCES[i % PROVINCES.length]!
      const city = p.cities[Math.floor(i / PROVINCES.length) % p.cities.length]!
      const surname = surnames[i % surnames.length]!
      return {
        locale,
        area: p.area[locale],
        province: p.province[locale],
        city: city[locale],
        company:
          locale === 'zh'
            ? `${city.zh}${['恒达', '永盛', '华通', '金桥'][i % 4]}五金机电有限公司`
            : `${city.en} ${['Hengda', 'Yongsheng', 'Huatong', 'Jinqiao'][i % 4]} Hardware & Electric Co.`,
        dealerName:
          locale === 'zh'
            ? `${city.zh}授权服务站${(i % 3) + 1}`
            : `${city.en} service point ${(i % 3) + 1}`,
        contact:
          locale === 'zh'
            ? `${surname}先生 0${510 + (i % 90)}-8${String(1000000 + i * 7919).slice(-7)}`
            : `Mr ${surname}, 0${510 + (i % 90)}-8${String(1000000 + i * 7919).slice(-7)}`,
        address:
          locale === 'zh'
            ? `${p.province.zh}${city.zh}工业大道${10 + i}号`
            : `${10 + i} Industrial Avenue, ${city.en}, ${p.province.en}`,
        lat: p.lat + (rnd() - 0.5) * 0.4,
        lng: p.lng + (rnd() - 0.5) * 0.4,
      }
    }),
  )

  await db.insert(s.stores).values([
    ...Array.from({ length: 40 }, (_, i) => {
      const p = PROVINCES[(i * 3) % PROVINCES.length]!
      const city = p.cities[i % p.cities.length]!
      return {
        locale,
        region: 'cn',
        name:
          locale === 'zh' ? `瑞丰工具${city.zh}旗舰店` : `Ruifeng Tools ${city.en} flagship store`,
        province: p.province[locale],
        city: city[locale],
        address:
          locale === 'zh'
            ? `${city.zh}五金城${i + 1}栋`
            : `Block ${i + 1}, Hardware Market, ${city.en}`,
        phone: `0${510 + (i % 90)}-6${String(2000000 + i * 104729).slice(-7)}`,
        lat: p.lat + (rnd() - 0.5) * 0.2,
        lng: p.lng + (rnd() - 0.5) * 0.2,
      }
    }),
    ...INTL_CITIES.map((c, i) => ({
      locale,
      region: 'intl',
      name: locale === 'zh' ? `${c.city.zh}授权经销商` : `Authorised dealer ${c.city.en}`,
      province: c.country[locale],
      city: c.city[locale],
      address:
        locale === 'zh'
          ? `${c.country.zh}${c.city.zh}贸易路${i + 3}号`
          : `${i + 3} Trade Road, ${c.city.en}, ${c.country.en}`,
      phone:
        `+${[84, 66, 60, 62, 63, 971, 7, 234, 55, 56, 7, 92][i]} ${100000000 + i * 7654321}`.slice(
          0,
          16,
        ),
      lat: c.lat,
      lng: c.lng,
    })),
  ])

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
        [zh ? '品牌商城' : 'Brand Stores', '/product/mall'],
      ],
    },
    {
      name: zh ? '网上商城' : 'Online Mall',
      link: '',
      children: [
        [zh ? '官方旗舰店' : 'Official store', 'https://ruifeng.mall.example.com', '外链'],
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
  for (const [i, item] of menu.entries()) {
    const [parent] = await db
      .insert(s.ads)
      .values({
        locale,
        type: 'top title',
        name: item.name,
        outerChain: item.link,
        chainType: '内链',
        sort: i,
      })
      .returning({ id: s.ads.id })
    if (item.children?.length && parent) {
      await db.insert(s.ads).values(
        item.children.map(([name, link, type], j) => ({
          locale,
          type: 'top title',
          parentId: parent.id,
          name,
          outerChain: link,
          chainType: type ?? '内链',
          sort: j,
        })),
      )
    }
  }

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

  const banners: Array<[string, string]> = [
    ['home', zh ? '专业人士信赖的电动工具' : 'Power tools professionals rely on'],
    ['home', zh ? '20V锂电平台，一块电池通用全系' : 'One 20V battery for the whole range'],
    ['home', zh ? '全国千家售后网点' : 'A thousand service outlets across China'],
    ['about', zh ? '关于瑞丰' : 'About Ruifeng'],
    ['contact', zh ? '联系我们' : 'Get in touch'],
    ['member', zh ? '会员中心' : 'Member Centre'],
    ['product', zh ? '产品中心' : 'Our products'],
    ['service', zh ? '服务支持' : 'Service and support'],
    ['recruits', zh ? '加入我们' : 'Join us'],
  ]
  await db.insert(s.ads).values(
    banners.map(([section, title], i) => ({
      locale,
      type: `banner-${section}`,
      name: title,
      image: `/media/banner/${section}-${i + 1}.svg`,
      outerChain:
        section === 'home' ? ['/product/list', '/product/list', '/service/network'][i] : null,
      chainType: '内链',
      sort: i,
    })),
  )
}

/** Fills an empty database with the demo content of both languages, in one transaction. */
export async function seed(db: Db) {
  await db.transaction(async (tx) => {
    for (const locale of locales) await seedLocale(tx, locale)
    const [firstProduct] = await tx.select({ id: s.products.id }).from(s.products).limit(1)
    await tx.insert(s.securityCodes).values(
      DEMO_SECURITY_CODES.map((c) => ({
        codeHash: hashSecurityCode(c.code),
        productId: firstProduct?.id ?? null,
        batch: c.batch,
      })),
    )
  })
}

export async function seedIfEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(s.siteSettings)
  if ((row?.n ?? 0) > 0) return false
  await seed(db)
  return true
}

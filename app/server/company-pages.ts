import type { Locale } from '~/i18n/locale'
import { INTL_DEALERS, PROVINCES } from './db/seed-places'
import { type LegalKind, legalPage } from './legal-pages'

/** The figures say what the demo network lists: two outlets a city, one dealer a country. */
const OUTLET_COUNT = PROVINCES.reduce((n, p) => n + p.cities.length * 2, 0)
const DEALER_COUNTRIES = new Set(INTL_DEALERS.map((d) => d.country.en)).size

/**
 * The company pages staff edit as the `pages` collection: their keys (each page's translation
 * key in `company_pages`) and the text they start with. Migration 0009 stores this text as the
 * pages' first version; a CMS in front of the site (upstream mode) has no such pages, and the
 * visitor pages then show it as it is here. Plain data, free of Lingui macros: the migration
 * generator and the server both read it. The markup is what the console's rich-text editor
 * keeps as it is (a list item starts with a paragraph); the pages show a list as cards.
 */
export const COMPANY_PAGE_KEYS = [
  'about-us',
  'culture',
  'honor',
  'welfare',
  'work',
  'system',
  'grow-up',
  'campus',
  'privacy',
  'terms',
] as const
export type CompanyPageKey = (typeof COMPANY_PAGE_KEYS)[number]

export function isCompanyPageKey(value: unknown): value is CompanyPageKey {
  return typeof value === 'string' && COMPANY_PAGE_KEYS.some((k) => k === value)
}

/** A company page as a visitor reads it: `content` is sanitized HTML. */
export type CompanyPage = {
  key: CompanyPageKey
  title: string
  intro: string
  content: string
  /** ISO time of its last change (the legal pages show it), null when unknown. */
  updatedAt: string | null
}

type Text = Record<Locale, string>
type Card = { heading: Text; text: Text }

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;')

const cards = (list: Card[], locale: Locale) =>
  `<ul>${list
    .map(
      (c) =>
        `<li><p><strong>${escapeHtml(c.heading[locale])}</strong></p><p>${escapeHtml(c.text[locale])}</p></li>`,
    )
    .join('')}</ul>`

type Def = { title: Text; intro: Text; content: (locale: Locale) => string }

const PAGES: Record<Exclude<CompanyPageKey, LegalKind>, Def> = {
  'about-us': {
    title: { en: 'Company Profile', zh: '公司简介' },
    intro: {
      en: 'Who we are, what we make and where we are going.',
      zh: '我们是谁、我们制造什么、我们将去向何方。',
    },
    content: (locale) =>
      [
        {
          en: 'Ruifeng Tools makes professional power tools: drills, angle grinders, rotary hammers, impact wrenches, saws, cut-off machines, polishers and garden tools. Our four brands — Ruifeng, DCK, DCA and Kinlux — serve building sites, workshops, installers and homes.',
          zh: '瑞丰工具专业生产电动工具：电钻、角磨机、电锤、冲击扳手、电圆锯、型材切割机、抛光机与园林工具。旗下瑞丰、DCK、DCA与金力士四大品牌，服务于工地、车间、安装师傅与家庭用户。',
        },
        {
          en: 'Two plants in Jiangsu and Zhejiang build motors, gearboxes and finished tools under one roof, so every part of a tool is made and tested by people who know the whole of it.',
          zh: '江苏、浙江两大生产基地集电机、齿轮箱与整机制造于一体，每个零件都由了解整机的人制造和检验。',
        },
        {
          en: 'A network of authorised outlets in every province repairs our tools, and a hotline answers questions seven days a week.',
          zh: '遍布各省的授权网点为我们的工具提供维修服务，服务热线每周七天为您答疑。',
        },
      ]
        .map((p) => `<p>${escapeHtml(p[locale])}</p>`)
        .join('') +
      `<ul>${[
        ['Founded', '创立于', '1996'],
        ['Employees', '员工人数', '3,200'],
        ['Service outlets', '售后网点', String(OUTLET_COUNT)],
        ['Countries with a dealer', '海外经销国家', String(DEALER_COUNTRIES)],
      ]
        .map(
          ([en, zh, figure]) =>
            `<li><p><strong>${figure}</strong></p><p>${escapeHtml((locale === 'zh' ? zh : en) ?? '')}</p></li>`,
        )
        .join('')}</ul>`,
  },
  culture: {
    title: { en: 'Corporate Culture', zh: '企业文化' },
    intro: {
      en: 'The values that guide how we design, build and serve.',
      zh: '指引我们设计、制造与服务的价值观。',
    },
    content: (locale) =>
      cards(
        [
          {
            heading: { en: 'Mission', zh: '使命' },
            text: {
              en: 'Make tools that professionals can rely on every working day.',
              zh: '制造专业人士每个工作日都能信赖的工具。',
            },
          },
          {
            heading: { en: 'Vision', zh: '愿景' },
            text: {
              en: 'Be the first name tradespeople think of when they pick up a power tool.',
              zh: '成为工匠们拿起电动工具时首先想到的品牌。',
            },
          },
          {
            heading: { en: 'Values', zh: '价值观' },
            text: {
              en: 'Quality first, honest service, steady improvement, respect for every worker.',
              zh: '质量第一、诚信服务、持续改进、尊重每一位劳动者。',
            },
          },
        ],
        locale,
      ),
  },
  honor: {
    title: { en: 'Honors', zh: '荣誉资质' },
    intro: {
      en: 'Awards and certifications our products and people have earned.',
      zh: '我们的产品与员工获得的奖项和认证。',
    },
    content: (locale) =>
      `<ol>${[
        [
          '2025',
          'Provincial award for product design, cordless rotary hammer',
          '无绳电锤荣获省级产品设计奖',
        ],
        ['2024', 'National high-tech enterprise, renewed', '国家高新技术企业（复审通过）'],
        [
          '2023',
          'ISO 9001 and ISO 14001 certification of both plants',
          '两大生产基地通过ISO 9001与ISO 14001认证',
        ],
        [
          '2022',
          'Best supplier of the year, national hardware retail chain',
          '全国五金零售连锁年度最佳供应商',
        ],
        ['2020', 'Provincial engineering centre for brushless motors', '省级无刷电机工程技术中心'],
      ]
        .map(
          ([year, en, zh]) =>
            `<li><p><strong>${year}</strong> ${escapeHtml((locale === 'zh' ? zh : en) ?? '')}</p></li>`,
        )
        .join('')}</ol>`,
  },
  welfare: {
    title: { en: 'Welfare', zh: '员工福利' },
    intro: { en: 'Pay, benefits and the support we offer.', zh: '薪酬、福利与员工关怀。' },
    content: (locale) =>
      cards(
        [
          {
            heading: { en: 'Pay', zh: '薪酬' },
            text: {
              en: 'Competitive pay with annual reviews and a year-end bonus.',
              zh: '有竞争力的薪酬，年度调薪并发放年终奖。',
            },
          },
          {
            heading: { en: 'Benefits', zh: '福利保障' },
            text: {
              en: 'Social insurance and housing fund, health checks, paid leave.',
              zh: '五险一金、年度体检、带薪休假。',
            },
          },
          {
            heading: { en: 'Living', zh: '生活配套' },
            text: {
              en: 'Staff canteens, dormitories near the plants and shuttle buses.',
              zh: '员工食堂、厂区附近宿舍与通勤班车。',
            },
          },
        ],
        locale,
      ),
  },
  work: {
    title: { en: 'Working Here', zh: '工作环境' },
    intro: { en: 'Life at our plants and offices.', zh: '工厂与办公室的工作生活。' },
    content: (locale) =>
      cards(
        [
          {
            heading: { en: 'Plants', zh: '生产基地' },
            text: {
              en: 'Clean, well-lit workshops with modern assembly lines.',
              zh: '整洁明亮的车间与现代化装配线。',
            },
          },
          {
            heading: { en: 'Teams', zh: '团队' },
            text: {
              en: 'Small teams that own their products from design to service.',
              zh: '小团队对产品从设计到服务全程负责。',
            },
          },
          {
            heading: { en: 'Life', zh: '文体生活' },
            text: {
              en: 'Sports clubs, festivals and family days through the year.',
              zh: '全年有体育社团、节日活动与家庭开放日。',
            },
          },
        ],
        locale,
      ),
  },
  system: {
    title: { en: 'Training System', zh: '培训体系' },
    intro: {
      en: 'Training and career paths for every role.',
      zh: '各岗位的培训体系与职业发展通道。',
    },
    content: (locale) =>
      cards(
        [
          {
            heading: { en: 'New starters', zh: '新员工' },
            text: {
              en: 'Two weeks of induction: products, safety, quality and how we work.',
              zh: '为期两周的入职培训：产品、安全、质量与工作方式。',
            },
          },
          {
            heading: { en: 'Skills', zh: '专业技能' },
            text: {
              en: 'Workshops on motors, testing, sales and service, taught by our own experts.',
              zh: '由公司内部专家讲授电机、检测、销售与服务等专题课程。',
            },
          },
          {
            heading: { en: 'Leadership', zh: '领导力' },
            text: {
              en: 'A programme for team leaders and managers, with coaching and projects.',
              zh: '面向班组长与管理者的培养计划，包含辅导与实践项目。',
            },
          },
        ],
        locale,
      ),
  },
  'grow-up': {
    title: { en: 'Growth', zh: '成长发展' },
    intro: { en: 'How we help our people grow.', zh: '我们如何帮助员工成长。' },
    content: (locale) =>
      cards(
        [
          {
            heading: { en: 'Mentors', zh: '导师制' },
            text: {
              en: 'Every newcomer works beside an experienced mentor for the first year.',
              zh: '每位新员工入职第一年都有资深导师带教。',
            },
          },
          {
            heading: { en: 'Career paths', zh: '职业通道' },
            text: {
              en: 'Technical and management paths run side by side, with clear steps on each.',
              zh: '技术与管理双通道并行，每条通道晋升阶梯清晰。',
            },
          },
          {
            heading: { en: 'Internal moves', zh: '内部转岗' },
            text: {
              en: 'Open positions are offered inside the company first.',
              zh: '空缺岗位优先面向内部员工开放。',
            },
          },
        ],
        locale,
      ),
  },
  campus: {
    title: { en: 'Campus Recruitment', zh: '校园招聘' },
    intro: { en: 'Graduate programmes and internships.', zh: '应届生培养计划与实习机会。' },
    content: () => '',
  },
}

function legalDefault(kind: LegalKind, locale: Locale) {
  const page = legalPage(kind, locale)
  return {
    title: page.title,
    intro: '',
    content: page.sections
      .map(
        (s) =>
          `<h2>${escapeHtml(s.heading)}</h2>${s.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('')}`,
      )
      .join(''),
    updatedAt: new Date(`${page.updated}T00:00:00+08:00`).toISOString(),
  }
}

/** The text a page starts with (the migration's first version; upstream mode's page). */
export function defaultCompanyPage(key: CompanyPageKey, locale: Locale): CompanyPage {
  if (key === 'privacy' || key === 'terms') return { key, ...legalDefault(key, locale) }
  const def = PAGES[key]
  return {
    key,
    title: def.title[locale],
    intro: def.intro[locale],
    content: def.content(locale),
    updatedAt: null,
  }
}

// The content of the legacy-CMS simulator: a small, realistic catalogue of a power-tool
// manufacturer in Chinese and English, as an old CMS keeps it (one row per language, its own id).
// Dates are China time as the CMS stores them ('YYYY-MM-DD HH:mm:ss').

export type Lang = 'en' | 'zh'
export type Text = Record<Lang, string>

const t = (en: string, zh: string): Text => ({ en, zh })

/** Ids of the English rows; the Chinese row of the same item is id + ZH_OFFSET. */
export const ZH_OFFSET = 1000

export const CATEGORIES = [
  {
    id: 11,
    name: t('Cordless drills', '锂电钻'),
    intro: t('Drills and drivers on the 20 V battery.', '20V 锂电平台的电钻与起子。'),
  },
  {
    id: 12,
    name: t('Angle grinders', '角磨机'),
    intro: t('Grinders from 100 to 230 mm.', '100 至 230 毫米角磨机。'),
  },
  {
    id: 13,
    name: t('Garden tools', '园林工具'),
    intro: t('Hedge trimmers, blowers and chain saws.', '绿篱机、吹风机和链锯。'),
  },
]

export const PRODUCTS = [
  {
    id: 101,
    categoryId: 11,
    model: 'RF-CD20',
    featured: true,
    name: t('20 V Cordless Drill Driver', '20V 锂电钻'),
    summary: t('Two speeds, 45 Nm, 13 mm keyless chuck.', '双速，45 牛米，13 毫米自锁夹头。'),
    mall: 'https://mall.example.com/item/rf-cd20',
  },
  {
    id: 102,
    categoryId: 11,
    model: 'RF-ID20',
    featured: true,
    name: t('20 V Impact Driver', '20V 冲击起子'),
    summary: t('180 Nm for long screws in hardwood.', '180 牛米，硬木长螺钉轻松拧入。'),
    mall: null,
  },
  {
    id: 103,
    categoryId: 12,
    model: 'RF-AG100',
    featured: true,
    name: t('100 mm Angle Grinder', '100 毫米角磨机'),
    summary: t('850 W with restart protection.', '850 瓦，带防重启保护。'),
    mall: 'https://mall.example.com/item/rf-ag100',
  },
  {
    id: 104,
    categoryId: 12,
    model: 'RF-AG230',
    featured: false,
    name: t('230 mm Angle Grinder', '230 毫米角磨机'),
    summary: t('2400 W soft start for cutting stone.', '2400 瓦软启动，切割石材。'),
    mall: null,
  },
  {
    id: 105,
    categoryId: 13,
    model: 'RF-HT20',
    featured: true,
    name: t('20 V Hedge Trimmer', '20V 绿篱机'),
    summary: t('510 mm blade, 1.6 kg without battery.', '510 毫米刀片，裸机 1.6 千克。'),
    mall: null,
  },
  {
    id: 106,
    categoryId: 13,
    model: 'RF-BL20',
    featured: false,
    name: t('20 V Blower', '20V 吹风机'),
    summary: t('Air speed 200 km/h.', '风速 200 公里每小时。'),
    mall: null,
  },
]

export const NEWS_CATEGORIES = [
  { id: 21, name: t('Company news', '公司新闻') },
  { id: 22, name: t('Industry', '行业动态') },
]

export const NEWS = [
  {
    id: 301,
    categoryId: 21,
    at: '2026-03-18 09:30:00',
    source: t('Ruifeng Tools', '瑞丰工具'),
    title: t('New service centre opens in Chengdu', '成都服务中心开业'),
    summary: t(
      'Repairs within three working days for all of Sichuan.',
      '四川全省三个工作日内完成维修。',
    ),
  },
  {
    id: 302,
    categoryId: 21,
    at: '2026-02-26 14:00:00',
    source: t('Ruifeng Tools', '瑞丰工具'),
    title: t('Ruifeng at the Canton Fair', '瑞丰亮相广交会'),
    summary: t('The 20 V garden range shown for the first time.', '20V 园林系列首次亮相。'),
  },
  {
    id: 303,
    categoryId: 22,
    at: '2026-01-08 08:00:00',
    source: t('Power Tools Weekly', '电动工具周刊'),
    title: t('New safety rule for corded grinders', '有线角磨机新安全规定'),
    summary: t('Restart protection becomes mandatory in 2027.', '2027 年起强制防重启保护。'),
  },
  {
    id: 304,
    categoryId: 22,
    at: '2025-12-12 10:15:00',
    source: t('Power Tools Weekly', '电动工具周刊'),
    title: t('Battery platforms grow together', '电池平台走向通用'),
    summary: t('One battery for drill and hedge trimmer.', '一块电池通用电钻与绿篱机。'),
  },
]

export const POSITION_TYPES = {
  campus: [
    { id: 41, name: t('Engineering trainee', '工程管培生') },
    { id: 42, name: t('Sales trainee', '销售管培生') },
  ],
  social: [
    { id: 43, name: t('Research and development', '研发') },
    { id: 44, name: t('After-sales service', '售后服务') },
  ],
}

export const POSITIONS = [
  {
    id: 501,
    kind: 'campus' as const,
    typeId: 41,
    headcount: 6,
    at: '2026-03-01 09:00:00',
    name: t('Mechanical Engineering Trainee', '机械工程管培生'),
    category: t('Engineering', '工程'),
    place: t('Ningbo', '宁波'),
  },
  {
    id: 502,
    kind: 'campus' as const,
    typeId: 42,
    headcount: 10,
    at: '2026-03-02 09:00:00',
    name: t('Sales Trainee', '销售管培生'),
    category: t('Sales', '销售'),
    place: t('Shanghai', '上海'),
  },
  {
    id: 503,
    kind: 'social' as const,
    typeId: 43,
    headcount: 2,
    at: '2026-02-20 09:00:00',
    name: t('Motor Design Engineer', '电机设计工程师'),
    category: t('R&D', '研发'),
    place: t('Ningbo', '宁波'),
  },
  {
    id: 504,
    kind: 'social' as const,
    typeId: 44,
    headcount: 3,
    at: '2026-02-10 09:00:00',
    name: t('Service Technician', '售后技术员'),
    category: t('Service', '服务'),
    place: t('Chengdu', '成都'),
  },
]

export const FILE_CATEGORIES = {
  download: [
    { id: 61, name: t('Catalogues', '产品样册') },
    { id: 62, name: t('Certificates', '认证证书') },
  ],
  manual: [{ id: 63, name: t('Operating manuals', '使用说明书') }],
}

export const FILE_OPTIONS = [
  { id: 71, name: t('20 V platform', '20V 平台') },
  { id: 72, name: t('Corded tools', '有线工具') },
]

export const FILES = [
  {
    id: 601,
    kind: 'download' as const,
    categoryId: 61,
    optionId: 71,
    size: 2_480_000,
    at: '2026-01-15 10:00:00',
    title: t('Catalogue 2026', '2026 产品样册'),
    description: t('Every tool of the 2026 range.', '2026 全系列产品。'),
  },
  {
    id: 602,
    kind: 'download' as const,
    categoryId: 62,
    optionId: null,
    size: 310_000,
    at: '2025-11-03 10:00:00',
    title: t('CCC certificate RF-AG100', 'RF-AG100 3C 证书'),
    description: t('China Compulsory Certification.', '中国强制性产品认证。'),
  },
  {
    id: 603,
    kind: 'manual' as const,
    categoryId: 63,
    optionId: 71,
    size: 1_120_000,
    at: '2026-02-01 10:00:00',
    title: t('Manual RF-CD20 drill driver', 'RF-CD20 锂电钻说明书'),
    description: t('Safety, charging and care.', '安全、充电与保养。'),
  },
]

export const VIDEOS = {
  huodong: [
    {
      id: 701,
      title: t('Canton Fair 2026', '2026 广交会'),
      seconds: 95,
      at: '2026-02-27 18:00:00',
    },
  ],
  product: [
    {
      id: 702,
      title: t('RF-CD20 in two minutes', '两分钟了解 RF-CD20'),
      seconds: 120,
      at: '2026-01-20 12:00:00',
    },
    {
      id: 703,
      title: t('Choosing a grinder disc', '如何选择角磨片'),
      seconds: 240,
      at: '2025-12-01 12:00:00',
    },
  ],
  aftersale: [
    {
      id: 704,
      title: t('Changing carbon brushes', '更换碳刷'),
      seconds: 180,
      at: '2025-10-10 12:00:00',
    },
  ],
}

export const LEVELS = [
  {
    area: t('East China', '华东'),
    provinces: [
      { province: t('Zhejiang', '浙江'), cities: [t('Ningbo', '宁波'), t('Hangzhou', '杭州')] },
      { province: t('Shanghai', '上海'), cities: [t('Shanghai', '上海')] },
    ],
  },
  {
    area: t('Southwest China', '西南'),
    provinces: [{ province: t('Sichuan', '四川'), cities: [t('Chengdu', '成都')] }],
  },
]

export const OUTLETS = [
  {
    id: 801,
    area: 0,
    province: 0,
    city: 0,
    lat: 29.87,
    lng: 121.55,
    company: t('Ningbo Ruifeng Service Co.', '宁波瑞丰服务有限公司'),
    dealer: t('Ruifeng Service Ningbo', '瑞丰宁波服务站'),
    contact: t('Mr Chen 0574-8765 4321', '陈先生 0574-87654321'),
    address: t('88 Zhongshan Road, Ningbo', '宁波市中山路88号'),
  },
  {
    id: 802,
    area: 0,
    province: 0,
    city: 1,
    lat: 30.27,
    lng: 120.15,
    company: t('Hangzhou Tools Repair Ltd.', '杭州工具维修有限公司'),
    dealer: t('Hangzhou Tools Repair', '杭州工具维修部'),
    contact: t('Ms Wang 0571-8601 2345', '王女士 0571-86012345'),
    address: t('12 Wensan Road, Hangzhou', '杭州市文三路12号'),
  },
  {
    id: 803,
    area: 1,
    province: 0,
    city: 0,
    lat: 30.66,
    lng: 104.07,
    company: t('Chengdu Ruifeng Service Centre', '成都瑞丰服务中心'),
    dealer: t('Ruifeng Service Chengdu', '瑞丰成都服务中心'),
    contact: t('Mr Li 028-8555 6677', '李先生 028-85556677'),
    address: t('5 Renmin South Road, Chengdu', '成都市人民南路5号'),
  },
]

export const STORES = [
  {
    id: 901,
    region: 'cn',
    lat: 31.23,
    lng: 121.47,
    name: t('Ruifeng Store Shanghai', '瑞丰工具上海体验店'),
    province: t('Shanghai', '上海'),
    city: t('Shanghai', '上海'),
    address: t('300 Nanjing West Road', '南京西路300号'),
    phone: '021-6255 8899',
  },
  {
    id: 902,
    region: 'cn',
    lat: 29.87,
    lng: 121.55,
    name: t('Ruifeng Store Ningbo', '瑞丰工具宁波体验店'),
    province: t('Zhejiang', '浙江'),
    city: t('Ningbo', '宁波'),
    address: t('66 Tianyi Square', '天一广场66号'),
    phone: '0574-8788 1122',
  },
  {
    id: 903,
    region: 'intl',
    lat: 13.75,
    lng: 100.5,
    name: t('Ruifeng Tools Bangkok', '瑞丰工具曼谷店'),
    province: t('Thailand', '泰国'),
    city: t('Bangkok', '曼谷'),
    address: t('21 Sukhumvit Road', '素坤逸路21号'),
    phone: '+66 2 123 4567',
  },
]

/** The top menu (ad type 'top title') as the CMS keeps it: a tree whose leaves have no children. */
export const MENU = [
  { name: t('Home', '首页'), link: '/', children: [] },
  {
    name: t('About', '关于我们'),
    link: '/about/about-us',
    children: [
      { name: t('Company', '公司简介'), link: '/about/about-us' },
      { name: t('News', '新闻中心'), link: '/about/news' },
    ],
  },
  {
    name: t('Products', '产品中心'),
    link: '/product/list',
    children: [{ name: t('All products', '全部产品'), link: '/product/list' }],
  },
  {
    name: t('Service', '服务支持'),
    link: '/service/service',
    children: [
      { name: t('Downloads', '资料下载'), link: '/service/download' },
      { name: t('Outlets', '售后网点'), link: '/service/network' },
    ],
  },
  { name: t('Careers', '人才招聘'), link: '/recruits/recruit', children: [] },
  { name: t('Contact', '联系我们'), link: '/contact/contact-us', children: [] },
]

export const FILING = t(
  '© 2026 Ruifeng Tools Co., Ltd. <a href="https://beian.miit.gov.cn/">ICP 12345678</a>',
  '© 2026 瑞丰工具有限公司 <a href="https://beian.miit.gov.cn/">浙ICP备12345678号</a>',
)

export const BANNERS = [
  {
    id: 1,
    type: 'banner-home',
    title: t('Cordless power for every trade', '锂电动力，服务每个行业'),
    link: '/product/list',
  },
  {
    id: 2,
    type: 'banner-home',
    title: t('Service in three days', '三天修好'),
    link: '/service/network',
  },
  { id: 3, type: 'banner-about', title: t('About Ruifeng', '关于瑞丰'), link: null },
]

export const PAGE_SEO: Record<string, Text> = {
  '/about/news': t('News of Ruifeng Tools', '瑞丰工具新闻'),
}

/** An anti-counterfeit code the simulator knows, and its product. */
export const SECURITY_CODE = 'LG7K2M9PQ4XT6WZ3'

/** Fictional bilingual demo content. Every company, person, phone number and code is invented. */
import type { Locale } from '~/i18n/locale'

export type L = Record<Locale, string>

export const COMPANY: L = { en: 'Ruifeng Tools', zh: '瑞丰工具' }
export const HOTLINE = '400-182-5988'

export const BRANDS: Array<{ code: string; name: L; intro: L; siteUrl: string; mallUrl: string }> =
  [
    {
      code: 'own',
      name: { en: 'Ruifeng', zh: '瑞丰' },
      intro: {
        en: 'Our own brand: professional corded and cordless tools for building sites and workshops.',
        zh: '自有品牌：面向工地与车间的专业交直流电动工具。',
      },
      siteUrl: 'https://www.ruifeng-tools.example.com',
      mallUrl: 'https://ruifeng.mall.example.com',
    },
    {
      code: 'dck',
      name: { en: 'DCK', zh: 'DCK' },
      intro: {
        en: 'Rugged value tools for trades and industry.',
        zh: '坚固耐用、性价比高的工业与行业工具。',
      },
      siteUrl: 'https://www.dck-tools.example.com',
      mallUrl: 'https://dck.mall.example.com',
    },
    {
      code: 'dca',
      name: { en: 'DCA', zh: 'DCA' },
      intro: {
        en: 'Precision tools for fitters, electricians and installers.',
        zh: '为装配、电工与安装师傅打造的精密工具。',
      },
      siteUrl: 'https://www.dca-tools.example.com',
      mallUrl: 'https://dca.mall.example.com',
    },
    {
      code: 'kinlux',
      name: { en: 'Kinlux', zh: '金力士' },
      intro: {
        en: 'Garden and home tools that are easy to pick up.',
        zh: '上手即用的园林与家用工具。',
      },
      siteUrl: 'https://www.kinlux.example.com',
      mallUrl: 'https://kinlux.mall.example.com',
    },
  ]

export const CATEGORIES: Array<{ key: string; name: L; intro: L }> = [
  {
    key: 'drill',
    name: { en: 'Drills', zh: '电钻' },
    intro: { en: 'Corded and cordless drills and drivers.', zh: '交直流电钻与起子机。' },
  },
  {
    key: 'grinder',
    name: { en: 'Angle Grinders', zh: '角磨机' },
    intro: {
      en: 'Grinders for cutting and finishing metal and stone.',
      zh: '用于金属与石材切割、打磨的角磨机。',
    },
  },
  {
    key: 'hammer',
    name: { en: 'Rotary Hammers', zh: '电锤' },
    intro: { en: 'SDS hammers for drilling concrete.', zh: '用于混凝土钻孔的四坑电锤。' },
  },
  {
    key: 'wrench',
    name: { en: 'Impact Wrenches', zh: '冲击扳手' },
    intro: { en: 'High-torque wrenches for bolts and nuts.', zh: '高扭力螺栓紧固扳手。' },
  },
  {
    key: 'saw',
    name: { en: 'Circular Saws', zh: '电圆锯' },
    intro: { en: 'Saws for timber and board.', zh: '木材与板材切割电圆锯。' },
  },
  {
    key: 'cutter',
    name: { en: 'Cut-off Machines', zh: '型材切割机' },
    intro: { en: 'Cut-off machines for steel profiles.', zh: '钢材型材切割机。' },
  },
  {
    key: 'polisher',
    name: { en: 'Polishers', zh: '抛光机' },
    intro: { en: 'Polishers for cars, stone and metal.', zh: '汽车、石材与金属抛光机。' },
  },
  {
    key: 'garden',
    name: { en: 'Garden Tools', zh: '园林工具' },
    intro: { en: 'Trimmers, blowers and chain saws.', zh: '修枝机、吹风机与链锯。' },
  },
]

export const NEWS_CATEGORIES: L[] = [
  { en: 'Company News', zh: '公司新闻' },
  { en: 'Product Launches', zh: '新品发布' },
  { en: 'Industry News', zh: '行业资讯' },
]

export const NEWS_TOPICS: Array<{ title: L; summary: L }> = [
  {
    title: { en: 'New brushless line enters mass production', zh: '全新无刷系列正式量产' },
    summary: {
      en: 'The plant in Qidong starts the second assembly line for brushless motors.',
      zh: '启东工厂第二条无刷电机装配线正式投产。',
    },
  },
  {
    title: { en: 'Service outlets pass 1,000 across China', zh: '全国售后网点突破一千家' },
    summary: {
      en: 'Customers now find an authorised outlet within an hour in most cities.',
      zh: '在大多数城市，用户一小时内即可到达授权网点。',
    },
  },
  {
    title: { en: 'Trade fair: 20V platform on show', zh: '展会直击：20V平台亮相' },
    summary: {
      en: 'Visitors tried more than forty tools that share one battery.',
      zh: '观众现场体验了四十余款共用电池的工具。',
    },
  },
  {
    title: { en: 'Apprentice programme welcomes its tenth class', zh: '学徒计划迎来第十期学员' },
    summary: {
      en: 'Sixty young technicians begin two years of training.',
      zh: '六十名青年技工开始为期两年的培训。',
    },
  },
  {
    title: { en: 'Safety week at every plant', zh: '各工厂开展安全生产周活动' },
    summary: {
      en: 'Drills, audits and talks on working safely with power tools.',
      zh: '开展演练、检查与电动工具安全使用讲座。',
    },
  },
  {
    title: { en: 'Standards update for angle grinders', zh: '角磨机标准更新解读' },
    summary: {
      en: 'What the revised national standard means for users.',
      zh: '新版国家标准对用户意味着什么。',
    },
  },
  {
    title: { en: 'Dealer conference sets goals for next year', zh: '经销商大会确定来年目标' },
    summary: {
      en: 'Partners from 28 provinces met to plan the season.',
      zh: '来自28个省份的合作伙伴共商新一年计划。',
    },
  },
  {
    title: { en: 'Cordless hammer wins design award', zh: '无绳电锤荣获设计大奖' },
    summary: { en: 'Jury praises low vibration and balance.', zh: '评委称赞其低振动与良好平衡。' },
  },
]

export const PROVINCES: Array<{ area: L; province: L; cities: L[]; lat: number; lng: number }> = [
  {
    area: { en: 'North China', zh: '华北' },
    province: { en: 'Beijing', zh: '北京' },
    cities: [
      { en: 'Chaoyang', zh: '朝阳区' },
      { en: 'Haidian', zh: '海淀区' },
    ],
    lat: 39.9,
    lng: 116.4,
  },
  {
    area: { en: 'North China', zh: '华北' },
    province: { en: 'Tianjin', zh: '天津' },
    cities: [
      { en: 'Hexi', zh: '河西区' },
      { en: 'Binhai', zh: '滨海新区' },
    ],
    lat: 39.1,
    lng: 117.2,
  },
  {
    area: { en: 'North China', zh: '华北' },
    province: { en: 'Hebei', zh: '河北' },
    cities: [
      { en: 'Shijiazhuang', zh: '石家庄' },
      { en: 'Baoding', zh: '保定' },
    ],
    lat: 38.0,
    lng: 114.5,
  },
  {
    area: { en: 'North China', zh: '华北' },
    province: { en: 'Shanxi', zh: '山西' },
    cities: [
      { en: 'Taiyuan', zh: '太原' },
      { en: 'Datong', zh: '大同' },
    ],
    lat: 37.9,
    lng: 112.5,
  },
  {
    area: { en: 'North China', zh: '华北' },
    province: { en: 'Inner Mongolia', zh: '内蒙古' },
    cities: [
      { en: 'Hohhot', zh: '呼和浩特' },
      { en: 'Baotou', zh: '包头' },
    ],
    lat: 40.8,
    lng: 111.7,
  },
  {
    area: { en: 'Northeast China', zh: '东北' },
    province: { en: 'Liaoning', zh: '辽宁' },
    cities: [
      { en: 'Shenyang', zh: '沈阳' },
      { en: 'Dalian', zh: '大连' },
    ],
    lat: 41.8,
    lng: 123.4,
  },
  {
    area: { en: 'Northeast China', zh: '东北' },
    province: { en: 'Jilin', zh: '吉林' },
    cities: [
      { en: 'Changchun', zh: '长春' },
      { en: 'Jilin City', zh: '吉林市' },
    ],
    lat: 43.9,
    lng: 125.3,
  },
  {
    area: { en: 'Northeast China', zh: '东北' },
    province: { en: 'Heilongjiang', zh: '黑龙江' },
    cities: [
      { en: 'Harbin', zh: '哈尔滨' },
      { en: 'Daqing', zh: '大庆' },
    ],
    lat: 45.8,
    lng: 126.5,
  },
  {
    area: { en: 'East China', zh: '华东' },
    province: { en: 'Shanghai', zh: '上海' },
    cities: [
      { en: 'Pudong', zh: '浦东新区' },
      { en: 'Minhang', zh: '闵行区' },
    ],
    lat: 31.2,
    lng: 121.5,
  },
  {
    area: { en: 'East China', zh: '华东' },
    province: { en: 'Jiangsu', zh: '江苏' },
    cities: [
      { en: 'Nanjing', zh: '南京' },
      { en: 'Nantong', zh: '南通' },
      { en: 'Suzhou', zh: '苏州' },
    ],
    lat: 32.1,
    lng: 118.8,
  },
  {
    area: { en: 'East China', zh: '华东' },
    province: { en: 'Zhejiang', zh: '浙江' },
    cities: [
      { en: 'Hangzhou', zh: '杭州' },
      { en: 'Ningbo', zh: '宁波' },
      { en: 'Yongkang', zh: '永康' },
    ],
    lat: 30.3,
    lng: 120.2,
  },
  {
    area: { en: 'East China', zh: '华东' },
    province: { en: 'Anhui', zh: '安徽' },
    cities: [
      { en: 'Hefei', zh: '合肥' },
      { en: 'Wuhu', zh: '芜湖' },
    ],
    lat: 31.8,
    lng: 117.2,
  },
  {
    area: { en: 'East China', zh: '华东' },
    province: { en: 'Fujian', zh: '福建' },
    cities: [
      { en: 'Fuzhou', zh: '福州' },
      { en: 'Xiamen', zh: '厦门' },
    ],
    lat: 26.1,
    lng: 119.3,
  },
  {
    area: { en: 'East China', zh: '华东' },
    province: { en: 'Jiangxi', zh: '江西' },
    cities: [
      { en: 'Nanchang', zh: '南昌' },
      { en: 'Ganzhou', zh: '赣州' },
    ],
    lat: 28.7,
    lng: 115.9,
  },
  {
    area: { en: 'East China', zh: '华东' },
    province: { en: 'Shandong', zh: '山东' },
    cities: [
      { en: 'Jinan', zh: '济南' },
      { en: 'Qingdao', zh: '青岛' },
      { en: 'Linyi', zh: '临沂' },
    ],
    lat: 36.7,
    lng: 117.0,
  },
  {
    area: { en: 'Central China', zh: '华中' },
    province: { en: 'Henan', zh: '河南' },
    cities: [
      { en: 'Zhengzhou', zh: '郑州' },
      { en: 'Luoyang', zh: '洛阳' },
    ],
    lat: 34.8,
    lng: 113.7,
  },
  {
    area: { en: 'Central China', zh: '华中' },
    province: { en: 'Hubei', zh: '湖北' },
    cities: [
      { en: 'Wuhan', zh: '武汉' },
      { en: 'Yichang', zh: '宜昌' },
    ],
    lat: 30.6,
    lng: 114.3,
  },
  {
    area: { en: 'Central China', zh: '华中' },
    province: { en: 'Hunan', zh: '湖南' },
    cities: [
      { en: 'Changsha', zh: '长沙' },
      { en: 'Zhuzhou', zh: '株洲' },
    ],
    lat: 28.2,
    lng: 113.0,
  },
  {
    area: { en: 'South China', zh: '华南' },
    province: { en: 'Guangdong', zh: '广东' },
    cities: [
      { en: 'Guangzhou', zh: '广州' },
      { en: 'Shenzhen', zh: '深圳' },
      { en: 'Foshan', zh: '佛山' },
    ],
    lat: 23.1,
    lng: 113.3,
  },
  {
    area: { en: 'South China', zh: '华南' },
    province: { en: 'Guangxi', zh: '广西' },
    cities: [
      { en: 'Nanning', zh: '南宁' },
      { en: 'Liuzhou', zh: '柳州' },
    ],
    lat: 22.8,
    lng: 108.4,
  },
  {
    area: { en: 'South China', zh: '华南' },
    province: { en: 'Hainan', zh: '海南' },
    cities: [
      { en: 'Haikou', zh: '海口' },
      { en: 'Sanya', zh: '三亚' },
    ],
    lat: 20.0,
    lng: 110.3,
  },
  {
    area: { en: 'Southwest China', zh: '西南' },
    province: { en: 'Chongqing', zh: '重庆' },
    cities: [
      { en: 'Yubei', zh: '渝北区' },
      { en: 'Jiulongpo', zh: '九龙坡区' },
    ],
    lat: 29.6,
    lng: 106.5,
  },
  {
    area: { en: 'Southwest China', zh: '西南' },
    province: { en: 'Sichuan', zh: '四川' },
    cities: [
      { en: 'Chengdu', zh: '成都' },
      { en: 'Mianyang', zh: '绵阳' },
    ],
    lat: 30.7,
    lng: 104.1,
  },
  {
    area: { en: 'Southwest China', zh: '西南' },
    province: { en: 'Guizhou', zh: '贵州' },
    cities: [
      { en: 'Guiyang', zh: '贵阳' },
      { en: 'Zunyi', zh: '遵义' },
    ],
    lat: 26.6,
    lng: 106.7,
  },
  {
    area: { en: 'Southwest China', zh: '西南' },
    province: { en: 'Yunnan', zh: '云南' },
    cities: [
      { en: 'Kunming', zh: '昆明' },
      { en: 'Qujing', zh: '曲靖' },
    ],
    lat: 25.0,
    lng: 102.7,
  },
  {
    area: { en: 'Southwest China', zh: '西南' },
    province: { en: 'Tibet', zh: '西藏' },
    cities: [
      { en: 'Lhasa', zh: '拉萨' },
      { en: 'Shigatse', zh: '日喀则' },
    ],
    lat: 29.7,
    lng: 91.1,
  },
  {
    area: { en: 'Northwest China', zh: '西北' },
    province: { en: 'Shaanxi', zh: '陕西' },
    cities: [
      { en: "Xi'an", zh: '西安' },
      { en: 'Baoji', zh: '宝鸡' },
    ],
    lat: 34.3,
    lng: 108.9,
  },
  {
    area: { en: 'Northwest China', zh: '西北' },
    province: { en: 'Gansu', zh: '甘肃' },
    cities: [
      { en: 'Lanzhou', zh: '兰州' },
      { en: 'Tianshui', zh: '天水' },
    ],
    lat: 36.1,
    lng: 103.8,
  },
  {
    area: { en: 'Northwest China', zh: '西北' },
    province: { en: 'Qinghai', zh: '青海' },
    cities: [
      { en: 'Xining', zh: '西宁' },
      { en: 'Haidong', zh: '海东' },
    ],
    lat: 36.6,
    lng: 101.8,
  },
  {
    area: { en: 'Northwest China', zh: '西北' },
    province: { en: 'Ningxia', zh: '宁夏' },
    cities: [
      { en: 'Yinchuan', zh: '银川' },
      { en: 'Shizuishan', zh: '石嘴山' },
    ],
    lat: 38.5,
    lng: 106.2,
  },
  {
    area: { en: 'Northwest China', zh: '西北' },
    province: { en: 'Xinjiang', zh: '新疆' },
    cities: [
      { en: 'Urumqi', zh: '乌鲁木齐' },
      { en: 'Korla', zh: '库尔勒' },
    ],
    lat: 43.8,
    lng: 87.6,
  },
]

export const INTL_CITIES: Array<{ country: L; city: L; lat: number; lng: number }> = [
  {
    country: { en: 'Vietnam', zh: '越南' },
    city: { en: 'Ho Chi Minh City', zh: '胡志明市' },
    lat: 10.8,
    lng: 106.7,
  },
  {
    country: { en: 'Thailand', zh: '泰国' },
    city: { en: 'Bangkok', zh: '曼谷' },
    lat: 13.8,
    lng: 100.5,
  },
  {
    country: { en: 'Malaysia', zh: '马来西亚' },
    city: { en: 'Kuala Lumpur', zh: '吉隆坡' },
    lat: 3.1,
    lng: 101.7,
  },
  {
    country: { en: 'Indonesia', zh: '印度尼西亚' },
    city: { en: 'Jakarta', zh: '雅加达' },
    lat: -6.2,
    lng: 106.8,
  },
  {
    country: { en: 'Philippines', zh: '菲律宾' },
    city: { en: 'Manila', zh: '马尼拉' },
    lat: 14.6,
    lng: 121.0,
  },
  { country: { en: 'UAE', zh: '阿联酋' }, city: { en: 'Dubai', zh: '迪拜' }, lat: 25.2, lng: 55.3 },
  {
    country: { en: 'Kazakhstan', zh: '哈萨克斯坦' },
    city: { en: 'Almaty', zh: '阿拉木图' },
    lat: 43.2,
    lng: 76.9,
  },
  {
    country: { en: 'Nigeria', zh: '尼日利亚' },
    city: { en: 'Lagos', zh: '拉各斯' },
    lat: 6.5,
    lng: 3.4,
  },
  {
    country: { en: 'Brazil', zh: '巴西' },
    city: { en: 'São Paulo', zh: '圣保罗' },
    lat: -23.5,
    lng: -46.6,
  },
  {
    country: { en: 'Chile', zh: '智利' },
    city: { en: 'Santiago', zh: '圣地亚哥' },
    lat: -33.4,
    lng: -70.6,
  },
  {
    country: { en: 'Russia', zh: '俄罗斯' },
    city: { en: 'Moscow', zh: '莫斯科' },
    lat: 55.8,
    lng: 37.6,
  },
  {
    country: { en: 'Pakistan', zh: '巴基斯坦' },
    city: { en: 'Karachi', zh: '卡拉奇' },
    lat: 24.9,
    lng: 67.0,
  },
]

/** Spec §2 page paths, used for page SEO rows. */
export const PAGE_TITLES: Array<{ page: string; title: L }> = [
  { page: '/', title: { en: 'Home', zh: '首页' } },
  { page: '/about/about-us', title: { en: 'Company Profile', zh: '公司简介' } },
  { page: '/about/culture', title: { en: 'Corporate Culture', zh: '企业文化' } },
  { page: '/about/honor', title: { en: 'Honors', zh: '荣誉资质' } },
  { page: '/about/news', title: { en: 'News', zh: '新闻资讯' } },
  { page: '/product/mall', title: { en: 'Online Mall', zh: '网上商城' } },
  { page: '/product/list', title: { en: 'Products', zh: '产品中心' } },
  { page: '/service/service', title: { en: 'Service Overview', zh: '服务概览' } },
  { page: '/service/download', title: { en: 'Downloads', zh: '资料下载' } },
  { page: '/service/explain', title: { en: 'Manuals', zh: '产品说明书' } },
  { page: '/service/maintain', title: { en: 'Videos', zh: '视频中心' } },
  { page: '/service/network', title: { en: 'After-sales Network', zh: '售后网点' } },
  { page: '/service/search', title: { en: 'Search', zh: '搜索' } },
  { page: '/service/modules/fwcheck', title: { en: 'Anti-counterfeit Check', zh: '防伪查询' } },
  { page: '/recruits/recruit', title: { en: 'Job Openings', zh: '社会招聘' } },
  { page: '/recruits/campus', title: { en: 'Campus Recruitment', zh: '校园招聘' } },
  { page: '/recruits/grow-up', title: { en: 'Growth', zh: '成长发展' } },
  { page: '/recruits/system', title: { en: 'Training System', zh: '培训体系' } },
  { page: '/recruits/welfare', title: { en: 'Welfare', zh: '员工福利' } },
  { page: '/recruits/work', title: { en: 'Working Here', zh: '工作环境' } },
  { page: '/contact/contact-us', title: { en: 'Contact Us', zh: '联系我们' } },
  { page: '/contact/business', title: { en: 'Business Cooperation', zh: '商务合作' } },
  { page: '/contact/join', title: { en: 'Become a Distributor', zh: '经销商加盟' } },
  { page: '/contact/network', title: { en: 'Store Network', zh: '门店网络' } },
]

/** Demo anti-counterfeit codes (listed in the README so anyone can try the check). */
export const DEMO_SECURITY_CODES = [
  { code: 'RF7K2M9PQ4XT6WZ3', batch: '2026-03-A' },
  { code: 'RF3H8N5VQ2LC7TY9', batch: '2026-03-A' },
  { code: 'DK4P9X2MW7R5ZQ8H', batch: '2026-05-B' },
  { code: 'DA6T3Y8KQ2N9XV4MC7PW', batch: '2026-06-C' },
  { code: 'KX2W7Q9M4T8Z3R6NH5YP', batch: '2026-07-D' },
]

/**
 * Where the demo outlets and stores are: real cities with their telephone area codes and the
 * coordinates of their centres (WGS-84, about 1 km). The map of the outlet finder draws them.
 */
import type { L } from './seed-data'

export type CityDef = {
  key: string
  city: L
  areaCode: string
  lat: number
  lng: number
  /** Digits of a local number after the area code (8 in most cities, 7 in smaller ones). */
  digits?: 7 | 8
}

export type ProvinceDef = { area: L; province: L; cities: CityDef[] }

const NORTH: L = { en: 'North China', zh: '华北' }
const NORTHEAST: L = { en: 'Northeast China', zh: '东北' }
const EAST: L = { en: 'East China', zh: '华东' }
const CENTRAL: L = { en: 'Central China', zh: '华中' }
const SOUTH: L = { en: 'South China', zh: '华南' }
const SOUTHWEST: L = { en: 'Southwest China', zh: '西南' }
const NORTHWEST: L = { en: 'Northwest China', zh: '西北' }

const c = (
  key: string,
  en: string,
  zh: string,
  areaCode: string,
  lat: number,
  lng: number,
  digits: 7 | 8 = 8,
): CityDef => ({ key, city: { en, zh }, areaCode, lat, lng, digits })

export const PROVINCES: ProvinceDef[] = [
  {
    area: NORTH,
    province: { en: 'Beijing', zh: '北京' },
    cities: [
      c('beijing-chaoyang', 'Chaoyang', '朝阳区', '010', 39.921, 116.443),
      c('beijing-haidian', 'Haidian', '海淀区', '010', 39.959, 116.298),
    ],
  },
  {
    area: NORTH,
    province: { en: 'Tianjin', zh: '天津' },
    cities: [
      c('tianjin-hexi', 'Hexi', '河西区', '022', 39.109, 117.223),
      c('tianjin-binhai', 'Binhai', '滨海新区', '022', 39.003, 117.711),
    ],
  },
  {
    area: NORTH,
    province: { en: 'Hebei', zh: '河北' },
    cities: [
      c('shijiazhuang', 'Shijiazhuang', '石家庄', '0311', 38.042, 114.515),
      c('baoding', 'Baoding', '保定', '0312', 38.874, 115.465),
    ],
  },
  {
    area: NORTH,
    province: { en: 'Shanxi', zh: '山西' },
    cities: [
      c('taiyuan', 'Taiyuan', '太原', '0351', 37.871, 112.549),
      c('datong', 'Datong', '大同', '0352', 40.077, 113.3),
    ],
  },
  {
    area: NORTH,
    province: { en: 'Inner Mongolia', zh: '内蒙古' },
    cities: [
      c('hohhot', 'Hohhot', '呼和浩特', '0471', 40.842, 111.749),
      c('baotou', 'Baotou', '包头', '0472', 40.657, 109.84),
    ],
  },
  {
    area: NORTHEAST,
    province: { en: 'Liaoning', zh: '辽宁' },
    cities: [
      c('shenyang', 'Shenyang', '沈阳', '024', 41.805, 123.431),
      c('dalian', 'Dalian', '大连', '0411', 38.914, 121.615),
    ],
  },
  {
    area: NORTHEAST,
    province: { en: 'Jilin', zh: '吉林' },
    cities: [
      c('changchun', 'Changchun', '长春', '0431', 43.817, 125.324),
      c('jilin-city', 'Jilin City', '吉林市', '0432', 43.838, 126.55),
    ],
  },
  {
    area: NORTHEAST,
    province: { en: 'Heilongjiang', zh: '黑龙江' },
    cities: [
      c('harbin', 'Harbin', '哈尔滨', '0451', 45.803, 126.535),
      c('daqing', 'Daqing', '大庆', '0459', 46.588, 125.104),
    ],
  },
  {
    area: EAST,
    province: { en: 'Shanghai', zh: '上海' },
    cities: [
      c('shanghai-pudong', 'Pudong', '浦东新区', '021', 31.221, 121.544),
      c('shanghai-minhang', 'Minhang', '闵行区', '021', 31.113, 121.382),
    ],
  },
  {
    area: EAST,
    province: { en: 'Jiangsu', zh: '江苏' },
    cities: [
      c('nanjing', 'Nanjing', '南京', '025', 32.06, 118.797),
      c('nantong', 'Nantong', '南通', '0513', 31.98, 120.894),
      c('suzhou', 'Suzhou', '苏州', '0512', 31.299, 120.585),
    ],
  },
  {
    area: EAST,
    province: { en: 'Zhejiang', zh: '浙江' },
    cities: [
      c('hangzhou', 'Hangzhou', '杭州', '0571', 30.274, 120.155),
      c('ningbo', 'Ningbo', '宁波', '0574', 29.868, 121.544),
      c('yongkang', 'Yongkang', '永康', '0579', 28.888, 120.047),
    ],
  },
  {
    area: EAST,
    province: { en: 'Anhui', zh: '安徽' },
    cities: [
      c('hefei', 'Hefei', '合肥', '0551', 31.821, 117.227),
      c('wuhu', 'Wuhu', '芜湖', '0553', 31.353, 118.433),
    ],
  },
  {
    area: EAST,
    province: { en: 'Fujian', zh: '福建' },
    cities: [
      c('fuzhou', 'Fuzhou', '福州', '0591', 26.074, 119.296),
      c('xiamen', 'Xiamen', '厦门', '0592', 24.48, 118.089),
    ],
  },
  {
    area: EAST,
    province: { en: 'Jiangxi', zh: '江西' },
    cities: [
      c('nanchang', 'Nanchang', '南昌', '0791', 28.682, 115.858),
      c('ganzhou', 'Ganzhou', '赣州', '0797', 25.831, 114.935),
    ],
  },
  {
    area: EAST,
    province: { en: 'Shandong', zh: '山东' },
    cities: [
      c('jinan', 'Jinan', '济南', '0531', 36.651, 117.12),
      c('qingdao', 'Qingdao', '青岛', '0532', 36.067, 120.383),
      c('linyi', 'Linyi', '临沂', '0539', 35.104, 118.356),
    ],
  },
  {
    area: CENTRAL,
    province: { en: 'Henan', zh: '河南' },
    cities: [
      c('zhengzhou', 'Zhengzhou', '郑州', '0371', 34.747, 113.625),
      c('luoyang', 'Luoyang', '洛阳', '0379', 34.619, 112.454),
    ],
  },
  {
    area: CENTRAL,
    province: { en: 'Hubei', zh: '湖北' },
    cities: [
      c('wuhan', 'Wuhan', '武汉', '027', 30.593, 114.305),
      c('yichang', 'Yichang', '宜昌', '0717', 30.692, 111.286),
    ],
  },
  {
    area: CENTRAL,
    province: { en: 'Hunan', zh: '湖南' },
    cities: [
      c('changsha', 'Changsha', '长沙', '0731', 28.228, 112.939),
      c('zhuzhou', 'Zhuzhou', '株洲', '0731', 27.827, 113.134),
    ],
  },
  {
    area: SOUTH,
    province: { en: 'Guangdong', zh: '广东' },
    cities: [
      c('guangzhou', 'Guangzhou', '广州', '020', 23.129, 113.264),
      c('shenzhen', 'Shenzhen', '深圳', '0755', 22.543, 114.058),
      c('foshan', 'Foshan', '佛山', '0757', 23.022, 113.122),
    ],
  },
  {
    area: SOUTH,
    province: { en: 'Guangxi', zh: '广西' },
    cities: [
      c('nanning', 'Nanning', '南宁', '0771', 22.817, 108.366),
      c('liuzhou', 'Liuzhou', '柳州', '0772', 24.326, 109.428),
    ],
  },
  {
    area: SOUTH,
    province: { en: 'Hainan', zh: '海南' },
    cities: [
      c('haikou', 'Haikou', '海口', '0898', 20.044, 110.199),
      c('sanya', 'Sanya', '三亚', '0898', 18.252, 109.512),
    ],
  },
  {
    area: SOUTHWEST,
    province: { en: 'Chongqing', zh: '重庆' },
    cities: [
      c('chongqing-yubei', 'Yubei', '渝北区', '023', 29.718, 106.631),
      c('chongqing-jiulongpo', 'Jiulongpo', '九龙坡区', '023', 29.502, 106.511),
    ],
  },
  {
    area: SOUTHWEST,
    province: { en: 'Sichuan', zh: '四川' },
    cities: [
      c('chengdu', 'Chengdu', '成都', '028', 30.572, 104.066),
      c('mianyang', 'Mianyang', '绵阳', '0816', 31.468, 104.679),
    ],
  },
  {
    area: SOUTHWEST,
    province: { en: 'Guizhou', zh: '贵州' },
    cities: [
      c('guiyang', 'Guiyang', '贵阳', '0851', 26.647, 106.63),
      c('zunyi', 'Zunyi', '遵义', '0851', 27.725, 106.927),
    ],
  },
  {
    area: SOUTHWEST,
    province: { en: 'Yunnan', zh: '云南' },
    cities: [
      c('kunming', 'Kunming', '昆明', '0871', 25.038, 102.718),
      c('qujing', 'Qujing', '曲靖', '0874', 25.49, 103.796),
    ],
  },
  {
    area: SOUTHWEST,
    province: { en: 'Tibet', zh: '西藏' },
    cities: [
      c('lhasa', 'Lhasa', '拉萨', '0891', 29.652, 91.172, 7),
      c('shigatse', 'Shigatse', '日喀则', '0892', 29.267, 88.881, 7),
    ],
  },
  {
    area: NORTHWEST,
    province: { en: 'Shaanxi', zh: '陕西' },
    cities: [
      c('xian', "Xi'an", '西安', '029', 34.341, 108.94),
      c('baoji', 'Baoji', '宝鸡', '0917', 34.362, 107.238),
    ],
  },
  {
    area: NORTHWEST,
    province: { en: 'Gansu', zh: '甘肃' },
    cities: [
      c('lanzhou', 'Lanzhou', '兰州', '0931', 36.061, 103.834),
      c('tianshui', 'Tianshui', '天水', '0938', 34.581, 105.725, 7),
    ],
  },
  {
    area: NORTHWEST,
    province: { en: 'Qinghai', zh: '青海' },
    cities: [
      c('xining', 'Xining', '西宁', '0971', 36.617, 101.778),
      c('haidong', 'Haidong', '海东', '0972', 36.502, 102.104, 7),
    ],
  },
  {
    area: NORTHWEST,
    province: { en: 'Ningxia', zh: '宁夏' },
    cities: [
      c('yinchuan', 'Yinchuan', '银川', '0951', 38.487, 106.231),
      c('shizuishan', 'Shizuishan', '石嘴山', '0952', 39.013, 106.376, 7),
    ],
  },
  {
    area: NORTHWEST,
    province: { en: 'Xinjiang', zh: '新疆' },
    cities: [
      c('urumqi', 'Urumqi', '乌鲁木齐', '0991', 43.826, 87.617),
      c('korla', 'Korla', '库尔勒', '0996', 41.764, 86.145, 7),
    ],
  },
]

/** Dealer companies that run authorised outlets: a trading name per outlet of a city. */
export const OUTLET_FIRMS: L[] = [
  { en: 'Hengda Hardware & Electric', zh: '恒达五金机电' },
  { en: 'Yongsheng Tools', zh: '永盛工具' },
  { en: 'Huatong Electromechanical', zh: '华通机电' },
  { en: 'Jinqiao Tool Service', zh: '金桥工具服务' },
  { en: 'Xinyuan Hardware', zh: '鑫源五金' },
  { en: 'Lianda Electric Tools', zh: '联达电动工具' },
]

/** Streets of the outlets' addresses (hardware markets and industrial roads). */
export const STREETS: L[] = [
  { en: 'Hardware Market, Jianshe Road', zh: '建设路五金市场' },
  { en: 'Gongye Avenue', zh: '工业大道' },
  { en: 'Jiefang Road', zh: '解放路' },
  { en: 'Heping Road', zh: '和平路' },
  { en: 'Building Materials City, Huanshan Road', zh: '环山路建材城' },
  { en: 'Xingfu Street', zh: '幸福街' },
]

export const SURNAMES: L[] = [
  { en: 'Wang', zh: '王' },
  { en: 'Li', zh: '李' },
  { en: 'Zhang', zh: '张' },
  { en: 'Liu', zh: '刘' },
  { en: 'Chen', zh: '陈' },
  { en: 'Yang', zh: '杨' },
  { en: 'Zhao', zh: '赵' },
  { en: 'Huang', zh: '黄' },
  { en: 'Zhou', zh: '周' },
  { en: 'Wu', zh: '吴' },
  { en: 'Xu', zh: '徐' },
  { en: 'Sun', zh: '孙' },
]

/** Authorised dealers abroad, with the local telephone format. */
export const INTL_DEALERS: Array<{
  key: string
  country: L
  city: L
  phone: string
  lat: number
  lng: number
}> = [
  {
    key: 'ho-chi-minh-city',
    country: { en: 'Vietnam', zh: '越南' },
    city: { en: 'Ho Chi Minh City', zh: '胡志明市' },
    phone: '+84 28 3822 4716',
    lat: 10.776,
    lng: 106.701,
  },
  {
    key: 'bangkok',
    country: { en: 'Thailand', zh: '泰国' },
    city: { en: 'Bangkok', zh: '曼谷' },
    phone: '+66 2 254 8831',
    lat: 13.756,
    lng: 100.502,
  },
  {
    key: 'kuala-lumpur',
    country: { en: 'Malaysia', zh: '马来西亚' },
    city: { en: 'Kuala Lumpur', zh: '吉隆坡' },
    phone: '+60 3 2141 5087',
    lat: 3.139,
    lng: 101.687,
  },
  {
    key: 'jakarta',
    country: { en: 'Indonesia', zh: '印度尼西亚' },
    city: { en: 'Jakarta', zh: '雅加达' },
    phone: '+62 21 5290 3364',
    lat: -6.208,
    lng: 106.846,
  },
  {
    key: 'manila',
    country: { en: 'Philippines', zh: '菲律宾' },
    city: { en: 'Manila', zh: '马尼拉' },
    phone: '+63 2 8526 1970',
    lat: 14.6,
    lng: 120.984,
  },
  {
    key: 'dubai',
    country: { en: 'UAE', zh: '阿联酋' },
    city: { en: 'Dubai', zh: '迪拜' },
    phone: '+971 4 339 2258',
    lat: 25.205,
    lng: 55.271,
  },
  {
    key: 'almaty',
    country: { en: 'Kazakhstan', zh: '哈萨克斯坦' },
    city: { en: 'Almaty', zh: '阿拉木图' },
    phone: '+7 727 258 4416',
    lat: 43.238,
    lng: 76.946,
  },
  {
    key: 'lagos',
    country: { en: 'Nigeria', zh: '尼日利亚' },
    city: { en: 'Lagos', zh: '拉各斯' },
    phone: '+234 1 271 6630',
    lat: 6.524,
    lng: 3.379,
  },
  {
    key: 'sao-paulo',
    country: { en: 'Brazil', zh: '巴西' },
    city: { en: 'São Paulo', zh: '圣保罗' },
    phone: '+55 11 3259 7714',
    lat: -23.551,
    lng: -46.633,
  },
  {
    key: 'santiago',
    country: { en: 'Chile', zh: '智利' },
    city: { en: 'Santiago', zh: '圣地亚哥' },
    phone: '+56 2 2639 4180',
    lat: -33.449,
    lng: -70.669,
  },
  {
    key: 'moscow',
    country: { en: 'Russia', zh: '俄罗斯' },
    city: { en: 'Moscow', zh: '莫斯科' },
    phone: '+7 495 629 3351',
    lat: 55.756,
    lng: 37.617,
  },
  {
    key: 'karachi',
    country: { en: 'Pakistan', zh: '巴基斯坦' },
    city: { en: 'Karachi', zh: '卡拉奇' },
    phone: '+92 21 3568 2247',
    lat: 24.861,
    lng: 67.01,
  },
]

/**
 * The demo catalogue, defined once for both languages: every item carries its English and
 * Chinese text side by side and its facts (models, specifications, dates, numbers) once, so the
 * two language versions cannot drift apart. Every company, person, phone number and code is
 * invented. News, jobs, videos and places are in seed-content.ts and seed-places.ts.
 */
import type { Locale } from '~/i18n/locale'
import type { WarrantyTerms } from '~/shared/warranty-terms'

export type L = Record<Locale, string>

export const COMPANY: L = { en: 'Ruifeng Tools', zh: '瑞丰工具' }
export const HOTLINE = '400-182-5988'

export type BrandCode = 'own' | 'dck' | 'dca' | 'kinlux'

export type BrandDef = {
  code: BrandCode
  /** Prefix of the brand's model numbers and anti-counterfeit codes. */
  prefix: string
  name: L
  intro: L
  /** Colours of the brand's tools: housing and accent. */
  colors: [string, string]
}

export const BRANDS: BrandDef[] = [
  {
    code: 'own',
    prefix: 'RF',
    name: { en: 'Ruifeng', zh: '瑞丰' },
    intro: {
      en: 'Our own brand: professional corded and cordless tools for building sites and workshops.',
      zh: '自有品牌：面向工地与车间的专业交直流电动工具。',
    },
    colors: ['#c8102e', '#1f2937'],
  },
  {
    code: 'dck',
    prefix: 'DK',
    name: { en: 'DCK', zh: 'DCK' },
    intro: {
      en: 'Rugged value tools for trades and industry.',
      zh: '坚固耐用、性价比高的工业与行业工具。',
    },
    colors: ['#f2b705', '#1f2937'],
  },
  {
    code: 'dca',
    prefix: 'DA',
    name: { en: 'DCA', zh: 'DCA' },
    intro: {
      en: 'Precision tools for fitters, electricians and installers.',
      zh: '为装配、电工与安装师傅打造的精密工具。',
    },
    colors: ['#0f766e', '#111827'],
  },
  {
    code: 'kinlux',
    prefix: 'KX',
    name: { en: 'Kinlux', zh: '金力士' },
    intro: {
      en: 'Garden and home tools that are easy to pick up.',
      zh: '上手即用的园林与家用工具。',
    },
    colors: ['#4d7c0f', '#374151'],
  },
]

/** The JD shop numbers of the demo brands' flagship stores: placeholders of a fictional maker. */
const JD_SHOPS: Record<BrandCode, string> = {
  own: '1000182598',
  dck: '1000182611',
  dca: '1000182624',
  kinlux: '1000182637',
}

/**
 * A brand's official online stores in one language, as migration 0023 gives a database from
 * before it: its Tmall and JD flagship stores, which visitors of both languages buy from.
 */
export const onlineStoresOf = (
  code: BrandCode,
  locale: Locale,
): Array<{ name: string; url: string }> => [
  {
    name: locale === 'zh' ? '天猫旗舰店' : 'Tmall flagship store',
    url: `https://${code === 'own' ? 'ruifeng' : code}.tmall.com/`,
  },
  {
    name: locale === 'zh' ? '京东自营旗舰店' : 'JD flagship store',
    url: `https://mall.jd.com/index-${JD_SHOPS[code]}.html`,
  },
]

/** The kinds of tool the demo media can draw (app/server/media/drawings.ts). */
export type Drawing =
  | 'drill'
  | 'grinder'
  | 'hammer'
  | 'wrench'
  | 'saw'
  | 'cutter'
  | 'polisher'
  | 'trimmer'
  | 'blower'
  | 'chainsaw'

export type CategoryKey =
  | 'drills'
  | 'grinders'
  | 'hammers'
  | 'wrenches'
  | 'saws'
  | 'cutters'
  | 'polishers'
  | 'garden'

export type CategoryDef = {
  key: CategoryKey
  drawing: Drawing
  name: L
  intro: L
  /** What the tools are for, the first lines of a manual. */
  use: L
  /** Safety rules specific to the kind of tool (manuals). */
  safety: L[]
  /** How to work with it, step by step (manuals). */
  operation: L[]
  /** Its warranty terms, when they are not the maker's usual (WARRANTY). */
  warranty?: WarrantyTerms
}

/**
 * The maker's warranty terms: 24 months for a tool, 12 for its batteries and chargers. The seed
 * stores them in each category, and the manuals' warranty section is written from the same
 * numbers (warrantyOf), so the pages, the manuals and the registrations all say the same.
 */
export const WARRANTY: WarrantyTerms = { months: 24, accessoryMonths: 12 }

export const CATEGORIES: CategoryDef[] = [
  {
    key: 'drills',
    drawing: 'drill',
    name: { en: 'Drills', zh: '电钻' },
    intro: { en: 'Corded and cordless drills and drivers.', zh: '交直流电钻与起子机。' },
    use: {
      en: 'drilling in wood, metal and plastics and driving screws',
      zh: '在木材、金属和塑料上钻孔以及拧紧螺钉',
    },
    safety: [
      {
        en: 'Hold the tool by its insulated grips when the bit may hit hidden wiring.',
        zh: '钻头可能触及隐蔽电线时，请握住工具的绝缘握持面。',
      },
      {
        en: 'Clamp small workpieces; never hold them in your hand while drilling.',
        zh: '小工件须夹紧固定，钻孔时切勿用手握持工件。',
      },
      {
        en: 'Use the side handle for large bits: a jammed bit twists the tool.',
        zh: '使用大直径钻头时请装上辅助手柄：钻头卡住时工具会产生反扭。',
      },
    ],
    operation: [
      {
        en: 'Insert the bit fully and tighten the chuck by hand or with the chuck key.',
        zh: '将钻头完全插入，用手或夹头钥匙拧紧夹头。',
      },
      {
        en: 'Choose gear 1 for screws and large holes, gear 2 for small holes.',
        zh: '拧螺钉和钻大孔选择1档，钻小孔选择2档。',
      },
      {
        en: 'Set the torque collar: start low and turn it up until the screw sits flush.',
        zh: '调节扭力环：由小到大调节，直至螺钉刚好拧平。',
      },
      {
        en: 'Start slowly with light pressure, then squeeze the trigger fully.',
        zh: '轻压慢速起钻，对准后再将开关扣到底。',
      },
    ],
  },
  {
    key: 'grinders',
    drawing: 'grinder',
    name: { en: 'Angle Grinders', zh: '角磨机' },
    intro: {
      en: 'Grinders for cutting and finishing metal and stone.',
      zh: '用于金属与石材切割、打磨的角磨机。',
    },
    use: {
      en: 'grinding, cutting and brushing metal and stone with bonded discs',
      zh: '使用砂轮片对金属和石材进行打磨、切割和除锈',
    },
    safety: [
      {
        en: 'Always fit the guard and use discs rated at least for the no-load speed.',
        zh: '务必安装防护罩，所用砂轮片的额定转速不得低于工具空载转速。',
      },
      {
        en: 'Wear eye and hearing protection and keep bystanders out of the spark path.',
        zh: '佩戴护目镜和耳罩，火花飞溅方向不得有人。',
      },
      {
        en: 'Hold the tool with both hands, side handle fitted, to control kickback.',
        zh: '装好辅助手柄并双手握持，以控制反弹。',
      },
    ],
    operation: [
      {
        en: 'Press the spindle lock and tighten the flange nut with the pin spanner.',
        zh: '按住主轴锁，用专用扳手拧紧压板螺母。',
      },
      {
        en: 'Let the disc reach full speed before it touches the work.',
        zh: '待砂轮片达到全速后再接触工件。',
      },
      {
        en: 'Grind at 15–30° to the surface; cut straight, without tilting the disc.',
        zh: '打磨时砂轮片与工件成15–30°角；切割时保持直线，不要歪斜砂轮片。',
      },
    ],
  },
  {
    key: 'hammers',
    drawing: 'hammer',
    name: { en: 'Rotary Hammers', zh: '电锤' },
    intro: { en: 'SDS hammers for drilling concrete.', zh: '用于混凝土钻孔的四坑电锤。' },
    use: {
      en: 'hammer drilling in concrete and masonry and light chiselling',
      zh: '在混凝土和砖墙上冲击钻孔以及轻型凿削',
    },
    safety: [
      {
        en: 'Check walls for pipes and cables with a detector before drilling.',
        zh: '钻孔前用探测仪检查墙内是否有管线。',
      },
      {
        en: 'The safety clutch stops the bit if it jams; hold on with both hands.',
        zh: '钻头卡住时安全离合器会使其停转，请双手握紧工具。',
      },
      {
        en: 'Wear a dust mask: drilling concrete releases silica dust.',
        zh: '请佩戴防尘口罩：混凝土钻孔会产生含硅粉尘。',
      },
    ],
    operation: [
      {
        en: 'Grease the shank of the SDS bit lightly and push it in until it locks.',
        zh: '在四坑钻头柄部涂少量润滑脂，插入至锁定。',
      },
      {
        en: 'Choose the mode: drilling, hammer drilling or chiselling.',
        zh: '选择工作模式：钻孔、冲击钻孔或凿削。',
      },
      {
        en: 'Set the depth rod, start at low speed and let the hammer do the work.',
        zh: '调好深度尺，低速起钻，让冲击力完成工作，无需用力下压。',
      },
    ],
  },
  {
    key: 'wrenches',
    drawing: 'wrench',
    name: { en: 'Impact Wrenches', zh: '冲击扳手' },
    intro: { en: 'High-torque wrenches for bolts and nuts.', zh: '高扭力螺栓紧固扳手。' },
    use: {
      en: 'tightening and loosening bolts, nuts and long screws',
      zh: '紧固和松开螺栓、螺母及长螺钉',
    },
    safety: [
      {
        en: 'Use impact-rated sockets and bits only; ordinary ones can shatter.',
        zh: '只能使用冲击专用套筒和批头，普通套筒可能碎裂。',
      },
      {
        en: 'Check critical joints with a torque wrench after fastening.',
        zh: '关键连接紧固后请用扭力扳手复核扭矩。',
      },
      {
        en: 'Hold the tool firmly: it reacts with a jolt when a bolt seizes.',
        zh: '握紧工具：螺栓卡死时工具会产生冲击反作用力。',
      },
    ],
    operation: [
      {
        en: 'Push the socket onto the anvil until the detent ring holds it.',
        zh: '将套筒推入方头，直至被卡环卡住。',
      },
      {
        en: 'Set the direction switch, then the speed mode for the job.',
        zh: '先选择正反转，再根据工况选择转速档位。',
      },
      {
        en: 'Run the nut down at low speed and finish with short bursts.',
        zh: '先低速旋入螺母，最后点动紧固。',
      },
    ],
  },
  {
    key: 'saws',
    drawing: 'saw',
    name: { en: 'Circular Saws', zh: '电圆锯' },
    intro: { en: 'Saws for timber and board.', zh: '木材与板材切割电圆锯。' },
    use: {
      en: 'straight and bevel cuts in timber, plywood and boards',
      zh: '在木材、胶合板和板材上进行直线切割和斜切',
    },
    safety: [
      {
        en: 'Check that the lower guard springs back freely before every cut.',
        zh: '每次切割前检查下防护罩能否自由回弹。',
      },
      {
        en: 'Support the board on both sides of the cut so the blade cannot pinch.',
        zh: '将板材切口两侧都支撑好，防止夹锯。',
      },
      {
        en: 'Keep your hands away from the cutting line and below the base.',
        zh: '双手远离切割线，切勿伸到底板下方。',
      },
    ],
    operation: [
      {
        en: 'Set the depth so the blade passes 3–5 mm through the board.',
        zh: '调节切深，使锯片穿出板材3–5 mm。',
      },
      {
        en: 'For bevel cuts loosen the bevel lever, set the angle and lock it.',
        zh: '斜切时松开角度调节杆，设定角度后锁紧。',
      },
      {
        en: 'Line up the notch in the base with the mark and let the blade reach full speed.',
        zh: '将底板上的切割标记对准划线，待锯片达到全速后再进给。',
      },
    ],
  },
  {
    key: 'cutters',
    drawing: 'cutter',
    name: { en: 'Cut-off Machines', zh: '型材切割机' },
    intro: { en: 'Cut-off machines for steel profiles.', zh: '钢材型材切割机。' },
    use: {
      en: 'cutting steel pipe, angle, channel and rebar to length',
      zh: '将钢管、角钢、槽钢和钢筋切割到所需长度',
    },
    safety: [
      {
        en: 'Bolt or clamp the machine to a firm bench and keep the work in the vice.',
        zh: '将机器固定在稳固的工作台上，工件须用台钳夹紧。',
      },
      {
        en: 'Stand to the side of the disc, never in line with it.',
        zh: '操作时站在砂轮片侧面，切勿正对砂轮片。',
      },
      {
        en: 'Hot chips fly far: keep flammables at least 5 m away.',
        zh: '炽热火花飞溅距离远，易燃物须远离5 m以上。',
      },
    ],
    operation: [
      {
        en: 'Set the vice angle (0–45°) and clamp the profile against the fence.',
        zh: '设定台钳角度（0–45°），将型材靠紧挡板夹紧。',
      },
      {
        en: 'Lower the arm gently and let the disc cut without forcing it.',
        zh: '平稳压下机头，让砂轮片自行切削，不要强压。',
      },
      {
        en: 'Release the switch and let the disc stop before raising the arm.',
        zh: '松开开关，待砂轮片停止后再抬起机头。',
      },
    ],
  },
  {
    key: 'polishers',
    drawing: 'polisher',
    name: { en: 'Polishers', zh: '抛光机' },
    intro: { en: 'Polishers for cars, stone and metal.', zh: '汽车、石材与金属抛光机。' },
    use: {
      en: 'polishing paint, stone and metal with pads and compounds',
      zh: '配合抛光盘和抛光剂对漆面、石材和金属进行抛光',
    },
    safety: [
      {
        en: 'Start on the lowest speed with the pad on the surface to avoid splatter.',
        zh: '抛光盘贴住工件后再以最低速启动，防止抛光剂飞溅。',
      },
      {
        en: 'Keep the cable away from the pad: it can wind it up.',
        zh: '电缆须远离抛光盘，以免被卷入。',
      },
      {
        en: 'Wet polishers: use the water feed only with the residual-current device fitted.',
        zh: '水磨机型：必须连接漏电保护器后才能使用供水。',
      },
    ],
    operation: [
      {
        en: 'Press the hook-and-loop pad on centrally and apply a little compound.',
        zh: '将粘扣式抛光盘居中粘好，涂少量抛光剂。',
      },
      {
        en: 'Spread the compound at low speed, then polish at medium speed.',
        zh: '低速将抛光剂涂匀，再以中速抛光。',
      },
      {
        en: 'Move in overlapping passes and keep the pad flat on the surface.',
        zh: '以相互重叠的路径移动，保持抛光盘与表面贴平。',
      },
    ],
  },
  {
    key: 'garden',
    drawing: 'trimmer',
    name: { en: 'Garden Tools', zh: '园林工具' },
    intro: { en: 'Trimmers, blowers and chain saws.', zh: '修枝机、吹风机与链锯。' },
    use: {
      en: 'trimming hedges, clearing leaves and cutting branches in the garden',
      zh: '在庭院中修剪绿篱、清理落叶和锯切树枝',
    },
    safety: [
      {
        en: 'Remove the battery before clearing a jam or touching the cutting parts.',
        zh: '清理卡滞或接触切割部件前，务必先取下电池。',
      },
      {
        en: 'Wear goggles, gloves and sturdy shoes; keep children and pets away.',
        zh: '佩戴护目镜、手套并穿结实的鞋子，儿童和宠物须远离。',
      },
      {
        en: 'Do not work in rain or on wet hedges.',
        zh: '请勿在雨中或潮湿的绿篱上作业。',
      },
    ],
    operation: [
      {
        en: 'Slide the charged battery in until it clicks.',
        zh: '将充满电的电池推入，直至听到“咔嗒”声。',
      },
      {
        en: 'Press the lock-off button, then the trigger, with both hands on the tool.',
        zh: '双手握持工具，先按下安全锁钮，再扣动开关。',
      },
      {
        en: 'Work from the bottom up and from the nearest side outwards.',
        zh: '由下往上、由近及远进行作业。',
      },
    ],
  },
]

/** Specification rows: one label per kind in both languages; values are language-neutral. */
export const SPEC_LABELS = {
  voltage: { en: 'Rated voltage', zh: '额定电压' },
  power: { en: 'Input power', zh: '输入功率' },
  speed: { en: 'No-load speed', zh: '空载转速' },
  impacts: { en: 'Impact rate', zh: '冲击频率' },
  energy: { en: 'Impact energy', zh: '单次冲击能量' },
  torque: { en: 'Max. torque', zh: '最大扭矩' },
  chuck: { en: 'Chuck capacity', zh: '夹头夹持范围' },
  drive: { en: 'Drive', zh: '输出方头' },
  disc: { en: 'Disc diameter', zh: '砂轮片直径' },
  spindle: { en: 'Spindle thread', zh: '主轴螺纹' },
  blade: { en: 'Blade diameter', zh: '锯片直径' },
  depth: { en: 'Cutting depth 90° / 45°', zh: '切割深度 90° / 45°' },
  concrete: { en: 'Drilling in concrete', zh: '混凝土最大钻孔直径' },
  steel: { en: 'Drilling in steel', zh: '钢材最大钻孔直径' },
  pipe: { en: 'Max. cut, round pipe', zh: '圆管最大切割直径' },
  pad: { en: 'Pad diameter', zh: '抛光盘直径' },
  orbit: { en: 'Orbit', zh: '偏心距' },
  bar: { en: 'Length', zh: '长度' },
  capacity: { en: 'Cutting capacity', zh: '最大修剪直径' },
  air: { en: 'Air speed', zh: '出风速度' },
  chain: { en: 'Chain speed', zh: '链条线速度' },
  battery: { en: 'Battery', zh: '电池' },
  charge: { en: 'Charging time', zh: '充电时间' },
  weight: { en: 'Weight', zh: '重量' },
} satisfies Record<string, L>

export type SpecKey = keyof typeof SPEC_LABELS

export type ProductDef = {
  model: string
  brand: BrandCode
  category: CategoryKey
  /** The drawing of its pictures when it differs from its category's (garden tools). */
  drawing?: Drawing
  cordless: boolean
  featured?: boolean
  /** The product's name after the brand: "20V Brushless Drill Driver"; the model follows. */
  title: L
  summary: L
  intro: L
  highlights: L[]
  specs: Array<[SpecKey, string]>
  /** What the box holds beside the tool. */
  box: L[]
}

const kit = (batteries: number, ah: string): L[] => [
  { en: `${batteries} × 20 V ${ah} Ah battery`, zh: `20 V ${ah} Ah 电池 ${batteries} 块` },
  { en: 'Fast charger', zh: '快速充电器' },
]
const kit12 = (batteries: number, ah: string): L[] => [
  { en: `${batteries} × 12 V ${ah} Ah battery`, zh: `12 V ${ah} Ah 电池 ${batteries} 块` },
  { en: 'Charger', zh: '充电器' },
]
const CASE: L = { en: 'Carry case', zh: '工具箱' }
const BAG: L = { en: 'Tool bag', zh: '工具包' }
const SIDE_HANDLE: L = { en: 'Side handle', zh: '辅助手柄' }
const SPANNER: L = { en: 'Pin spanner', zh: '专用扳手' }

export const PRODUCTS: ProductDef[] = [
  {
    model: 'RF-DD20B',
    brand: 'own',
    category: 'drills',
    cordless: true,
    featured: true,
    title: { en: '20V Brushless Drill Driver', zh: '20V无刷电钻起子机' },
    summary: {
      en: 'A compact two-speed drill driver with a brushless motor and 65 N·m of torque.',
      zh: '紧凑型双速电钻起子机，无刷电机，最大扭矩65 N·m。',
    },
    intro: {
      en: 'The RF-DD20B is the drill our service technicians reach for first. The brushless motor runs cooler and gets up to a third more holes out of each charge than a brushed motor, and at 1.6 kg it sits well in the hand on a ladder.',
      zh: 'RF-DD20B是我们售后技师最常用的一款电钻。无刷电机发热更低，每次充电可比有刷电机多钻约三分之一的孔；整机仅1.6 kg，登高作业也得心应手。',
    },
    highlights: [
      {
        en: '21-step torque collar and a drill setting',
        zh: '21档扭力调节，另设钻孔档',
      },
      { en: '13 mm single-sleeve metal chuck', zh: '13 mm单套筒全金属夹头' },
      { en: 'LED light that stays on for 10 s', zh: 'LED照明灯，松开开关后延时10秒' },
    ],
    specs: [
      ['voltage', '20 V'],
      ['speed', '0–450 / 0–2,000 r/min'],
      ['torque', '65 N·m'],
      ['chuck', '1.5–13 mm'],
      ['steel', '13 mm'],
      ['battery', '2 × 2.0 Ah'],
      ['charge', '60 min'],
      ['weight', '1.6 kg'],
    ],
    box: [...kit(2, '2.0'), CASE],
  },
  {
    model: 'DK-DD12',
    brand: 'dck',
    category: 'drills',
    cordless: true,
    title: { en: '12V Compact Drill Driver', zh: '12V紧凑型电钻起子机' },
    summary: {
      en: 'A light 12 V drill driver for cabinets, fittings and everyday assembly.',
      zh: '轻巧的12V电钻起子机，适合橱柜安装、配件固定等日常装配。',
    },
    intro: {
      en: 'Short enough to work between studs and light enough for a full day of overhead fixing, the DK-DD12 is built for kitchen fitters and installers who drive hundreds of screws a day.',
      zh: 'DK-DD12机身短小，可伸入龙骨之间作业；重量轻，整天仰头作业也不累，专为每天要拧上百颗螺钉的橱柜安装和装修师傅设计。',
    },
    highlights: [
      { en: 'Only 170 mm long', zh: '机身长度仅170 mm' },
      { en: 'Battery gauge on the pack', zh: '电池自带电量指示' },
      { en: 'Belt clip on either side', zh: '左右两侧均可安装腰挂' },
    ],
    specs: [
      ['voltage', '12 V'],
      ['speed', '0–400 / 0–1,500 r/min'],
      ['torque', '30 N·m'],
      ['chuck', '0.8–10 mm'],
      ['steel', '10 mm'],
      ['battery', '2 × 1.5 Ah'],
      ['charge', '45 min'],
      ['weight', '1.1 kg'],
    ],
    box: [...kit12(2, '1.5'), BAG],
  },
  {
    model: 'DA-ED13',
    brand: 'dca',
    category: 'drills',
    cordless: false,
    title: { en: '710 W Electric Drill 13 mm', zh: '710W手电钻 13 mm' },
    summary: {
      en: 'A corded 13 mm drill with a keyed chuck and electronic speed control.',
      zh: '带钥匙夹头和电子调速的13 mm交流手电钻。',
    },
    intro: {
      en: 'For electricians who drill steel trunking and mounting plates all day, the DA-ED13 has the steady power of a corded motor and a keyed chuck that does not slip on large bits.',
      zh: 'DA-ED13为整天在钢制线槽和安装板上钻孔的电工而设计：交流电机动力稳定，钥匙夹头夹持大钻头也不打滑。',
    },
    highlights: [
      { en: 'Speed wheel in the trigger', zh: '开关内置调速轮' },
      { en: 'Lock-on button for long runs', zh: '自锁按钮，长时间作业更省力' },
      { en: '4 m rubber cable', zh: '4 m橡胶电缆' },
    ],
    specs: [
      ['voltage', '220 V ~ 50 Hz'],
      ['power', '710 W'],
      ['speed', '0–2,800 r/min'],
      ['chuck', '1.5–13 mm'],
      ['steel', '13 mm'],
      ['weight', '1.9 kg'],
    ],
    box: [SIDE_HANDLE, { en: 'Chuck key', zh: '夹头钥匙' }],
  },
  {
    model: 'RF-AG125',
    brand: 'own',
    category: 'grinders',
    cordless: false,
    featured: true,
    title: { en: '1,200 W Angle Grinder 125 mm', zh: '1200W角磨机 125 mm' },
    summary: {
      en: 'A slim 125 mm grinder with soft start, restart protection and a tool-free guard.',
      zh: '纤细机身的125 mm角磨机，具备软启动、断电再启动保护和免工具防护罩调节。',
    },
    intro: {
      en: 'Steel fabricators asked for a 125 mm grinder they could hold round the body for hours. The RF-AG125 has a 58 mm grip, a soft start that stops the jolt when it switches on, and a guard you turn without a spanner.',
      zh: '钢结构加工师傅希望有一款可以长时间握持机身的125 mm角磨机。RF-AG125握持直径仅58 mm，软启动消除了开机时的冲击，防护罩无需扳手即可旋转调整。',
    },
    highlights: [
      { en: 'Restart protection after a power cut', zh: '断电后防意外再启动' },
      { en: 'Dust-sealed switch and bearings', zh: '开关和轴承均有防尘密封' },
      { en: 'Side handle fits left or right', zh: '辅助手柄左右均可安装' },
    ],
    specs: [
      ['voltage', '220 V ~ 50 Hz'],
      ['power', '1,200 W'],
      ['speed', '11,000 r/min'],
      ['disc', '125 mm'],
      ['spindle', 'M14'],
      ['weight', '2.3 kg'],
    ],
    box: [SIDE_HANDLE, SPANNER, { en: 'Guard', zh: '防护罩' }],
  },
  {
    model: 'RF-AG20B',
    brand: 'own',
    category: 'grinders',
    cordless: true,
    title: { en: '20V Brushless Angle Grinder 100 mm', zh: '20V无刷角磨机 100 mm' },
    summary: {
      en: 'A cordless 100 mm grinder with an electronic brake that stops the disc in 2 s.',
      zh: '无线100 mm角磨机，电子刹车2秒内停转砂轮片。',
    },
    intro: {
      en: 'On a roof or a scaffold there is rarely a socket where the cut has to be made. The RF-AG20B takes the same 20 V batteries as the rest of the range and cuts about 60 lengths of 10 mm rebar on one 4.0 Ah charge.',
      zh: '在屋面或脚手架上，切割位置附近往往没有电源插座。RF-AG20B与全系列共用20V电池，一块4.0 Ah电池可切断约60根直径10 mm的钢筋。',
    },
    highlights: [
      { en: 'Electronic brake', zh: '电子刹车' },
      { en: 'Kickback stop cuts the motor if the disc jams', zh: '砂轮片卡住时自动断电，防止反弹' },
      { en: 'Paddle switch with lock-off', zh: '带安全锁的板机式开关' },
    ],
    specs: [
      ['voltage', '20 V'],
      ['speed', '8,500 r/min'],
      ['disc', '100 mm'],
      ['spindle', 'M10'],
      ['battery', '1 × 4.0 Ah'],
      ['charge', '90 min'],
      ['weight', '2.0 kg'],
    ],
    box: [...kit(1, '4.0'), SIDE_HANDLE, SPANNER],
  },
  {
    model: 'DK-AG100',
    brand: 'dck',
    category: 'grinders',
    cordless: false,
    title: { en: '750 W Angle Grinder 100 mm', zh: '750W角磨机 100 mm' },
    summary: {
      en: 'The workshop classic: a 100 mm grinder with a slide switch and a steel gear head.',
      zh: '车间经典款：100 mm角磨机，推拉式开关，钢制齿轮箱。',
    },
    intro: {
      en: 'Hardware stores across China sell the DK-AG100 by the box. It has a simple slide switch, a die-cast gear head and carbon brushes that a customer can change in five minutes.',
      zh: 'DK-AG100是全国五金店里成箱销售的常青款。推拉式开关简单可靠，压铸齿轮箱坚固耐用，碳刷用户自己五分钟即可更换。',
    },
    highlights: [
      { en: 'Auto-stop carbon brushes', zh: '自停式碳刷' },
      { en: 'Die-cast aluminium gear head', zh: '压铸铝齿轮箱' },
      { en: '2 m cable', zh: '2 m电缆' },
    ],
    specs: [
      ['voltage', '220 V ~ 50 Hz'],
      ['power', '750 W'],
      ['speed', '12,000 r/min'],
      ['disc', '100 mm'],
      ['spindle', 'M10'],
      ['weight', '1.7 kg'],
    ],
    box: [SIDE_HANDLE, SPANNER],
  },
  {
    model: 'RF-RH26',
    brand: 'own',
    category: 'hammers',
    cordless: false,
    featured: true,
    title: { en: '800 W SDS-plus Rotary Hammer 26 mm', zh: '800W四坑电锤 26 mm' },
    summary: {
      en: 'A three-mode SDS-plus hammer with 2.7 J of impact energy and low vibration.',
      zh: '三功能四坑电锤，单次冲击能量2.7 J，低振动。',
    },
    intro: {
      en: 'The RF-RH26 drills 8 mm anchor holes in concrete in about four seconds each. A counterweight inside the housing cancels much of the vibration, so the hands stay under the daily exposure limit for longer.',
      zh: 'RF-RH26在混凝土上钻一个8 mm锚栓孔只需约4秒。机壳内的平衡配重抵消了大部分振动，使双手在更长的作业时间内仍低于每日振动暴露限值。',
    },
    highlights: [
      { en: 'Drilling, hammer drilling and chiselling', zh: '钻孔、冲击钻孔、凿削三种模式' },
      { en: 'Safety clutch', zh: '安全离合器' },
      { en: 'Quick-change chuck for round shanks', zh: '可快换圆柄钻夹头' },
    ],
    specs: [
      ['voltage', '220 V ~ 50 Hz'],
      ['power', '800 W'],
      ['speed', '0–1,200 r/min'],
      ['impacts', '0–4,600 bpm'],
      ['energy', '2.7 J'],
      ['concrete', '26 mm'],
      ['weight', '2.9 kg'],
    ],
    box: [SIDE_HANDLE, { en: 'Depth rod', zh: '深度尺' }, CASE],
  },
  {
    model: 'DK-RH20B',
    brand: 'dck',
    category: 'hammers',
    cordless: true,
    title: { en: '20V Brushless Rotary Hammer 20 mm', zh: '20V无刷四坑电锤 20 mm' },
    summary: {
      en: 'A cordless SDS-plus hammer for fixing rails, brackets and conduit clips.',
      zh: '无线四坑电锤，适合安装导轨、支架和线管卡。',
    },
    intro: {
      en: 'Installers who set dozens of small anchors per room do not want to drag a cable through the building. The DK-RH20B drills about 90 holes of 6 × 40 mm in concrete on a 4.0 Ah battery.',
      zh: '每个房间要打几十个小锚栓孔的安装师傅，不想拖着电缆穿过整栋楼。DK-RH20B使用一块4.0 Ah电池可在混凝土上钻约90个6 × 40 mm的孔。',
    },
    highlights: [
      { en: 'Brushless motor', zh: '无刷电机' },
      { en: 'Dust extractor attachment fits on the front', zh: '前端可装集尘器' },
      { en: 'Two modes: drilling and hammer drilling', zh: '钻孔和冲击钻孔两种模式' },
    ],
    specs: [
      ['voltage', '20 V'],
      ['speed', '0–1,300 r/min'],
      ['impacts', '0–5,000 bpm'],
      ['energy', '2.0 J'],
      ['concrete', '20 mm'],
      ['battery', '1 × 4.0 Ah'],
      ['charge', '90 min'],
      ['weight', '2.6 kg'],
    ],
    box: [...kit(1, '4.0'), SIDE_HANDLE, CASE],
  },
  {
    model: 'DK-RH40',
    brand: 'dck',
    category: 'hammers',
    cordless: false,
    title: { en: '1,250 W SDS-max Rotary Hammer 40 mm', zh: '1250W五坑电锤 40 mm' },
    summary: {
      en: 'A heavy SDS-max hammer for core bits, through-holes and demolition work.',
      zh: '重型五坑电锤，适合空心钻头开孔、穿墙孔和拆除作业。',
    },
    intro: {
      en: 'With 8.5 J per blow the DK-RH40 opens 40 mm through-holes in reinforced walls and chisels out tiles and screed. The handle is sprung against the body to take out the worst of the shock.',
      zh: 'DK-RH40单次冲击能量达8.5 J，可在钢筋混凝土墙上开40 mm穿墙孔，也能凿除瓷砖和找平层。手柄与机身之间采用弹簧减振，大幅降低冲击。',
    },
    highlights: [
      { en: 'Sprung rear handle', zh: '弹簧减振后手柄' },
      { en: 'Chisel position lock in 12 steps', zh: '凿子角度12档锁定' },
      { en: 'Service indicator for brushes', zh: '碳刷更换提示灯' },
    ],
    specs: [
      ['voltage', '220 V ~ 50 Hz'],
      ['power', '1,250 W'],
      ['speed', '0–450 r/min'],
      ['impacts', '0–2,900 bpm'],
      ['energy', '8.5 J'],
      ['concrete', '40 mm'],
      ['weight', '6.8 kg'],
    ],
    box: [SIDE_HANDLE, CASE],
  },
  {
    model: 'RF-IW20B',
    brand: 'own',
    category: 'wrenches',
    cordless: true,
    featured: true,
    title: { en: '20V Brushless Impact Wrench 1/2"', zh: '20V无刷冲击扳手 1/2"' },
    summary: {
      en: 'A 400 N·m impact wrench for steel structures, scaffolding and truck wheels.',
      zh: '最大扭矩400 N·m的冲击扳手，适合钢结构、脚手架和货车轮胎螺栓。',
    },
    intro: {
      en: 'Scaffolders and steel erectors run M16 and M20 bolts home with the RF-IW20B. Three speed modes keep small bolts from being over-tightened, and the auto-stop mode cuts the motor once a nut is run off.',
      zh: '脚手架和钢结构安装工人用RF-IW20B紧固M16、M20螺栓。三档转速避免小螺栓拧得过紧，自动停机模式在螺母退出后自动断电。',
    },
    highlights: [
      { en: 'Three speed modes and auto-stop', zh: '三档转速及自动停机模式' },
      { en: 'Hog-ring anvil', zh: '卡环式方头' },
      { en: 'Triple LED ring light', zh: '三灯环形照明' },
    ],
    specs: [
      ['voltage', '20 V'],
      ['speed', '0–2,400 r/min'],
      ['impacts', '0–3,200 ipm'],
      ['torque', '400 N·m'],
      ['drive', '1/2"'],
      ['battery', '2 × 4.0 Ah'],
      ['charge', '90 min'],
      ['weight', '1.8 kg'],
    ],
    box: [...kit(2, '4.0'), CASE],
  },
  {
    model: 'DA-ID12',
    brand: 'dca',
    category: 'wrenches',
    cordless: true,
    title: { en: '12V Impact Driver 1/4" Hex', zh: '12V冲击起子机 1/4"六角' },
    summary: {
      en: 'A pocket-sized impact driver for self-drilling screws and cable tray fixings.',
      zh: '小巧的冲击起子机，适合自攻螺钉和桥架固定。',
    },
    intro: {
      en: 'Electricians fixing cable trays to steel drive thousands of self-drilling screws. The DA-ID12 does it with 110 N·m in a tool under 1 kg, and its 1/4" hex chuck takes bits with one hand.',
      zh: '电工在钢结构上固定电缆桥架，要拧成千上万颗自钻自攻螺钉。DA-ID12整机不足1 kg，扭矩却有110 N·m，1/4"六角快换夹头单手即可装卸批头。',
    },
    highlights: [
      { en: 'One-hand bit change', zh: '单手快换批头' },
      { en: 'Self-drilling screw mode', zh: '自攻螺钉专用模式' },
      { en: 'Rubber bumper on the nose', zh: '机头橡胶护套' },
    ],
    specs: [
      ['voltage', '12 V'],
      ['speed', '0–2,600 r/min'],
      ['impacts', '0–3,300 ipm'],
      ['torque', '110 N·m'],
      ['drive', '1/4" hex'],
      ['battery', '2 × 2.0 Ah'],
      ['charge', '50 min'],
      ['weight', '0.98 kg'],
    ],
    box: [...kit12(2, '2.0'), BAG],
  },
  {
    model: 'DK-IW450',
    brand: 'dck',
    category: 'wrenches',
    cordless: false,
    title: { en: '450 W Impact Wrench 1/2"', zh: '450W冲击扳手 1/2"' },
    summary: {
      en: 'A corded impact wrench for workshops and tyre shops with a socket in every bay.',
      zh: '交流冲击扳手，适合每个工位都有电源的车间和轮胎店。',
    },
    intro: {
      en: 'Where there is always power, the DK-IW450 delivers 350 N·m without batteries to look after. Its metal gear housing and 3 m cable are made for a tyre bay.',
      zh: '在电源随处可用的场所，DK-IW450无需维护电池即可提供350 N·m扭矩。金属齿轮箱和3 m电缆专为轮胎店工位设计。',
    },
    highlights: [
      { en: 'Forward/reverse rocker switch', zh: '翘板式正反转开关' },
      { en: 'Metal gear housing', zh: '金属齿轮箱' },
      { en: '3 m cable', zh: '3 m电缆' },
    ],
    specs: [
      ['voltage', '220 V ~ 50 Hz'],
      ['power', '450 W'],
      ['speed', '0–2,200 r/min'],
      ['impacts', '0–2,600 ipm'],
      ['torque', '350 N·m'],
      ['drive', '1/2"'],
      ['weight', '2.6 kg'],
    ],
    box: [{ en: '4 impact sockets (17–22 mm)', zh: '冲击套筒4只（17–22 mm）' }, CASE],
  },
  {
    model: 'RF-CS185',
    brand: 'own',
    category: 'saws',
    cordless: false,
    title: { en: '1,400 W Circular Saw 185 mm', zh: '1400W电圆锯 185 mm' },
    summary: {
      en: 'A 185 mm site saw with a magnesium base and 63 mm depth of cut.',
      zh: '185 mm工地电圆锯，镁合金底板，最大切深63 mm。',
    },
    intro: {
      en: 'Formwork carpenters cut plywood and 50 mm timber all day. The RF-CS185 has a rigid magnesium base that stays square after a drop, and a blower that keeps the cutting line clear of sawdust.',
      zh: '模板木工整天切割胶合板和50 mm厚的木方。RF-CS185采用坚固的镁合金底板，跌落后依然保持方正；吹屑装置让切割线始终清晰可见。',
    },
    highlights: [
      { en: 'Bevel 0–56° with a stop at 45°', zh: '斜切0–56°，45°处设定位' },
      { en: 'Sawdust blower', zh: '吹屑装置' },
      { en: 'Spindle lock for blade changes', zh: '主轴锁，换锯片方便' },
    ],
    specs: [
      ['voltage', '220 V ~ 50 Hz'],
      ['power', '1,400 W'],
      ['speed', '5,200 r/min'],
      ['blade', '185 mm'],
      ['depth', '63 / 45 mm'],
      ['weight', '4.1 kg'],
    ],
    box: [
      { en: '24-tooth carbide blade', zh: '24齿硬质合金锯片' },
      { en: 'Parallel guide', zh: '平行靠尺' },
    ],
  },
  {
    model: 'RF-CS20B',
    brand: 'own',
    category: 'saws',
    cordless: true,
    title: { en: '20V Brushless Circular Saw 165 mm', zh: '20V无刷电圆锯 165 mm' },
    summary: {
      en: 'A cordless 165 mm saw that cuts 2 × 4 timber in one pass.',
      zh: '无线165 mm电圆锯，一次切断2 × 4英寸木方。',
    },
    intro: {
      en: 'For fit-out crews working on floors without power yet, the RF-CS20B cuts about 160 lengths of 18 mm plywood on a 5.0 Ah battery. The brake stops the blade as soon as the trigger is released.',
      zh: '对于在尚未通电的楼层施工的装修队伍，RF-CS20B使用一块5.0 Ah电池可切割约160段18 mm胶合板。松开开关后锯片立即刹停。',
    },
    highlights: [
      { en: 'Electric brake', zh: '电子刹车' },
      { en: 'Rail-ready base', zh: '底板可配导轨使用' },
      { en: 'Dust port for an extractor', zh: '吸尘接口' },
    ],
    specs: [
      ['voltage', '20 V'],
      ['speed', '5,000 r/min'],
      ['blade', '165 mm'],
      ['depth', '55 / 38 mm'],
      ['battery', '1 × 5.0 Ah'],
      ['charge', '110 min'],
      ['weight', '2.9 kg'],
    ],
    box: [...kit(1, '5.0'), { en: '24-tooth carbide blade', zh: '24齿硬质合金锯片' }],
  },
  {
    model: 'KX-SW140',
    brand: 'kinlux',
    category: 'saws',
    cordless: false,
    title: { en: '600 W Compact Circular Saw 140 mm', zh: '600W紧凑型电圆锯 140 mm' },
    summary: {
      en: 'A light saw for shelves, laminate flooring and garden projects at home.',
      zh: '轻巧的家用电圆锯，适合搁板、复合地板和庭院木作。',
    },
    intro: {
      en: 'The KX-SW140 is small enough to keep in a cupboard and to use with one hand on a workbench. A laser line shows where the blade will cut, which first-time users find reassuring.',
      zh: 'KX-SW140小巧到可以放进储物柜，在工作台上单手即可操作。激光指示线标出锯片的切割位置，让初次使用的人也更放心。',
    },
    highlights: [
      { en: 'Laser guide', zh: '激光导向线' },
      { en: 'Blade guard that locks when the saw is off', zh: '停机时自动锁止的锯片防护罩' },
      { en: 'Depth scale on the handle', zh: '手柄上设切深刻度' },
    ],
    specs: [
      ['voltage', '220 V ~ 50 Hz'],
      ['power', '600 W'],
      ['speed', '4,800 r/min'],
      ['blade', '140 mm'],
      ['depth', '45 / 30 mm'],
      ['weight', '2.2 kg'],
    ],
    box: [
      { en: '30-tooth blade for laminate', zh: '30齿复合地板锯片' },
      { en: 'Parallel guide', zh: '平行靠尺' },
    ],
  },
  {
    model: 'RF-CM355',
    brand: 'own',
    category: 'cutters',
    cordless: false,
    featured: true,
    title: { en: '2,200 W Cut-off Machine 355 mm', zh: '2200W型材切割机 355 mm' },
    summary: {
      en: 'A 355 mm abrasive cut-off machine with a quick-release vice and spark deflector.',
      zh: '355 mm砂轮型材切割机，配快速台钳和火花挡板。',
    },
    intro: {
      en: 'Steel yards and installers cut pipe and angle to length on the RF-CM355. The vice slides in and locks with one lever, and the deflector sends sparks down and away from the operator.',
      zh: '钢材加工厂和安装队用RF-CM355将钢管和角钢切割到所需长度。台钳滑入后一扳即锁，火花挡板将火花导向下方，远离操作者。',
    },
    highlights: [
      { en: 'Quick-release vice, 0–45°', zh: '快速台钳，0–45°可调' },
      { en: 'Adjustable spark deflector', zh: '可调火花挡板' },
      { en: 'Carry handle and chain lock', zh: '提手及机头锁链' },
    ],
    specs: [
      ['voltage', '220 V ~ 50 Hz'],
      ['power', '2,200 W'],
      ['speed', '3,800 r/min'],
      ['disc', '355 mm'],
      ['pipe', '125 mm'],
      ['weight', '16.5 kg'],
    ],
    box: [{ en: 'Cut-off disc 355 mm', zh: '355 mm切割片' }, SPANNER],
  },
  {
    model: 'DK-CM355',
    brand: 'dck',
    category: 'cutters',
    cordless: false,
    title: { en: '2,000 W Cut-off Machine 355 mm', zh: '2000W型材切割机 355 mm' },
    summary: {
      en: 'A dependable 355 mm cut-off machine with a steel base for the workshop.',
      zh: '可靠耐用的355 mm型材切割机，钢制底座，适合车间使用。',
    },
    intro: {
      en: 'The DK-CM355 is the cut-off machine many small workshops buy first. Its pressed-steel base is heavy and stable, and the motor has a cooling fan sized for cutting all day.',
      zh: 'DK-CM355是许多小型加工车间购买的第一台切割机。冲压钢底座沉稳扎实，电机散热风扇专为全天切割设计。',
    },
    highlights: [
      { en: 'Pressed-steel base', zh: '冲压钢底座' },
      { en: 'Depth stop for repeat cuts', zh: '限位装置，便于重复切割' },
      { en: 'Brushes reachable from outside', zh: '碳刷可从外部更换' },
    ],
    specs: [
      ['voltage', '220 V ~ 50 Hz'],
      ['power', '2,000 W'],
      ['speed', '3,800 r/min'],
      ['disc', '355 mm'],
      ['pipe', '115 mm'],
      ['weight', '15.8 kg'],
    ],
    box: [{ en: 'Cut-off disc 355 mm', zh: '355 mm切割片' }, SPANNER],
  },
  {
    model: 'DA-DC355',
    brand: 'dca',
    category: 'cutters',
    cordless: false,
    title: { en: '1,800 W Dry-cut Metal Saw 355 mm', zh: '1800W金属冷切锯 355 mm' },
    summary: {
      en: 'A carbide-blade metal saw that cuts steel cold, clean and without sparks.',
      zh: '硬质合金锯片金属冷切锯，切割钢材无火花、切口平整、不发热。',
    },
    intro: {
      en: 'Where sparks are not welcome — inside finished buildings, near fuel — the DA-DC355 cuts steel with a slow-turning carbide blade. The cut comes out square and burr-free and the piece can be handled at once.',
      zh: '在不允许产生火花的场所——已完工的室内、燃料附近——DA-DC355以低速旋转的硬质合金锯片切割钢材。切口方正无毛刺，切完即可用手拿取。',
    },
    highlights: [
      { en: 'No sparks, little heat', zh: '无火花，几乎不发热' },
      { en: 'Chip collector', zh: '铁屑收集盒' },
      { en: 'Mitre vice 0–45°', zh: '斜切台钳0–45°' },
    ],
    specs: [
      ['voltage', '220 V ~ 50 Hz'],
      ['power', '1,800 W'],
      ['speed', '1,300 r/min'],
      ['blade', '355 mm'],
      ['pipe', '130 mm'],
      ['weight', '19.0 kg'],
    ],
    box: [{ en: '66-tooth carbide blade for steel', zh: '66齿钢材专用硬质合金锯片' }, SPANNER],
  },
  {
    model: 'RF-PL180',
    brand: 'own',
    category: 'polishers',
    cordless: false,
    title: { en: '1,200 W Rotary Polisher 180 mm', zh: '1200W抛光机 180 mm' },
    summary: {
      en: 'A variable-speed rotary polisher for paint correction and stone floors.',
      zh: '无级调速抛光机，适合漆面修复和石材地面抛光。',
    },
    intro: {
      en: 'Body shops correct paint with the RF-PL180 because it holds its set speed under load: the electronics add power when the pad is pressed harder, so the finish stays even across a panel.',
      zh: '汽车钣喷店选用RF-PL180修复漆面，因为它在负载下也能保持设定转速：抛光盘压得越重，电子控制补充的功率越多，整块板面的效果保持一致。',
    },
    highlights: [
      { en: 'Constant speed under load', zh: '负载恒速' },
      { en: 'Speed dial 600–3,000 r/min', zh: '调速范围600–3,000 r/min' },
      { en: 'Loop handle for two-hand control', zh: '环形手柄，双手控制更稳' },
    ],
    specs: [
      ['voltage', '220 V ~ 50 Hz'],
      ['power', '1,200 W'],
      ['speed', '600–3,000 r/min'],
      ['pad', '180 mm'],
      ['spindle', 'M14'],
      ['weight', '2.9 kg'],
    ],
    box: [
      { en: 'Backing pad 180 mm', zh: '180 mm托盘' },
      { en: 'Wool bonnet', zh: '羊毛抛光轮' },
      SIDE_HANDLE,
    ],
  },
  {
    model: 'KX-DA150',
    brand: 'kinlux',
    category: 'polishers',
    cordless: false,
    title: { en: '750 W Dual-action Car Polisher 150 mm', zh: '750W双动作汽车抛光机 150 mm' },
    summary: {
      en: 'A random-orbit polisher that is safe on car paint in a beginner’s hands.',
      zh: '偏心双动作抛光机，新手使用也不易伤漆面。',
    },
    intro: {
      en: 'Because the pad both spins and orbits, the KX-DA150 cannot burn through paint the way a rotary machine can. Car owners use it to remove swirls and wax the car on a Sunday afternoon.',
      zh: 'KX-DA150的抛光盘既自转又偏心摆动，不会像旋转抛光机那样磨穿漆面。车主周末下午就能用它去除旋纹并为爱车打蜡。',
    },
    highlights: [
      { en: 'Six speed settings', zh: '六档调速' },
      { en: '8 mm orbit', zh: '8 mm偏心距' },
      { en: 'Soft grip on the head', zh: '机头软胶握持' },
    ],
    specs: [
      ['voltage', '220 V ~ 50 Hz'],
      ['power', '750 W'],
      ['speed', '2,000–5,500 opm'],
      ['pad', '150 mm'],
      ['orbit', '8 mm'],
      ['weight', '2.4 kg'],
    ],
    box: [
      { en: '3 foam pads', zh: '海绵抛光盘3片' },
      { en: 'Microfibre cloth', zh: '超细纤维擦布' },
      BAG,
    ],
  },
  {
    model: 'DA-WP100',
    brand: 'dca',
    category: 'polishers',
    cordless: false,
    title: { en: '1,050 W Wet Stone Polisher 100 mm', zh: '1050W石材水磨机 100 mm' },
    summary: {
      en: 'A water-fed polisher for granite and marble worktops, with a residual-current device.',
      zh: '带漏电保护器的供水式抛光机，适合花岗岩和大理石台面。',
    },
    intro: {
      en: 'Stone fitters finish worktop edges on site with the DA-WP100. Water runs through the spindle to the pad to keep the stone cool and the dust down, and the residual-current device on the cable protects the user.',
      zh: '石材安装师傅在现场用DA-WP100精磨台面边缘。水通过主轴流到磨盘，使石材降温并抑制粉尘，电缆上的漏电保护器保障使用者安全。',
    },
    highlights: [
      { en: 'Water feed through the spindle', zh: '主轴中心供水' },
      { en: 'Residual-current device on the cable', zh: '电缆自带漏电保护器' },
      { en: 'Speed dial 2,000–4,500 r/min', zh: '调速范围2,000–4,500 r/min' },
    ],
    specs: [
      ['voltage', '220 V ~ 50 Hz'],
      ['power', '1,050 W'],
      ['speed', '2,000–4,500 r/min'],
      ['pad', '100 mm'],
      ['spindle', 'M14'],
      ['weight', '2.3 kg'],
    ],
    box: [
      { en: 'Water hose with valve', zh: '带阀供水软管' },
      { en: 'Backing pad 100 mm', zh: '100 mm托盘' },
    ],
  },
  {
    model: 'KX-HT20',
    brand: 'kinlux',
    category: 'garden',
    drawing: 'trimmer',
    cordless: true,
    featured: true,
    title: { en: '20V Hedge Trimmer 550 mm', zh: '20V绿篱修剪机 550 mm' },
    summary: {
      en: 'A cordless hedge trimmer with a 550 mm laser-cut blade and 18 mm capacity.',
      zh: '无线绿篱修剪机，550 mm激光切割刀片，最大修剪直径18 mm。',
    },
    intro: {
      en: 'A typical garden hedge of 30 metres takes one battery charge with the KX-HT20. The blades cut in both directions and the rotating rear handle makes trimming the sides as easy as the top.',
      zh: '一段约30米长的庭院绿篱，KX-HT20一次充电即可修剪完成。双向切割刀片配合可旋转后手柄，修剪侧面和顶部一样轻松。',
    },
    highlights: [
      { en: 'Dual-action blades', zh: '双向往复刀片' },
      { en: 'Rear handle rotates 180°', zh: '后手柄可旋转180°' },
      { en: 'Blade cover for storage', zh: '附刀片保护套' },
    ],
    specs: [
      ['voltage', '20 V'],
      ['bar', '550 mm'],
      ['capacity', '18 mm'],
      ['speed', '2,800 spm'],
      ['battery', '1 × 2.0 Ah'],
      ['charge', '60 min'],
      ['weight', '2.6 kg'],
    ],
    box: [...kit(1, '2.0'), { en: 'Blade cover', zh: '刀片保护套' }],
  },
  {
    model: 'KX-BL20',
    brand: 'kinlux',
    category: 'garden',
    drawing: 'blower',
    cordless: true,
    title: { en: '20V Leaf Blower', zh: '20V吹叶机' },
    summary: {
      en: 'A light cordless blower for paths, patios and garages, with a speed trigger.',
      zh: '轻巧的无线吹叶机，适合清扫小径、露台和车库，开关可调速。',
    },
    intro: {
      en: 'The KX-BL20 clears a driveway of leaves in a few minutes and is quiet enough to use early in the morning. A variable-speed trigger lets it blow dust off a bench as gently as leaves off a lawn.',
      zh: 'KX-BL20几分钟就能吹净车道上的落叶，运行安静，清晨使用也不扰邻。可调速开关既能温和地吹去工作台上的灰尘，也能吹走草坪上的落叶。',
    },
    highlights: [
      { en: 'Variable-speed trigger with cruise lock', zh: '可调速开关，带定速锁' },
      { en: 'Narrow nozzle for corners', zh: '窄口风嘴，清理角落' },
      { en: 'Hangs on a wall hook', zh: '可挂墙收纳' },
    ],
    specs: [
      ['voltage', '20 V'],
      ['air', '200 km/h'],
      ['battery', '1 × 2.0 Ah'],
      ['charge', '60 min'],
      ['weight', '1.9 kg'],
    ],
    box: [...kit(1, '2.0')],
  },
  {
    model: 'KX-CH30',
    brand: 'kinlux',
    category: 'garden',
    drawing: 'chainsaw',
    cordless: true,
    title: { en: '20V Brushless Chain Saw 300 mm', zh: '20V无刷链锯 300 mm' },
    summary: {
      en: 'A cordless 300 mm chain saw with tool-free chain tensioning and an automatic oiler.',
      zh: '无线300 mm链锯，免工具张紧链条，自动供油。',
    },
    intro: {
      en: 'For pruning fruit trees and cutting firewood, the KX-CH30 starts at the press of a trigger and stops in a fraction of a second when the chain brake is pushed. The oil tank has a window so you can see when to top up.',
      zh: '修剪果树、锯切柴火时，KX-CH30扣动开关即可启动，推动链条制动器后瞬间停止。油箱带观察窗，何时加油一目了然。',
    },
    highlights: [
      { en: 'Tool-free chain tensioning', zh: '免工具链条张紧' },
      { en: 'Chain brake and kickback guard', zh: '链条制动器及防反弹护板' },
      { en: 'Automatic chain oiler', zh: '自动链条供油' },
    ],
    specs: [
      ['voltage', '20 V'],
      ['bar', '300 mm'],
      ['chain', '5 m/s'],
      ['battery', '1 × 4.0 Ah'],
      ['charge', '90 min'],
      ['weight', '3.4 kg'],
    ],
    box: [...kit(1, '4.0'), { en: 'Bar cover', zh: '导板保护套' }],
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
  { page: '/service/parts', title: { en: 'Spare Parts', zh: '配件查询' } },
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

/**
 * Demo anti-counterfeit codes (listed in the README so anyone can try the check), each on a
 * product of the brand its prefix names.
 */
export const DEMO_SECURITY_CODES = [
  { code: 'RF7K2M9PQ4XT6WZ3', batch: '2026-03-A', model: 'RF-DD20B' },
  { code: 'RF3H8N5VQ2LC7TY9', batch: '2026-03-A', model: 'RF-AG125' },
  { code: 'DK4P9X2MW7R5ZQ8H', batch: '2026-05-B', model: 'DK-RH20B' },
  { code: 'DA6T3Y8KQ2N9XV4MC7PW', batch: '2026-06-C', model: 'DA-ID12' },
  { code: 'KX2W7Q9M4T8Z3R6NH5YP', batch: '2026-07-D', model: 'KX-HT20' },
]

export const brandOf = (code: BrandCode): BrandDef => {
  const brand = BRANDS.find((b) => b.code === code)
  if (!brand) throw new Error(`unknown brand ${code}`)
  return brand
}

export const categoryOf = (key: CategoryKey): CategoryDef => {
  const category = CATEGORIES.find((c) => c.key === key)
  if (!category) throw new Error(`unknown category ${key}`)
  return category
}

/** A category's warranty terms: the seed's one source of them (its rows and its manuals). */
export const warrantyOf = (category: CategoryDef): WarrantyTerms => category.warranty ?? WARRANTY

/** The product's full name in one language: brand, title, model. */
export const productName = (p: ProductDef, locale: Locale): string =>
  `${brandOf(p.brand).name[locale]} ${p.title[locale]} ${p.model}`

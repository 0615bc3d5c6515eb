/**
 * News, jobs, videos, banners and file categories of the demo catalogue, each defined once with
 * its English and Chinese text (see seed-data.ts).
 */
import type { L } from './seed-data'

export type NewsCategoryKey = 'company' | 'launches' | 'industry'

export const NEWS_CATEGORIES: Array<{ key: NewsCategoryKey; name: L }> = [
  { key: 'company', name: { en: 'Company News', zh: '公司新闻' } },
  { key: 'launches', name: { en: 'Product Launches', zh: '新品发布' } },
  { key: 'industry', name: { en: 'Industry News', zh: '行业资讯' } },
]

/** What a news cover shows (app/server/media/drawings.ts). */
export type Scene =
  | 'factory'
  | 'battery'
  | 'outlet'
  | 'fair'
  | 'classroom'
  | 'safety'
  | 'standard'
  | 'conference'
  | 'award'
  | 'warehouse'
  | 'tree'
  | 'lab'

export type NewsDef = {
  key: string
  category: NewsCategoryKey
  /** Publication date, YYYY-MM-DD (China time). */
  date: string
  cover: Scene
  title: L
  summary: L
  /** Paragraphs of the article. */
  body: L[]
}

export const NEWS: NewsDef[] = [
  {
    key: 'brushless-line-qidong',
    category: 'company',
    date: '2026-10-28',
    cover: 'factory',
    title: {
      en: 'Second brushless motor line starts in Qidong',
      zh: '启东工厂第二条无刷电机生产线投产',
    },
    summary: {
      en: 'The new line doubles the plant’s output of brushless motors to 1.2 million a year.',
      zh: '新产线投产后，工厂无刷电机年产能翻番，达到120万台。',
    },
    body: [
      {
        en: 'Our plant in Qidong, Jiangsu, started its second assembly line for brushless motors on 26 October. Together with the first line, opened in 2024, the plant can now build 1.2 million brushless motors a year.',
        zh: '10月26日，我司位于江苏启东的工厂第二条无刷电机装配线正式投产。加上2024年投产的第一条产线，工厂无刷电机年产能已达120万台。',
      },
      {
        en: 'The line winds, balances and tests each stator and rotor automatically; every finished motor runs for 30 seconds on a test bench that records its current draw and noise before it goes to tool assembly.',
        zh: '新产线自动完成定子、转子的绕线、动平衡和检测；每台电机在进入整机装配前，都要在测试台上运行30秒，记录电流和噪声数据。',
      },
      {
        en: 'The extra capacity goes first to the 20 V range, whose drills, grinders and impact wrenches have waited up to six weeks for delivery this year.',
        zh: '新增产能将优先供应20V系列——今年该系列的电钻、角磨机和冲击扳手交货周期一度长达六周。',
      },
    ],
  },
  {
    key: 'outlets-every-province',
    category: 'company',
    date: '2026-10-15',
    cover: 'outlet',
    title: {
      en: 'Authorised service outlets in every province',
      zh: '授权售后网点覆盖全国各省',
    },
    summary: {
      en: 'In most prefecture-level cities a customer now reaches an outlet within an hour.',
      zh: '在大多数地级市，用户一小时内即可到达授权网点。',
    },
    body: [
      {
        en: 'With the opening of an outlet in Korla, Xinjiang, in October, our after-sales network counts 132 authorised outlets in 66 cities, in all 31 provinces, autonomous regions and municipalities of the mainland.',
        zh: '随着10月新疆库尔勒网点的开业，我司售后网络已覆盖全国大陆31个省、自治区、直辖市的66座城市，授权网点达132家。',
      },
      {
        en: 'Every outlet keeps the fast-moving spare parts in stock and its technicians are trained at one of our plants. Repairs under warranty are free and most are done within three working days.',
        zh: '每家网点都备有常用配件库存，维修技师均在我司工厂接受过培训。保修期内维修免费，大部分维修可在三个工作日内完成。',
      },
      {
        en: 'Customers find the nearest outlet on our website or by calling the hotline 400-182-5988.',
        zh: '用户可在官网查询最近的网点，或拨打服务热线400-182-5988。',
      },
    ],
  },
  {
    key: 'fair-20v-platform',
    category: 'launches',
    date: '2026-09-24',
    cover: 'fair',
    title: {
      en: 'Trade fair: one 20 V battery for forty tools',
      zh: '展会直击：一块20V电池通用四十款工具',
    },
    summary: {
      en: 'Visitors to our stand tried drills, saws and garden tools that all share one battery.',
      zh: '观众在展台上体验了共用同一款电池的电钻、电锯和园林工具。',
    },
    body: [
      {
        en: 'At the hardware fair in Shanghai our stand showed the whole 20 V platform for the first time: forty tools from four brands that take the same battery packs and chargers.',
        zh: '在上海五金展上，我司展台首次完整展示了20V平台：来自四个品牌的四十款工具共用同一款电池包和充电器。',
      },
      {
        en: 'The busiest corner was the cutting table, where visitors cut rebar with the RF-AG20B grinder and plywood with the RF-CS20B saw on the same battery.',
        zh: '人气最旺的是切割体验区，观众用同一块电池先后驱动RF-AG20B角磨机切钢筋、RF-CS20B电圆锯切胶合板。',
      },
    ],
  },
  {
    key: 'apprentices-tenth-class',
    category: 'company',
    date: '2026-09-01',
    cover: 'classroom',
    title: {
      en: 'Apprentice programme welcomes its tenth class',
      zh: '学徒计划迎来第十期学员',
    },
    summary: {
      en: 'Sixty young technicians begin two years of training in Qidong and Yongkang.',
      zh: '六十名青年技工在启东和永康开始为期两年的培训。',
    },
    body: [
      {
        en: 'Sixty apprentices from vocational schools in Jiangsu, Zhejiang and Anhui joined the company on 1 September. They will spend two years alternating between the classroom and the production lines of our two plants.',
        zh: '9月1日，来自江苏、浙江和安徽职业院校的六十名学徒加入公司。他们将在两年内交替进行课堂学习和两家工厂的产线实践。',
      },
      {
        en: 'Since the programme began in 2017, 412 apprentices have finished it; more than half still work with us, many as line leaders and quality inspectors.',
        zh: '该计划自2017年启动以来已有412名学徒结业，其中一半以上仍在公司工作，不少人已成为班组长和质检员。',
      },
    ],
  },
  {
    key: 'safety-week',
    category: 'company',
    date: '2026-08-18',
    cover: 'safety',
    title: { en: 'Safety week at both plants', zh: '两大工厂开展安全生产周活动' },
    summary: {
      en: 'Fire drills, machine audits and a refresher on lock-out rules for every team.',
      zh: '消防演练、设备检查以及面向全体班组的上锁挂牌规程复训。',
    },
    body: [
      {
        en: 'From 11 to 15 August every team in Qidong and Yongkang took part in safety week. Each shift ran a fire drill, and maintenance teams audited the guards and emergency stops of all 380 presses and winding machines.',
        zh: '8月11日至15日，启东和永康两地所有班组参加了安全生产周活动。各班次开展了消防演练，设备维护团队检查了全部380台冲床和绕线机的防护装置与急停按钮。',
      },
      {
        en: 'The plants have now gone 1,460 days without a lost-time accident.',
        zh: '目前两家工厂已连续1460天未发生误工事故。',
      },
    ],
  },
  {
    key: 'grinder-standard',
    category: 'industry',
    date: '2026-07-30',
    cover: 'standard',
    title: {
      en: 'What the revised grinder standard means for users',
      zh: '角磨机安全标准修订对用户意味着什么',
    },
    summary: {
      en: 'Restart protection becomes mandatory; our grinders have had it since 2024.',
      zh: '防意外再启动保护成为强制要求；我司角磨机自2024年起已全面配备。',
    },
    body: [
      {
        en: 'The revised national safety standard for hand-held grinders requires that a grinder switched on when the power fails must not start again by itself when the power returns.',
        zh: '修订后的手持式砂轮机国家安全标准要求：断电时处于开启状态的角磨机，在恢复供电后不得自行启动。',
      },
      {
        en: 'All Ruifeng and DCK corded grinders made since 2024 already meet this rule. Customers with older grinders can have a restart-protection switch fitted at any authorised outlet at the cost of the part.',
        zh: '2024年以来生产的瑞丰和DCK交流角磨机均已符合该要求。持有旧款角磨机的用户，可到任一授权网点加装防再启动开关，只收取配件费用。',
      },
    ],
  },
  {
    key: 'dealer-conference',
    category: 'company',
    date: '2026-07-08',
    cover: 'conference',
    title: {
      en: 'Dealer conference sets plans for next season',
      zh: '经销商大会共商新一季计划',
    },
    summary: {
      en: 'Partners from 28 provinces met in Hangzhou to plan the coming season.',
      zh: '来自28个省份的合作伙伴齐聚杭州，共同规划新一季工作。',
    },
    body: [
      {
        en: 'More than 300 dealers from 28 provinces met in Hangzhou on 6 and 7 July. They saw the products due next season and agreed on shared stock for the 20 V batteries so that small stores are never without packs.',
        zh: '7月6日至7日，来自28个省份的300余家经销商齐聚杭州。与会者提前了解了新一季的产品，并商定建立20V电池共享库存，确保小型门店不断货。',
      },
      {
        en: 'Twelve dealers received awards for service quality, measured by their customers’ ratings after repairs.',
        zh: '十二家经销商凭借维修后用户评价获得服务质量奖。',
      },
    ],
  },
  {
    key: 'hammer-design-award',
    category: 'launches',
    date: '2026-06-20',
    cover: 'award',
    title: {
      en: 'RF-RH26 rotary hammer wins a design award',
      zh: 'RF-RH26电锤荣获工业设计奖',
    },
    summary: {
      en: 'The jury praised its low vibration and the balance of the tool in the hand.',
      zh: '评委称赞其低振动以及握持时的良好平衡。',
    },
    body: [
      {
        en: 'The RF-RH26 SDS-plus rotary hammer received a product design award in the professional tools category. The jury tested it on concrete blocks and singled out the counterweight that cancels much of the vibration.',
        zh: 'RF-RH26四坑电锤在专业工具类别中获得产品设计奖。评委在混凝土砌块上进行了实测，特别肯定了其抵消大部分振动的平衡配重设计。',
      },
      {
        en: 'The design team in Qidong spent two years on the hammer, building 40 prototypes to get the balance point right above the grip.',
        zh: '启东设计团队为这款电锤投入两年时间，先后制作了40台样机，才将重心调整到握把正上方。',
      },
    ],
  },
  {
    key: 'garden-range',
    category: 'launches',
    date: '2026-04-12',
    cover: 'tree',
    title: {
      en: 'Kinlux garden tools move to the 20 V battery',
      zh: '金力士园林工具全面切换至20V电池平台',
    },
    summary: {
      en: 'The hedge trimmer, blower and chain saw now share batteries with the professional range.',
      zh: '绿篱修剪机、吹叶机和链锯现与专业系列共用电池。',
    },
    body: [
      {
        en: 'This spring the Kinlux KX-HT20 hedge trimmer, KX-BL20 blower and KX-CH30 chain saw moved to the 20 V battery, so a customer who owns a Ruifeng drill can use its battery in the garden.',
        zh: '今年春季，金力士KX-HT20绿篱修剪机、KX-BL20吹叶机和KX-CH30链锯全部切换至20V电池平台。已有瑞丰电钻的用户，可以直接把电池用在园林工具上。',
      },
      {
        en: 'The garden tools are also sold without battery and charger, which brings the price of the hedge trimmer down by almost half.',
        zh: '园林工具同时提供不含电池和充电器的裸机版本，绿篱修剪机的售价因此降低近一半。',
      },
    ],
  },
  {
    key: 'yongkang-warehouse',
    category: 'company',
    date: '2026-03-05',
    cover: 'warehouse',
    title: {
      en: 'New parts warehouse in Yongkang ships within 24 hours',
      zh: '永康新配件仓库实现24小时内发货',
    },
    summary: {
      en: 'Service outlets now receive spare parts the day after they order them.',
      zh: '售后网点下单后次日即可收到配件。',
    },
    body: [
      {
        en: 'Our new spare-parts warehouse next to the Yongkang plant holds 18,000 different parts, from carbon brushes to complete gear heads. Orders placed by outlets before 4 pm leave the same day.',
        zh: '紧邻永康工厂的新配件仓库储备了从碳刷到整套齿轮箱在内的18000种配件。网点在下午4点前下单，当天即可发货。',
      },
      {
        en: 'Faster parts mean faster repairs: the average repair time at our outlets fell from 4.2 to 2.6 working days in the first two months.',
        zh: '配件到得快，维修就快：投用头两个月，网点平均维修时长已由4.2个工作日缩短至2.6个工作日。',
      },
    ],
  },
  {
    key: 'tree-planting',
    category: 'company',
    date: '2026-03-12',
    cover: 'tree',
    title: { en: 'Staff plant 2,000 trees on Arbor Day', zh: '植树节员工种下2000棵树' },
    summary: {
      en: 'Volunteers from both plants planted a shelter belt along the Yangtze shore.',
      zh: '两家工厂的志愿者在长江岸边种植了一片防护林。',
    },
    body: [
      {
        en: 'On Arbor Day 240 volunteers from Qidong and Yongkang planted 2,000 poplar and camphor saplings on a shore strip near Qidong, where the town is building a shelter belt against the wind.',
        zh: '植树节当天，来自启东和永康的240名志愿者在启东沿江地带种下杨树、香樟树苗共2000棵，助力当地防风林带建设。',
      },
      {
        en: 'The chain saws and hedge trimmers of the Kinlux range were left at home: the day was about spades.',
        zh: '这一天，金力士的链锯和绿篱修剪机都没有派上用场——主角是铁锹。',
      },
    ],
  },
  {
    key: 'battery-test-lab',
    category: 'industry',
    date: '2026-01-22',
    cover: 'lab',
    title: {
      en: 'Battery lab passes national accreditation',
      zh: '电池实验室通过国家认可',
    },
    summary: {
      en: 'Our test lab may now certify battery packs for transport and safety rules itself.',
      zh: '我司实验室现可自行完成电池包运输与安全相关认证测试。',
    },
    body: [
      {
        en: 'The battery test laboratory in Qidong has been accredited by the national accreditation service. It runs the drop, crush, short-circuit and thermal tests that every lithium pack must pass before it may be shipped.',
        zh: '启东电池测试实验室已通过国家认可委员会认可。实验室可开展锂电池包运输前必须通过的跌落、挤压、短路和热滥用等测试。',
      },
      {
        en: 'Testing in house cuts the time to bring a new battery pack to market by about two months.',
        zh: '自主测试使新电池包的上市时间缩短约两个月。',
      },
    ],
  },
]

export type PositionTypeKey =
  | 'campus-rd'
  | 'campus-trainee'
  | 'campus-sales'
  | 'engineering'
  | 'manufacturing'
  | 'sales'
  | 'supply'
  | 'corporate'

export const POSITION_TYPES: Array<{ key: PositionTypeKey; kind: 'campus' | 'social'; name: L }> = [
  { key: 'campus-rd', kind: 'campus', name: { en: 'R&D', zh: '研发类' } },
  {
    key: 'campus-trainee',
    kind: 'campus',
    name: { en: 'Management Trainee', zh: '管培生' },
  },
  {
    key: 'campus-sales',
    kind: 'campus',
    name: { en: 'Sales & Marketing', zh: '营销类' },
  },
  { key: 'engineering', kind: 'social', name: { en: 'Engineering', zh: '研发技术' } },
  {
    key: 'manufacturing',
    kind: 'social',
    name: { en: 'Manufacturing & Quality', zh: '生产与质量' },
  },
  { key: 'sales', kind: 'social', name: { en: 'Sales & Service', zh: '销售与服务' } },
  { key: 'supply', kind: 'social', name: { en: 'Supply Chain', zh: '供应链' } },
  { key: 'corporate', kind: 'social', name: { en: 'Corporate Functions', zh: '职能支持' } },
]

export const PLACES = {
  qidong: { en: 'Qidong, Jiangsu', zh: '江苏启东' },
  yongkang: { en: 'Yongkang, Zhejiang', zh: '浙江永康' },
  shanghai: { en: 'Shanghai', zh: '上海' },
  guangzhou: { en: 'Guangzhou, Guangdong', zh: '广东广州' },
  chengdu: { en: 'Chengdu, Sichuan', zh: '四川成都' },
} satisfies Record<string, L>

export type PositionDef = {
  key: string
  type: PositionTypeKey
  name: L
  headcount: number
  place: keyof typeof PLACES
  date: string
  duties: L[]
  requirements: L[]
}

export const POSITIONS: PositionDef[] = [
  {
    key: 'graduate-motor-engineer',
    type: 'campus-rd',
    name: { en: 'Graduate Motor Engineer', zh: '电机工程师（应届）' },
    headcount: 6,
    place: 'qidong',
    date: '2026-10-20',
    duties: [
      {
        en: 'Design and simulate brushless motors with senior engineers',
        zh: '在资深工程师指导下进行无刷电机设计与仿真',
      },
      { en: 'Build and test prototype motors in the lab', zh: '在实验室制作并测试样机电机' },
      { en: 'Write test reports and design documents', zh: '编写测试报告和设计文档' },
    ],
    requirements: [
      {
        en: 'Master’s or bachelor’s degree in electrical engineering, graduating in 2027',
        zh: '电气工程相关专业硕士或本科，2027届毕业生',
      },
      { en: 'Knowledge of electromagnetics and motor control', zh: '掌握电磁场及电机控制基础知识' },
      { en: 'Experience with simulation software is a plus', zh: '有电磁仿真软件使用经验者优先' },
    ],
  },
  {
    key: 'graduate-firmware-engineer',
    type: 'campus-rd',
    name: { en: 'Graduate Firmware Engineer', zh: '嵌入式软件工程师（应届）' },
    headcount: 4,
    place: 'shanghai',
    date: '2026-10-20',
    duties: [
      {
        en: 'Write firmware for motor controllers and battery management systems',
        zh: '开发电机控制器和电池管理系统的嵌入式软件',
      },
      {
        en: 'Test firmware on tools in the lab and in the field',
        zh: '在实验室和现场对整机软件进行测试',
      },
      { en: 'Review code with the team', zh: '参与团队代码评审' },
    ],
    requirements: [
      {
        en: 'Degree in computer science, electronics or automation, graduating in 2027',
        zh: '计算机、电子或自动化相关专业，2027届毕业生',
      },
      { en: 'Good C and knowledge of microcontrollers', zh: '熟练掌握C语言，了解单片机' },
      { en: 'Curious about how things work', zh: '对事物运行原理有好奇心' },
    ],
  },
  {
    key: 'manufacturing-trainee',
    type: 'campus-trainee',
    name: { en: 'Manufacturing Management Trainee', zh: '生产管理培训生' },
    headcount: 8,
    place: 'yongkang',
    date: '2026-10-12',
    duties: [
      {
        en: 'Rotate through assembly, quality, planning and logistics over 18 months',
        zh: '18个月内在装配、质量、计划和物流岗位轮岗',
      },
      {
        en: 'Lead an improvement project on a production line',
        zh: '主导一个产线改善项目',
      },
      { en: 'Take over a team as line leader after the programme', zh: '轮岗结束后担任班组长' },
    ],
    requirements: [
      {
        en: 'Bachelor’s degree in industrial engineering, mechanical engineering or management',
        zh: '工业工程、机械工程或管理类本科学历',
      },
      { en: 'Enjoys working with people on the shop floor', zh: '乐于在生产一线与人打交道' },
      { en: 'Willing to work in shifts during rotations', zh: '轮岗期间能接受倒班' },
    ],
  },
  {
    key: 'sales-trainee',
    type: 'campus-sales',
    name: { en: 'Sales Trainee', zh: '销售培训生' },
    headcount: 10,
    place: 'guangzhou',
    date: '2026-09-28',
    duties: [
      {
        en: 'Visit dealers and stores with a regional manager',
        zh: '跟随区域经理拜访经销商和门店',
      },
      { en: 'Run product demonstrations for trade customers', zh: '为行业客户进行产品演示' },
      { en: 'Report sales and stock figures every week', zh: '每周汇报销售和库存数据' },
    ],
    requirements: [
      { en: 'Bachelor’s degree in any subject', zh: '本科学历，专业不限' },
      { en: 'Driving licence', zh: '持有驾驶证' },
      { en: 'Likes tools and talking to people', zh: '喜欢工具，善于与人沟通' },
    ],
  },
  {
    key: 'motor-design-engineer',
    type: 'engineering',
    name: { en: 'Motor Design Engineer', zh: '电机设计工程师' },
    headcount: 2,
    place: 'qidong',
    date: '2026-10-25',
    duties: [
      {
        en: 'Design brushless motors for new cordless tools from specification to production',
        zh: '负责新款锂电工具无刷电机从规格定义到量产的设计工作',
      },
      {
        en: 'Work with suppliers of magnets, laminations and windings',
        zh: '与磁钢、硅钢片和漆包线供应商协作',
      },
      {
        en: 'Support the plant when a motor is launched on the line',
        zh: '电机导入产线时提供技术支持',
      },
    ],
    requirements: [
      {
        en: 'Five years of motor design, ideally for power tools or appliances',
        zh: '五年以上电机设计经验，有电动工具或家电行业经验者优先',
      },
      { en: 'Fluent with electromagnetic simulation', zh: '熟练使用电磁仿真软件' },
      { en: 'Reads technical English', zh: '能阅读英文技术资料' },
    ],
  },
  {
    key: 'battery-pack-engineer',
    type: 'engineering',
    name: { en: 'Battery Pack Engineer', zh: '电池包工程师' },
    headcount: 2,
    place: 'qidong',
    date: '2026-10-02',
    duties: [
      {
        en: 'Design lithium-ion packs, their housings and cell holders',
        zh: '设计锂电池包及其外壳和电芯支架',
      },
      {
        en: 'Prepare packs for transport and safety testing',
        zh: '准备电池包的运输及安全认证测试',
      },
      { en: 'Analyse packs returned from the field', zh: '分析市场返修电池包' },
    ],
    requirements: [
      {
        en: 'Three years designing battery packs',
        zh: '三年以上电池包设计经验',
      },
      {
        en: 'Knows the transport and safety rules for lithium batteries',
        zh: '熟悉锂电池运输及安全相关标准',
      },
      { en: 'Mechanical CAD', zh: '熟练使用机械CAD软件' },
    ],
  },
  {
    key: 'process-engineer',
    type: 'manufacturing',
    name: { en: 'Process Engineer', zh: '工艺工程师' },
    headcount: 2,
    place: 'yongkang',
    date: '2026-09-18',
    duties: [
      {
        en: 'Plan assembly processes and fixtures for new tools',
        zh: '为新产品规划装配工艺和工装夹具',
      },
      { en: 'Balance lines and set standard times', zh: '进行产线平衡，制定标准工时' },
      { en: 'Cut scrap and rework on existing lines', zh: '降低现有产线的报废和返工' },
    ],
    requirements: [
      {
        en: 'Degree in mechanical or industrial engineering',
        zh: '机械或工业工程相关专业本科及以上',
      },
      { en: 'Three years in high-volume assembly', zh: '三年以上大批量装配行业经验' },
      { en: 'Lean manufacturing methods', zh: '掌握精益生产方法' },
    ],
  },
  {
    key: 'quality-engineer',
    type: 'manufacturing',
    name: { en: 'Quality Engineer', zh: '质量工程师' },
    headcount: 3,
    place: 'qidong',
    date: '2026-09-09',
    duties: [
      {
        en: 'Set inspection plans for incoming parts and finished tools',
        zh: '制定来料及成品检验计划',
      },
      {
        en: 'Lead root-cause analysis of customer complaints',
        zh: '主导客户投诉的根本原因分析',
      },
      { en: 'Audit suppliers', zh: '开展供应商审核' },
    ],
    requirements: [
      { en: 'Degree in engineering', zh: '工科本科及以上学历' },
      {
        en: 'Three years in quality, ideally in electromechanics',
        zh: '三年以上质量工作经验，机电行业优先',
      },
      { en: 'Knows 8D, FMEA and SPC', zh: '熟悉8D、FMEA和SPC' },
    ],
  },
  {
    key: 'production-supervisor',
    type: 'manufacturing',
    name: { en: 'Production Supervisor', zh: '生产主管' },
    headcount: 1,
    place: 'yongkang',
    date: '2026-08-27',
    duties: [
      {
        en: 'Run three grinder assembly lines and 90 operators',
        zh: '管理三条角磨机装配线及90名员工',
      },
      {
        en: 'Meet the daily plan for output, quality and safety',
        zh: '完成每日产量、质量和安全目标',
      },
      { en: 'Train and coach line leaders', zh: '培训和辅导班组长' },
    ],
    requirements: [
      {
        en: 'Five years in production, two leading a team',
        zh: '五年以上生产经验，其中两年以上团队管理经验',
      },
      { en: 'Calm under pressure', zh: '抗压能力强' },
      { en: 'Willing to work in shifts', zh: '能接受倒班' },
    ],
  },
  {
    key: 'regional-sales-manager',
    type: 'sales',
    name: { en: 'Regional Sales Manager, Southwest', zh: '西南区域销售经理' },
    headcount: 1,
    place: 'chengdu',
    date: '2026-10-10',
    duties: [
      {
        en: 'Grow sales through dealers in Sichuan, Chongqing, Guizhou and Yunnan',
        zh: '通过经销商拓展四川、重庆、贵州和云南市场',
      },
      { en: 'Open new dealers and stores', zh: '开发新的经销商和门店' },
      { en: 'Plan promotions with dealers', zh: '与经销商共同策划促销活动' },
    ],
    requirements: [
      { en: 'Five years selling tools or building materials', zh: '五年以上工具或建材销售经验' },
      { en: 'A network of dealers in the region', zh: '在本区域拥有经销商资源' },
      { en: 'Travels about half of the time', zh: '能接受约一半时间出差' },
    ],
  },
  {
    key: 'export-sales-specialist',
    type: 'sales',
    name: { en: 'Export Sales Specialist', zh: '外贸业务专员' },
    headcount: 2,
    place: 'shanghai',
    date: '2026-09-22',
    duties: [
      {
        en: 'Look after distributors in Southeast Asia and the Middle East',
        zh: '负责东南亚和中东地区经销商的日常维护',
      },
      { en: 'Handle orders, shipping documents and payments', zh: '处理订单、出运单据和收款' },
      { en: 'Attend trade fairs abroad', zh: '参加海外展会' },
    ],
    requirements: [
      { en: 'Fluent English; another language is a plus', zh: '英语流利，掌握其他外语者优先' },
      { en: 'Two years in export sales', zh: '两年以上外贸工作经验' },
      { en: 'Knows Incoterms and letters of credit', zh: '熟悉国际贸易术语和信用证' },
    ],
  },
  {
    key: 'service-engineer',
    type: 'sales',
    name: { en: 'After-sales Service Engineer', zh: '售后服务工程师' },
    headcount: 3,
    place: 'guangzhou',
    date: '2026-08-30',
    duties: [
      { en: 'Train technicians at the outlets of South China', zh: '培训华南地区网点维修技师' },
      {
        en: 'Solve difficult repairs and report faults to the plants',
        zh: '处理疑难维修，并向工厂反馈故障信息',
      },
      { en: 'Audit outlets for parts stock and repair quality', zh: '检查网点配件库存和维修质量' },
    ],
    requirements: [
      {
        en: 'Vocational diploma in electrical or mechanical work',
        zh: '机电相关专业大专及以上学历',
      },
      { en: 'Three years repairing power tools or motors', zh: '三年以上电动工具或电机维修经验' },
      { en: 'Driving licence', zh: '持有驾驶证' },
    ],
  },
  {
    key: 'buyer-electronics',
    type: 'supply',
    name: { en: 'Buyer, Electronic Components', zh: '电子元器件采购员' },
    headcount: 1,
    place: 'qidong',
    date: '2026-09-14',
    duties: [
      {
        en: 'Buy controllers, MOSFETs and battery cells for both plants',
        zh: '为两家工厂采购控制器、MOSFET和电芯',
      },
      { en: 'Negotiate prices and delivery terms', zh: '谈判价格与交货条款' },
      { en: 'Find second sources for critical parts', zh: '为关键物料开发备选供应商' },
    ],
    requirements: [
      { en: 'Three years buying electronic components', zh: '三年以上电子元器件采购经验' },
      { en: 'Understands datasheets', zh: '能看懂元器件规格书' },
      { en: 'Good English for distributors abroad', zh: '英语良好，能与海外分销商沟通' },
    ],
  },
  {
    key: 'hr-specialist',
    type: 'corporate',
    name: { en: 'HR Specialist, Recruitment', zh: '招聘专员' },
    headcount: 1,
    place: 'yongkang',
    date: '2026-08-21',
    duties: [
      {
        en: 'Recruit operators and technicians for the Yongkang plant',
        zh: '为永康工厂招聘一线员工和技术人员',
      },
      { en: 'Organise campus talks and job fairs', zh: '组织校园宣讲会和招聘会' },
      { en: 'Take new colleagues through their first week', zh: '协助新员工完成入职第一周的引导' },
    ],
    requirements: [
      { en: 'Degree in human resources or a related field', zh: '人力资源或相关专业本科学历' },
      { en: 'Two years of recruitment in manufacturing', zh: '两年以上制造业招聘经验' },
      { en: 'Well organised and friendly', zh: '条理清晰，待人友善' },
    ],
  },
]

export type DownloadCategoryKey = 'catalogues' | 'datasheets' | 'certificates'

export const DOWNLOAD_CATEGORIES: Array<{ key: DownloadCategoryKey; name: L }> = [
  { key: 'catalogues', name: { en: 'Catalogues', zh: '产品目录' } },
  { key: 'datasheets', name: { en: 'Data Sheets', zh: '产品技术参数表' } },
  { key: 'certificates', name: { en: 'Certificates', zh: '认证证书' } },
]

/** Company certificates offered as downloads (their PDFs are drawn from these facts). */
export const CERTIFICATES: Array<{
  key: string
  title: L
  standard: string
  number: string
  issued: string
  expires: string
  scope: L
}> = [
  {
    key: 'iso-9001',
    title: { en: 'ISO 9001 quality management certificate', zh: 'ISO 9001质量管理体系认证证书' },
    standard: 'ISO 9001:2015',
    number: 'QMS-26-0417',
    issued: '2026-04-17',
    expires: '2029-04-16',
    scope: {
      en: 'Design, manufacture and service of electric power tools and lithium-ion battery packs',
      zh: '电动工具及锂离子电池包的设计、生产和服务',
    },
  },
  {
    key: 'iso-14001',
    title: {
      en: 'ISO 14001 environmental management certificate',
      zh: 'ISO 14001环境管理体系认证证书',
    },
    standard: 'ISO 14001:2015',
    number: 'EMS-26-0233',
    issued: '2026-02-23',
    expires: '2029-02-22',
    scope: {
      en: 'Manufacture of electric power tools at the Qidong and Yongkang plants',
      zh: '启东、永康工厂的电动工具生产',
    },
  },
  {
    key: 'iso-45001',
    title: {
      en: 'ISO 45001 occupational health and safety certificate',
      zh: 'ISO 45001职业健康安全管理体系认证证书',
    },
    standard: 'ISO 45001:2018',
    number: 'OHS-25-1108',
    issued: '2025-11-08',
    expires: '2028-11-07',
    scope: {
      en: 'Manufacture of electric power tools at the Qidong and Yongkang plants',
      zh: '启东、永康工厂的电动工具生产',
    },
  },
]

export type VideoDef = {
  key: string
  kind: 'activity' | 'product' | 'aftersale'
  title: L
  /** The product it shows (product videos). */
  model?: string
  /** What the poster shows when it is not the product. */
  poster?: Scene | 'brushes' | 'care' | 'charger' | 'faults' | 'warranty'
  date: string
}

/**
 * How long every demo clip plays (scripts/demo-clips.ts draws them six seconds long). A video's
 * listing states the length it plays, never a length of its own.
 */
export const CLIP_SECONDS = 6

/** The clip that plays for a demo video: one per kind, drawn by scripts/demo-clips.ts into
 * public/media/clips (its captions beside it, `<kind>.vtt`). */
export function videoClip(kind: VideoDef['kind']): string {
  return `/media/clips/${kind}.webm`
}

export const VIDEOS: VideoDef[] = [
  {
    key: 'dealer-conference-2026',
    kind: 'activity',
    title: { en: 'Dealer conference 2026 in Hangzhou', zh: '2026经销商大会（杭州）' },
    poster: 'conference',
    date: '2026-07-10',
  },
  {
    key: 'factory-open-day',
    kind: 'activity',
    title: { en: 'Open day at the Qidong plant', zh: '启东工厂开放日' },
    poster: 'factory',
    date: '2026-05-18',
  },
  {
    key: 'skills-contest',
    kind: 'activity',
    title: { en: 'Repair technicians’ skills contest', zh: '维修技师技能大赛' },
    poster: 'classroom',
    date: '2026-04-25',
  },
  {
    key: 'tree-planting-day',
    kind: 'activity',
    title: { en: 'Arbor Day on the Yangtze shore', zh: '长江岸边植树节' },
    poster: 'tree',
    date: '2026-03-13',
  },
  {
    key: 'fair-2026',
    kind: 'activity',
    title: { en: 'Our stand at the Shanghai hardware fair', zh: '上海五金展展台回顾' },
    poster: 'fair',
    date: '2026-09-26',
  },
  {
    key: 'demo-rf-dd20b',
    kind: 'product',
    title: { en: 'RF-DD20B drill driver: torque settings', zh: 'RF-DD20B电钻起子机：扭力调节' },
    model: 'RF-DD20B',
    date: '2026-10-05',
  },
  {
    key: 'demo-rf-ag125',
    kind: 'product',
    title: { en: 'Using the RF-AG125 grinder safely', zh: 'RF-AG125角磨机安全使用' },
    model: 'RF-AG125',
    date: '2026-08-14',
  },
  {
    key: 'demo-rf-rh26',
    kind: 'product',
    title: { en: 'RF-RH26: drilling anchor holes in concrete', zh: 'RF-RH26：混凝土锚栓孔钻孔' },
    model: 'RF-RH26',
    date: '2026-06-22',
  },
  {
    key: 'demo-rf-iw20b',
    kind: 'product',
    title: { en: 'RF-IW20B on M20 bolts', zh: 'RF-IW20B紧固M20螺栓实测' },
    model: 'RF-IW20B',
    date: '2026-05-30',
  },
  {
    key: 'demo-rf-cs185',
    kind: 'product',
    title: { en: 'RF-CS185: bevel cuts in timber', zh: 'RF-CS185：木方斜切演示' },
    model: 'RF-CS185',
    date: '2026-04-08',
  },
  {
    key: 'replacing-brushes',
    kind: 'aftersale',
    title: { en: 'Replacing carbon brushes', zh: '如何更换碳刷' },
    poster: 'brushes',
    date: '2026-09-03',
  },
  {
    key: 'cleaning-care',
    kind: 'aftersale',
    title: { en: 'Cleaning and care after a dusty job', zh: '粉尘作业后的清洁与保养' },
    poster: 'care',
    date: '2026-07-17',
  },
  {
    key: 'battery-care',
    kind: 'aftersale',
    title: { en: 'Looking after 20 V batteries', zh: '20V电池保养指南' },
    poster: 'charger',
    date: '2026-06-06',
  },
  {
    key: 'finding-faults',
    kind: 'aftersale',
    title: { en: 'Five checks before you send a tool in', zh: '送修前的五项自查' },
    poster: 'faults',
    date: '2026-05-02',
  },
  {
    key: 'warranty-service',
    kind: 'aftersale',
    title: { en: 'How warranty service works', zh: '保修服务流程' },
    poster: 'warranty',
    date: '2026-02-20',
  },
]

/** Banners per section (ad types `banner-<section>`); the picture is drawn for its key. */
export const BANNERS: Array<{ key: string; section: string; title: L; link?: string }> = [
  {
    key: 'home-professionals',
    section: 'home',
    title: { en: 'Power tools professionals rely on', zh: '专业人士信赖的电动工具' },
    link: '/product/list',
  },
  {
    key: 'home-platform',
    section: 'home',
    title: { en: 'One 20V battery for the whole range', zh: '20V锂电平台，一块电池通用全系' },
    link: '/product/list',
  },
  {
    key: 'home-network',
    section: 'home',
    title: { en: 'Authorised service outlets in every province', zh: '授权售后网点覆盖全国各省' },
    link: '/service/network',
  },
  { key: 'about', section: 'about', title: { en: 'About Ruifeng', zh: '关于瑞丰' } },
  { key: 'contact', section: 'contact', title: { en: 'Get in touch', zh: '联系我们' } },
  { key: 'member', section: 'member', title: { en: 'Member Centre', zh: '会员中心' } },
  { key: 'product', section: 'product', title: { en: 'Our products', zh: '产品中心' } },
  { key: 'service', section: 'service', title: { en: 'Service and support', zh: '服务支持' } },
  { key: 'recruits', section: 'recruits', title: { en: 'Join us', zh: '加入我们' } },
]

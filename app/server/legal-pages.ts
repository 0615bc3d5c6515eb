import type { Locale } from '~/i18n/locale'

/**
 * The privacy policy and the terms of use, in both languages. Server-side text: the pages'
 * loaders read it (and the page's HTML carries it), so it adds nothing to the pages' scripts.
 */
export type LegalSection = { heading: string; paragraphs: string[] }
export type LegalPage = { title: string; updated: string; sections: LegalSection[] }
export type LegalKind = 'privacy' | 'terms'

const UPDATED = '2026-12-02'

const PAGES: Record<LegalKind, Record<Locale, LegalPage>> = {
  privacy: {
    en: {
      title: 'Privacy Policy',
      updated: UPDATED,
      sections: [
        {
          heading: 'Who we are',
          paragraphs: [
            'Ruifeng Tools runs this website and its member centre. We process personal information in line with the Personal Information Protection Law of the People’s Republic of China (PIPL). Questions and requests: the customer service hotline 400-182-5988 or the contact page.',
          ],
        },
        {
          heading: 'What we collect and why',
          paragraphs: [
            'Membership: your mobile number (your account), e-mail address, nickname and address, to run your account and to reach you about it. Passwords are kept only as a one-way hash.',
            'Forms: what you send with a reservation, a dealer application, a business enquiry, feedback or an evaluation, to answer and handle it.',
            'Product registration: the anti-counterfeit code or model and serial number, purchase date and dealer of a tool you register, and the photo of its receipt if you add one, to keep its warranty on record. We store the receipt photo again as a new picture without its camera data (such as location and device); only you and our service staff can open it.',
            'Subscriptions and shares: the topics you follow and the pages you share, to notify you and to show you your list. If you also choose text messages for a topic, we text your mobile number when that topic publishes something new, once per item; we send such texts only to a number that has been confirmed with a code sent to it.',
            'Security: your network address, counted against limits on log-ins, codes and forms for a short time, to protect accounts from abuse.',
          ],
        },
        {
          heading: 'How long we keep it',
          paragraphs: [
            'Account data as long as your account exists. Sessions end after seven days; security counters and verification codes expire within hours. When you delete your account, your account, sessions, subscriptions, shares, notifications and product registrations (with their receipt photos) are deleted, and your submissions keep no personal information.',
          ],
        },
        {
          heading: 'Sharing',
          paragraphs: [
            'We do not sell personal information. Text messages (verification codes, and the texts of topics you chose to get by text) are sent through our SMS provider, which receives your number and the message only. Uploaded pictures, receipt photos included, may be kept with our cloud storage provider, which stores them for us and uses them for nothing else. Our after-sales outlets receive a reservation’s details when they carry out the repair.',
          ],
        },
        {
          heading: 'Your rights',
          paragraphs: [
            'You can see and correct your profile in the member centre, download everything we hold about you as a file (My Data), withdraw consent and delete your account there at any time, and unsubscribe from any topic in one step.',
          ],
        },
        {
          heading: 'Cookies',
          paragraphs: [
            'We use cookies that the site needs to work: your session, your language and a one-time message after a form. We use no advertising or tracking cookies.',
          ],
        },
      ],
    },
    zh: {
      title: '隐私政策',
      updated: UPDATED,
      sections: [
        {
          heading: '我们是谁',
          paragraphs: [
            '锐锋工具运营本网站及会员中心，并依照《中华人民共和国个人信息保护法》处理个人信息。如有疑问或请求，请拨打客服热线 400-182-5988 或通过联系我们页面与我们联系。',
          ],
        },
        {
          heading: '我们收集哪些信息及其用途',
          paragraphs: [
            '会员：您的手机号码（即账号）、电子邮箱、昵称和地址，用于管理您的账号并就账号事宜与您联系。密码仅以单向哈希形式保存。',
            '表单：您在预约维修、经销商申请、商务合作、意见反馈或服务评价中提交的内容，用于答复和处理。',
            '产品登记：您登记的工具的防伪码或型号和序列号、购买日期和经销商，以及您上传的购买凭证照片，用于记录其保修信息。凭证照片会重新保存为一张不含拍摄信息（如位置和设备）的新图片，仅您本人和我们的服务人员可以查看。',
            '订阅与分享：您订阅的主题和分享的页面，用于向您发送通知并展示您的列表。如您为某个主题选择了短信通知，该主题发布新内容时我们会向您的手机号码发送短信，每条内容一次；此类短信只发送给已通过验证码确认的号码。',
            '安全：您的网络地址会在短时间内用于登录、验证码和表单的次数限制，以保护账号免遭滥用。',
          ],
        },
        {
          heading: '保存期限',
          paragraphs: [
            '账号信息在账号存续期间保存。会话七天后失效；安全计数和验证码在数小时内过期。注销账号后，您的账号、会话、订阅、分享、通知和产品登记（含购买凭证照片）将被删除，您提交的表单不再保留任何个人信息。',
          ],
        },
        {
          heading: '信息共享',
          paragraphs: [
            '我们不出售个人信息。短信（验证码，以及您选择以短信接收的主题通知）通过短信服务商发送，服务商仅接收您的号码和短信内容。上传的图片（包括购买凭证照片）可能保存在我们的云存储服务商处，服务商仅为我们保存，不作他用。售后网点在为您维修时会收到预约信息。',
          ],
        },
        {
          heading: '您的权利',
          paragraphs: [
            '您可以在会员中心查看和更正个人资料，下载我们保存的您的全部数据（我的数据），随时撤回同意并注销账号，也可以一步退订任何主题。',
          ],
        },
        {
          heading: 'Cookie',
          paragraphs: [
            '我们仅使用网站运行所必需的 Cookie：您的会话、语言以及表单提交后的一次性提示。我们不使用任何广告或跟踪 Cookie。',
          ],
        },
      ],
    },
  },
  terms: {
    en: {
      title: 'Terms of Use',
      updated: UPDATED,
      sections: [
        {
          heading: 'Using this site',
          paragraphs: [
            'This site presents Ruifeng Tools’ company, products and services. You may read, download and share its pages for your own use. Do not use it to break the law, to attack its security or to send forms in someone else’s name.',
          ],
        },
        {
          heading: 'Your account',
          paragraphs: [
            'Keep your password to yourself; you are responsible for what is done with your account. We may disable an account that is misused. You can delete your account in the member centre at any time.',
          ],
        },
        {
          heading: 'Products, prices and warranty',
          paragraphs: [
            'Product information is given with care but may change without notice; specifications on the product and its manual prevail. A registered product’s warranty runs for its category’s term from the purchase date shown on the receipt; registration records it and does not replace the receipt.',
          ],
        },
        {
          heading: 'Liability and law',
          paragraphs: [
            'We are not liable for indirect loss from using this site, except where the law says otherwise. These terms are governed by the laws of the People’s Republic of China.',
          ],
        },
      ],
    },
    zh: {
      title: '使用条款',
      updated: UPDATED,
      sections: [
        {
          heading: '使用本网站',
          paragraphs: [
            '本网站介绍锐锋工具的公司、产品和服务。您可以为个人用途浏览、下载和分享网站页面。请勿利用本网站从事违法活动、攻击网站安全或冒用他人名义提交表单。',
          ],
        },
        {
          heading: '您的账号',
          paragraphs: [
            '请妥善保管您的密码；您需对使用您账号进行的操作负责。我们可能停用被滥用的账号。您可以随时在会员中心注销账号。',
          ],
        },
        {
          heading: '产品、价格与保修',
          paragraphs: [
            '产品信息经认真核对，但可能随时变更，恕不另行通知；以产品及其说明书上的规格为准。已登记产品的保修期自购买凭证上的购买日期起，按其所属分类的保修期限计算；登记仅作记录，不能替代购买凭证。',
          ],
        },
        {
          heading: '责任与法律',
          paragraphs: [
            '除法律另有规定外，我们不对因使用本网站造成的间接损失承担责任。本条款受中华人民共和国法律管辖。',
          ],
        },
      ],
    },
  },
}

export function legalPage(kind: LegalKind, locale: Locale): LegalPage {
  return PAGES[kind][locale]
}

/**
 * Every /cmsapi call by its method and name: the manufacturer's contract (spec §7) and this
 * site's extensions (docs/cmsapi.md). The embedded content service answers exactly these (its
 * test holds the two lists together), and in upstream mode `/api/cmsapi/…` forwards these and
 * nothing else, to a URL made from the name in this list, never from the caller's path.
 */
export const CMS_CALLS = [
  // content (spec §7)
  'GET common/cmsBusiness/getOpts',
  'GET common/cmsBusiness/listAA',
  'GET common/cmsBusiness/aalist',
  'POST common/cmsBusiness/list',
  'GET common/cmsBusiness/businesslist',
  'POST common/cmsProduct/productClist',
  'POST common/cmsProduct/productlist',
  'GET common/cmsProduct/detail',
  'POST common/cmsProduct/downClist',
  'POST common/cmsProduct/downlist',
  'POST common/cmsProduct/downOpt',
  'POST common/cmsProduct/fangweiSel',
  'POST common/cmsAd/getAd',
  'POST common/cmsAd/getAds',
  'GET common/cmsAd/getPageSeo',
  'POST common/cmsContent/list',
  'GET common/cmsContent/detail',
  'GET common/cmsPosition/campusType',
  'GET common/cmsPosition/socialType',
  'POST common/cmsPosition/campuslist',
  'POST common/cmsPosition/sociallist',
  'GET common/cmsPosition/detail',
  'POST common/cmsFile/huodongvideolist',
  'POST common/cmsFile/productvideolist',
  'POST common/cmsFile/aftersalevideolist',
  'POST common/cmsSurveyRecord/addItem',
  'POST common/cmsSurveyRecord/list',
  // members (spec §7)
  'POST common/cmsApiMember/register',
  'POST common/cmsApiMember/sendCode',
  'GET common/cmsApiMember/checkCode',
  'POST common/cmsApiMember/findPass',
  'POST common/cmsApiMember/login',
  'GET common/cmsApiMember/kaptcha',
  'POST cmsApiMember/editItem',
  'POST cmsApiMember/detail',
  'POST cmsApiMember/logout',
  // extensions (docs/cmsapi.md)
  'GET common/cmsSite/settings',
  'GET common/cmsProduct/brandlist',
  'GET common/cmsProduct/downDetail',
  'GET common/cmsProduct/partsSearch',
  'GET common/cmsPage/detail',
  'POST common/cmsSurveyRecord/editItem',
  'POST cmsApiMember/notifications',
  'POST cmsApiMember/notificationsRead',
  'POST cmsApiMember/subscriptions',
  'POST cmsApiMember/verifyCode',
  'POST cmsApiMember/verifyPhone',
  'POST cmsApiMember/shareAdd',
  'POST cmsApiMember/shareList',
  'POST cmsApiMember/warrantyAdd',
  'POST cmsApiMember/warranties',
  'POST cmsApiMember/warrantyReceiptAdd',
  'POST cmsApiMember/warrantyReceipt',
  'POST cmsApiMember/export',
  'POST cmsApiMember/delete',
  'GET common/cmsApiMember/powChallenge',
] as const

export type CmsCallKey = (typeof CMS_CALLS)[number]

/** The captcha: the one call whose answer may be a picture instead of JSON. */
export const KAPTCHA_CALL = 'common/cmsApiMember/kaptcha'

const byKey: ReadonlyMap<string, { method: 'GET' | 'POST'; name: string }> = new Map(
  CMS_CALLS.map((key) => {
    const space = key.indexOf(' ')
    const method = key.slice(0, space) === 'POST' ? 'POST' : 'GET'
    return [key, { method, name: key.slice(space + 1) }]
  }),
)

/** The call of the contract with this method and name, or undefined. */
export function findCmsCall(
  method: string,
  name: string,
): { method: 'GET' | 'POST'; name: string } | undefined {
  return byKey.get(`${method} ${name}`)
}

/**
 * The call name a forwarded request's path names (the part after `/api/cmsapi/`, as it came,
 * still percent-encoded), decoded once. An encoded slash or backslash, a backslash, a dot
 * segment (`..`, `%2e%2e`), an empty segment, a control character or bad percent-encoding is a
 * malformed name (400): no call is named like that, and such a path is how a caller would try
 * to reach something beside the CMS's calls.
 */
export function callNameOf(rawPath: string): { name: string } | { malformed: true } {
  if (/%2f|%5c|\\/i.test(rawPath)) return { malformed: true }
  let name: string
  try {
    name = decodeURIComponent(rawPath)
  } catch {
    return { malformed: true }
  }
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses
  if (/[\u0000-\u001f\u007f\\]/.test(name)) return { malformed: true }
  if (name.split('/').some((segment) => segment === '' || segment === '.' || segment === '..')) {
    return { malformed: true }
  }
  return { name }
}

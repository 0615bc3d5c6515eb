/** Share targets of the footer (spec §1: microblog, QQ and QZone share the page URL and title). */
export function shareUrls(pageUrl: string, title: string) {
  const url = encodeURIComponent(pageUrl)
  const t = encodeURIComponent(title)
  return {
    weibo: `https://service.weibo.com/share/share.php?url=${url}&title=${t}`,
    qq: `https://connect.qq.com/widget/shareqq/index.html?url=${url}&title=${t}`,
    qzone: `https://sns.qzone.qq.com/cgi-bin/qzshare/cgi_qzshare_onekey?url=${url}&title=${t}`,
  }
}

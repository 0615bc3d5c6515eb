// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { cleanPastedHtml } from './paste-cleaner'

describe('cleanPastedHtml', () => {
  it('takes Word’s markup off and keeps the text, links and structure', () => {
    const word = `<html xmlns:o="urn:schemas-microsoft-com:office:office"><head><style>p.MsoNormal{margin:0}</style></head><body>
<!--[if gte mso 9]><xml><o:OfficeDocumentSettings></o:OfficeDocumentSettings></xml><![endif]-->
<p class="MsoNormal" style="margin:0cm;font-family:宋体"><span lang="EN-US" style="font-size:12pt">New&nbsp;<b>cordless</b> line<o:p></o:p></span></p>
<p class="MsoListParagraph"><a href="https://example.com" style="color:blue">Read more</a></p></body></html>`
    expect(cleanPastedHtml(word).trim()).toBe(
      '<p>New <b>cordless</b> line</p>\n<p><a href="https://example.com">Read more</a></p>',
    )
  })

  it('gives WeChat’s lazy images their address and drops its sections’ styles', () => {
    const wechat =
      '<section style="margin:0 auto" data-tools="135editor"><p style="text-align:center"><img data-src="https://mmbiz.qpic.cn/a.jpg" data-ratio="0.5" class="rich_pages"></p><script>track()</script></section>'
    expect(cleanPastedHtml(wechat)).toBe(
      '<section><p><img src="https://mmbiz.qpic.cn/a.jpg"></p></section>',
    )
  })
})

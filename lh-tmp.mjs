import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new','--no-sandbox','--disable-gpu'] })
const url = process.argv[2]
await fetch(url)
const r = await lighthouse(url, { disableStorageReset: false, ...(process.env.NOJS ? { } : {}), port: chrome.port, onlyCategories: ['performance'], output: 'json', logLevel: 'error' })
const a = r.lhr.audits
console.log('score', r.lhr.categories.performance.score, a['largest-contentful-paint'].displayValue, a['total-blocking-time'].displayValue)
const lcpIns = r.lhr.audits['lcp-breakdown-insight'] ?? r.lhr.audits['lcp-discovery-insight']; console.log('LCP insight', JSON.stringify(lcpIns?.details)?.slice(0,1500));
const tl = r.lhr.audits['screenshot-thumbnails']?.details?.items?.map(i=>Math.round(i.timing)); console.log('thumbs', JSON.stringify(tl)); const nr = r.lhr.audits['network-requests'].details.items.map(i=>[i.url.replace('http://127.0.0.1:3200',''), Math.round(i.networkRequestTime), Math.round(i.networkEndTime), i.priority]); console.log(JSON.stringify(nr)); const m = r.lhr.audits.metrics.details.items[0]; console.log('observed', JSON.stringify({fcp: m.observedFirstContentfulPaint, lcp: m.observedLargestContentfulPaint, dcl: m.observedDomContentLoaded, load: m.observedLoad, lcpAllFrames: m.observedLargestContentfulPaintAllFrames}));
console.log('render-blocking', JSON.stringify(a['render-blocking-resources']?.details?.items?.map(i=>[i.url,i.wastedMs]) ?? a['render-blocking-insight']?.details?.items?.map(i=>[i.url,i.wastedMs])))
for (const k of Object.keys(a)) if (a[k].score !== null && a[k].score < 0.9 && a[k].scoreDisplayMode !== 'informative') console.log('low', k, a[k].score, a[k].displayValue ?? '')
await chrome.kill()

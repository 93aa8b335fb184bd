// The expert theme sanitiser (docs/themes.md, decision 0020): a typical expert page (about 10 KB
// of HTML with pictures, links, inline styles, a table and a few hostile bits, plus its CSS)
// sanitised by the server's allow-list (sanitize-html and the CSS allow-list on PostCSS), in
// pages per second of CPU. For comparison, DOMPurify on a jsdom window, when DOMPURIFY_DIR names
// a node_modules holding `dompurify` and `jsdom` (neither is a dependency of the project): the
// cost of its window, and of a page. Prints one JSON line.
import { createRequire } from 'node:module';
import path from 'node:path';

// Runs the server's TypeScript in-process, whether started with `--import tsx` or plain node (run-all).
if (!process.execArgv.some((arg) => arg.includes('tsx'))) (await import('tsx/esm/api')).register();
const { sanitiseExpertHtml } = await import('../apps/server/src/modules/themes/expert-sanitiser.ts');
const { sanitiseExpertCss } = await import('../apps/server/src/modules/themes/expert-css.ts');

const COUNT = Number(process.env.BENCH_COUNT ?? 500);
const IMAGE = '0b7c1a2e-1111-4222-8333-944455556666';

const section = (index) => `
<section class="story" id="part-${index}">
  <h2 style="color:#7b1e3a;font-size:1.5rem;margin:0 0 .5em">Our cellar, chapter ${index}</h2>
  <img src="/api/media/${IMAGE}" alt="The cellar" width="320" loading="lazy">
  <p>Since 1923 the family has looked after <strong>every</strong> barrel by hand. <em>Taste</em> the difference,
  read <a href="https://shop.example.com/story/${index}?utm=seal&amp;lang=en" target="_blank">the whole story</a>
  or <a href="mailto:care@example.com">write to us</a>.</p>
  <ul><li>Harvest by hand</li><li>Aged 18 months in oak</li><li>Bottled at the estate</li></ul>
  <table><caption>Vintages</caption><tr><th scope="col">Year</th><th scope="col">Bottles</th></tr>
  <tr><td>2019</td><td>12,000</td></tr><tr><td>2020</td><td>9,500</td></tr></table>
  <p onclick="track(${index})" style="background:url(https://tracker.example/p.gif)">Sign up <a href="javascript:void(0)">here</a></p>
</section>`;
const html = `<div class="page"><header><h1>{{product.title}}</h1></header>{{result}}${Array.from(
  { length: 8 },
  (_, i) => section(i),
).join('')}<script>alert(1)</script><footer>{{guidance}}</footer></div>`;
const css = `
body{background:#fbf7f2;color:#2b1a12;font-family:Georgia,serif}
.page{max-width:40rem;margin:0 auto;padding:1rem}
.story h2{letter-spacing:.02em} .story img{border-radius:8px;max-width:100%}
.story table{border-collapse:collapse;width:100%} .story th,.story td{border:1px solid #ddd;padding:.25rem .5rem}
.hero{background:#fff url("/api/media/${IMAGE}") no-repeat center/cover;min-height:200px}
@media (max-width:600px){.page{padding:.5rem}.story h2{font-size:1.25rem}}
@import url(https://evil.example/x.css);
.x{width:expression(alert(1))}`;

const cpuMs = (since) => {
  const { user, system } = process.cpuUsage(since);
  return (user + system) / 1000;
};
/** CPU milliseconds per run of `work`, after a warm-up. */
function measure(work) {
  for (let i = 0; i < 50; i++) work();
  const cpu = process.cpuUsage();
  for (let i = 0; i < COUNT; i++) work();
  return cpuMs(cpu) / COUNT;
}

const images = new Set([IMAGE]);
const sanitizeHtmlMs = measure(() => {
  sanitiseExpertHtml(html, { images });
  sanitiseExpertCss(css, { scope: '.theme-expert', images });
});
const htmlOnlyMs = measure(() => sanitiseExpertHtml(html, { images }));

let domPurify = { available: false };
if (process.env.DOMPURIFY_DIR) {
  const require = createRequire(path.join(path.resolve(process.env.DOMPURIFY_DIR), 'noop.js'));
  const { JSDOM } = require('jsdom');
  const createDOMPurify = require('dompurify');
  let started = process.cpuUsage();
  const window = new JSDOM('').window;
  const purify = createDOMPurify(window);
  const windowMs = cpuMs(started);
  const perPageMs = measure(() => purify.sanitize(html));
  // A fresh window per page (what a server does to keep one page's DOM away from the next).
  const freshWindowMs = measure(() => createDOMPurify(new JSDOM('').window).sanitize(html));
  domPurify = {
    available: true,
    firstWindowCpuMs: Number(windowMs.toFixed(1)),
    htmlCpuMsPerPage: Number(perPageMs.toFixed(3)),
    htmlCpuMsPerPageWithFreshWindow: Number(freshWindowMs.toFixed(3)),
  };
}

console.log(
  JSON.stringify({
    bench: 'expert-sanitiser',
    pages: COUNT,
    htmlBytes: Buffer.byteLength(html),
    cssBytes: Buffer.byteLength(css),
    sanitizeHtml: {
      htmlAndCssCpuMsPerPage: Number(sanitizeHtmlMs.toFixed(3)),
      htmlCpuMsPerPage: Number(htmlOnlyMs.toFixed(3)),
      pagesPerCpuSecond: Math.round(1000 / sanitizeHtmlMs),
    },
    domPurifyJsdom: domPurify,
  }),
);

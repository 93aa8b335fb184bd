/*
 * The public pages' only stylesheet, inlined in each page (no request before the first paint):
 * mobile first, readable on a 390 px phone, contrast of 4.5:1 at least, a visible focus ring.
 */
export const CRITICAL_CSS = `
*,::before,::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;font:1rem/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans","PingFang SC","Microsoft YaHei",sans-serif;color:#1a1d21;background:#f4f5f7}
a{color:#0a4fbf}
:focus-visible{outline:3px solid #0a4fbf;outline-offset:2px}
.skip{position:absolute;left:-100vw}.skip:focus{left:.5rem;top:.5rem;background:#fff;padding:.5rem}
.top{display:flex;flex-wrap:wrap;gap:.5rem;align-items:center;justify-content:space-between;padding:.5rem 1rem;background:#fff;border-bottom:1px solid #cfd4dc}
.site{font-weight:700}
.langs{display:flex;gap:.25rem;list-style:none;margin:0;padding:0}
.langs a{display:block;min-width:2.75rem;padding:.55rem .5rem;text-align:center;border-radius:.375rem}
.langs a[aria-current]{font-weight:700;text-decoration:none;background:#e6edfb}
main{max-width:40rem;margin:0 auto;padding:1rem}
h1{font-size:1.5rem;line-height:1.25;margin:.5rem 0 1rem}
h2{font-size:1.2rem;line-height:1.3;margin:0 0 .5rem}
p{margin:0 0 .75rem}
.card{background:#fff;border:1px solid #cfd4dc;border-radius:.5rem;padding:1rem;margin:0 0 1rem}
.status{border-left:.4rem solid #5d6470}
.ok{border-left-color:#137333;background:#e9f6ec}
.warn{border-left-color:#a35200;background:#fdf4e3}
.bad{border-left-color:#b3261e;background:#fcebea}
.status h1{display:flex;gap:.5rem;align-items:center;margin-top:0}
.status svg{flex:none}
.badge{display:inline-block;background:#5b2c86;color:#fff;border-radius:1rem;padding:0 .6rem;font-size:.875rem;font-weight:600}
label,legend{display:block;font-weight:600;margin:.75rem 0 .25rem;padding:0}
.hint{color:#485060;font-size:.9rem;margin:.25rem 0}
input:not([type]),input[type=text],input[type=email],select,textarea{display:block;width:100%;font:inherit;padding:.6rem .75rem;border:1px solid #6a7180;border-radius:.375rem;background:#fff;color:inherit}
textarea{min-height:6rem;resize:vertical}
button{font:inherit;font-weight:600;color:#fff;background:#0a4fbf;border:0;border-radius:.375rem;padding:.7rem 1.25rem;margin-top:1rem;min-height:2.75rem;cursor:pointer}
button:disabled{background:#5d6470}
fieldset{border:0;padding:0;margin:0}
.options{display:grid;grid-template-columns:repeat(3,1fr);gap:.5rem}
.option{display:block;margin:0;border:2px solid #6a7180;border-radius:.5rem;padding:.35rem;font-weight:400;background:#fff;cursor:pointer}
.option:has(:checked){border-color:#0a4fbf;background:#e6edfb}
.option svg{display:block;width:100%;height:auto;color:#1a1d21}
altcha-widget{display:block;min-height:4.75rem;margin-top:1rem}
.check{display:flex;gap:.5rem;align-items:flex-start;font-weight:400}
.check input{width:1.25rem;height:1.25rem;margin:.15rem 0 0;flex:none}
.product img{display:block;width:100%;max-width:18rem;aspect-ratio:1;object-fit:contain;margin:0 auto 1rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem;margin:0 0 .75rem}
dt{font-weight:600}
dd{margin:0;overflow-wrap:anywhere}
ul.plain{margin:0;padding-left:1.25rem}
.error{color:#a3221b;font-weight:600}
.foot{max-width:40rem;margin:0 auto;padding:0 1rem 1.5rem;color:#485060;font-size:.875rem}
.framed main{padding:.5rem}
[hidden]{display:none!important}
.nutri{width:100%;border-collapse:collapse;font-variant-numeric:tabular-nums}
.nutri caption{text-align:left;font-weight:700;margin-bottom:.5rem}
.nutri th,.nutri td{padding:.4rem .25rem;border-bottom:1px solid #cfd4dc;text-align:right}
.nutri th[scope=row]{text-align:left;font-weight:400}
.nutri .sub th{padding-left:1.25rem}
.allergen{font-weight:700;text-decoration:underline}
`
  .trim()
  .replace(/\n/g, '');

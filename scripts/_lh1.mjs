import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
const chrome = await chromeLauncher.launch({ chromePath: "/usr/bin/chromium", chromeFlags: ["--headless=new","--no-sandbox","--disable-gpu","--no-first-run"] });
for (const r of process.argv.slice(2)) {
  const res = await lighthouse((process.env.ORIGIN??"http://127.0.0.1:3300")+r, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"] });
  const a = res.lhr.audits;
  console.log("==", r, "LCP", Math.round(a["largest-contentful-paint"].numericValue), "FCP", Math.round(a["first-contentful-paint"].numericValue), "TBT", Math.round(a["total-blocking-time"].numericValue));
  console.log("diag", JSON.stringify(a.diagnostics.details.items[0]), "srv", JSON.stringify(a["network-server-latency"].details.items), "rtt", JSON.stringify(a["network-rtt"].details.items));
  const el = a["largest-contentful-paint-element"]?.details?.items;
  console.log(JSON.stringify(el?.[0]?.items?.[0]?.node?.snippet ?? el?.[0]?.items?.[0]?.node?.nodeLabel), JSON.stringify(el?.[1]?.items ?? ""));
  console.log("mainthread", JSON.stringify(a["mainthread-work-breakdown"].details.items.map(i=>[i.group, Math.round(i.duration)])));
  console.log("dom", a["dom-size"]?.numericValue, "bootup", a["bootup-time"]?.numericValue);
  const lt = a["long-tasks"]?.details?.items; console.log("longtasks", JSON.stringify(lt?.map(t=>[t.url?.slice(-30), Math.round(t.startTime), Math.round(t.duration)])));
  const nr = a["network-requests"].details.items; console.log("net", JSON.stringify(nr.map(n=>[n.url.slice(-40), n.transferSize, Math.round(n.networkEndTime-n.networkRequestTime)])));
}
await chrome.kill();

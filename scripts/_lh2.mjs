import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
const chrome = await chromeLauncher.launch({ chromePath: "/usr/bin/chromium", chromeFlags: ["--headless=new","--no-sandbox","--disable-gpu","--no-first-run"] });
for (const r of process.argv.slice(2)) {
  const res = await lighthouse((process.env.ORIGIN??"http://127.0.0.1:3300")+r, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"] });
  const a = res.lhr.audits;
  console.log("==", r, "LCP", Math.round(a["largest-contentful-paint"].numericValue), "FCP", Math.round(a["first-contentful-paint"].numericValue), "TBT", Math.round(a["total-blocking-time"].numericValue));
  const ev = res.artifacts.Trace.traceEvents;
  const nav = ev.find(e => e.name === "navigationStart" && e.args?.data?.isLoadingMainFrame && e.args.data.documentLoaderURL);
  const t0 = nav.ts;
  const pid = nav.pid, tid = nav.tid;
  const marks = ev.filter(e => ["firstContentfulPaint","largestContentfulPaint::Candidate","firstPaint","domContentLoadedEventEnd","MarkDOMContent"].includes(e.name) && e.pid===pid);
  for (const m of marks) console.log("mark", m.name, ((m.ts-t0)/1000).toFixed(1), m.args?.data?.nodeId ?? "");
  const reqs = {};
  for (const e of ev) { if (e.name==="ResourceSendRequest") reqs[e.args.data.requestId]={url:e.args.data.url.slice(-35), start:(e.ts-t0)/1000, prio:e.args.data.priority}; if (e.name==="ResourceFinish" && reqs[e.args.data.requestId]) reqs[e.args.data.requestId].end=(e.ts-t0)/1000; if (e.name==="ResourceChangePriority" && reqs[e.args.data.requestId]) reqs[e.args.data.requestId].prio2=e.args.data.priority; }
  for (const r of Object.values(reqs)) console.log("req", JSON.stringify(r));
  const main = ev.filter(e => e.pid===pid && e.tid===tid && e.ph==="X" && e.ts>=t0);
  const tops = main.filter(e => e.name==="RunTask" && e.dur>2000);
  for (const t of tops) {
    const kids = {};
    for (const e of main) if (e.ts>=t.ts && e.ts+e.dur<=t.ts+t.dur && e!==t && ["ParseHTML","UpdateLayoutTree","Layout","EvaluateScript","Paint","PrePaint","Layerize","FunctionCall","v8.compile","HitTest","ParseAuthorStyleSheet","TimerFire","EventDispatch","v8.run","CommitLoad"].includes(e.name)) kids[e.name]=(kids[e.name]??0)+e.dur/1000;
    console.log(((t.ts-t0)/1000).toFixed(1), "dur", (t.dur/1000).toFixed(1), JSON.stringify(Object.fromEntries(Object.entries(kids).map(([k,v])=>[k,+v.toFixed(1)]))));
  }
}
await chrome.kill();

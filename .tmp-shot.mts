import { chromium } from "@playwright/test";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
const page = await browser.newPage({ viewport: { width: Number(process.argv[3]), height: 800 }, storageState: { cookies: [{ name: "kv_samtykke", value: "v1-a0-m0", domain: "127.0.0.1", path: "/", expires: -1, httpOnly: false, secure: false, sameSite: "Lax" }], origins: [] } });
await page.goto("http://127.0.0.1:3650" + process.argv[2]);
const sel = process.argv[4];
if (sel) await page.locator(sel).first().screenshot({ path: process.argv[5] });
else await page.screenshot({ path: process.argv[5] });
await browser.close();

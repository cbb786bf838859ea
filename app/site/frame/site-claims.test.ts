import { describe, expect, it } from "vitest";
import { cards } from "#content/cards";
import { contentSecurityPolicy } from "~/shared/http/html-policy.server";
import { renderRoute, textOf, type PageModule } from "../../../tests/support/render-route";
import * as aboutRoute from "../about/about.route";
import * as homeRoute from "../card-list/home.route";
import * as privacyRoute from "../privacy/privacy.route";
import { siteClaims } from "./site-claims";

const routes: Record<string, PageModule> = {
  "/": homeRoute as PageModule,
  "/om": aboutRoute as PageModule,
  "/personvern": privacyRoute as PageModule,
};

describe("the site's claims about itself", () => {
  const claims = siteClaims(cards);

  it("are the three true ones, the card count computed", () => {
    expect(claims.map((claim) => `${claim.value} ${claim.label}`.replace(/\u00a0/g, " "))).toEqual([
      "0 kr for deg å bruke oss",
      `${cards.length} av ${cards.length} kort med effektiv rente etter forskriften`,
      "0 sporingsskript fra andre",
    ]);
  });

  it("never claim users, years or absolute safety", async () => {
    for (const path of ["/", "/om"]) {
      const page = textOf((await renderRoute(routes[path]!, path)).markup);
      expect(page).not.toMatch(/fornøyde brukere|100 % trygt|års erfaring/);
      for (const claim of claims) expect(page).toContain(claim.label);
    }
  });

  it.each([0, 1, 2])("claim %i links to its basis, a section that exists", async (index) => {
    const [pathname = "", id = ""] = claims[index]!.href.split("#");
    const path = pathname || "/";
    const { markup } = await renderRoute(routes[path]!, path);
    expect(markup).toContain(`id="${id}"`);
  });

  it("no script from another site: what the pages' policy allows and the privacy page says", async () => {
    const { markup } = await renderRoute(homeRoute as PageModule, "/");
    const scripts = contentSecurityPolicy(markup)
      .split("; ")
      .find((part) => part.startsWith("script-src"))!;
    expect(scripts.split(" ").filter((source) => !/^'(self|sha256-[^']+)'$/.test(source))).toEqual(["script-src"]);
    const privacy = textOf((await renderRoute(routes["/personvern"]!, "/personvern")).markup);
    expect(privacy).toContain("Vi laster ingen skript fra andre");
  });
});

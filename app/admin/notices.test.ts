import { createElement, type FunctionComponent } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import * as cardsRoute from "./cards/cards.route";
import * as enquiryRoute from "./enquiries/enquiry.route";

/**
 * One notice at a time: a page opened after a redirect (?utfort=…) shows its green notice, and a post
 * answered on that page (actionData) shows its error without the notice beside it.
 */

const render = (route: { default: unknown }, props: { loaderData: unknown; actionData?: unknown }) =>
  renderToStaticMarkup(
    createElement(route.default as FunctionComponent<Record<string, unknown>>, { params: {}, matches: [], ...props }),
  );

const enquiryPage = {
  enquiry: {
    id: 7,
    from: "Kari Nordmann",
    email: "kari@example.no",
    phone: null,
    subject: "Sammenligning",
    message: "Hei",
    status: "answered",
    received: "",
    deadline: "",
    overdue: false,
    lastContact: "",
    source: "form",
    mail: null,
  },
  others: [],
  thread: [],
  replies: [],
  lastReplyId: 3,
  draft: "Hei Kari!",
  mail: { to: "kari@example.no", subject: "Svar fra Kortvalg: Sammenligning", after: "Du skrev:\n> Hei" },
  notification: null,
  done: "besvart",
  assignedTo: null,
  visitor: { firstName: "Kari", lastName: "Nordmann" },
  assignment: { to: null, mine: false, colleagues: [] },
  presence: { others: null, replied: [] },
  savedDraft: null,
  savedReplies: [],
  signature: "",
};

describe("a notice and an error are never shown together", () => {
  it("on an enquiry: the notice after the redirect, the error alone after a failed post", () => {
    expect(render(enquiryRoute, { loaderData: enquiryPage })).toContain("Svaret er lagt i utboksen");
    const failed = render(enquiryRoute, {
      loaderData: enquiryPage,
      actionData: {
        errors: { body: "Skriv svaret før du sender det" },
        values: { body: "" },
        seenReply: 3,
        restored: false,
        conflict: [],
        notice: null,
        assignError: null,
      },
    });
    expect(failed).toContain("Skriv svaret før du sender det");
    expect(failed).not.toContain("Svaret er lagt i utboksen");
  });

  it("on the card list: the check's notice after the redirect, the error alone after a failed check", () => {
    const rows = [
      {
        id: 1,
        name: "Testkort",
        urlSlug: "testkort",
        version: 2,
        lastChecked: "2026-11-01",
        checked: "1. november 2026",
        overdue: false,
      },
    ];
    const feed = { configured: false, lastGoodAt: null, proposals: [], runs: [] };
    const done = { rows, feed, decided: null, done: { name: "Testkort", version: 2 } };
    expect(render(cardsRoute, { loaderData: done })).toContain("Testkort er registrert som kontrollert i dag");
    const failed = render(cardsRoute, {
      loaderData: done,
      actionData: {
        kind: "check",
        cardId: 1,
        version: null,
        field: "checkSource-1",
        value: "",
        error: "Skriv kilden",
        problem: null,
      },
    });
    expect(failed).toContain("Skriv kilden");
    expect(failed).not.toContain("registrert som kontrollert i dag");
  });
});

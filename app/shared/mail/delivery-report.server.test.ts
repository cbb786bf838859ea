import { describe, expect, it } from "vitest";
import { isDeliveryReport, originalMessageId, parseDeliveryStatus } from "./delivery-report.server";
import { smtpRefusal } from "./mail.server";

describe("delivery status reports (RFC 3464)", () => {
  it("knows a report by its content type, and nothing else", () => {
    expect(isDeliveryReport('multipart/report; report-type=delivery-status; boundary="x"')).toBe(true);
    expect(isDeliveryReport('multipart/report; report-type="delivery-status"')).toBe(true);
    expect(isDeliveryReport("multipart/report; report-type=disposition-notification")).toBe(false);
    expect(isDeliveryReport("multipart/mixed")).toBe(false);
  });

  it("reads each recipient's block after the reporting server's: address, action, status and the server's words", () => {
    const status = [
      "Reporting-MTA: dns; mx.example.no",
      "Arrival-Date: Fri, 27 Nov 2026 10:00:00 +0100",
      "",
      "Final-Recipient: rfc822; Kari@Example.NO",
      "Action: failed",
      "Status: 5.1.1 (bad destination mailbox)",
      "Diagnostic-Code: smtp; 550 5.1.1 User unknown,",
      "  try another",
      "",
      "Original-Recipient: rfc822;ola@example.no",
      "Action: delayed",
      "Status: 4.4.1",
      "",
      "Action: failed",
      "Status: 5.0.0",
    ].join("\r\n");
    expect(parseDeliveryStatus(status)).toEqual([
      {
        recipient: "kari@example.no",
        action: "failed",
        status: "5.1.1",
        diagnostic: "550 5.1.1 User unknown, try another",
      },
      { recipient: "ola@example.no", action: "delayed", status: "4.4.1", diagnostic: "" },
    ]);
    expect(parseDeliveryStatus("")).toEqual([]);
    expect(parseDeliveryStatus("bare tull\n\nog mer tull")).toEqual([]);
  });

  it("finds the returned mail's Message-ID in its headers only", () => {
    expect(originalMessageId("From: a@b.no\r\nMessage-ID:\r\n <outbox-12@kortvalg.no>\r\n\r\nMessage-ID: <x@y>")).toBe(
      "outbox-12@kortvalg.no",
    );
    expect(originalMessageId("Subject: uten id\r\n\r\nMessage-ID: <x@y>")).toBeNull();
  });
});

describe("SMTP refusals", () => {
  it("tells a refusal for good (5xx) from one for now (4xx), without the address, and a lost connection from both", () => {
    const refused = Object.assign(new Error("Can't send mail"), {
      responseCode: 550,
      response: "550 5.1.1 <kari@example.no>: Recipient address rejected",
    });
    expect(smtpRefusal(refused)).toEqual({
      code: 550,
      permanent: true,
      text: "550 5.1.1 [adresse]: Recipient address rejected",
    });
    expect(smtpRefusal(Object.assign(new Error("x"), { responseCode: 451, response: "451 4.7.1 Greylisted" }))).toEqual(
      {
        code: 451,
        permanent: false,
        text: "451 4.7.1 Greylisted",
      },
    );
    expect(smtpRefusal(Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNECTION" }))).toBeNull();
    expect(smtpRefusal(Object.assign(new Error("ok?"), { responseCode: 250 }))).toBeNull();
  });
});

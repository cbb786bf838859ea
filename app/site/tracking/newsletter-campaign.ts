/**
 * A newsletter issue as the campaign of the apply clicks from it: its links to /go/ carry
 * `?plassering=nyhetsbrev&kampanje=nyhetsbrev-<issue id>`, the same for every reader, so the statistics count
 * clicks and conversions per issue without a cookie and without anything about the reader. Written by the
 * newsletter's links (app/admin/newsletter/link-clicks.server.ts), read by the apply redirect; the host's fast
 * path (host/app.js, GO_PATH) lets the same shape through.
 */
export const newsletterCampaign = (issueId: number) => `nyhetsbrev-${issueId}`;

const NEWSLETTER_CAMPAIGN = /^nyhetsbrev-(\d{1,9})$/;

/** Whether a link's campaign is a newsletter issue's. */
export const isNewsletterCampaign = (campaign: string | null | undefined): campaign is string =>
  NEWSLETTER_CAMPAIGN.test(campaign ?? "");

/** The issue a newsletter campaign names, or undefined for any other campaign. */
export const issueIdOfCampaign = (campaign: string | null | undefined): number | undefined => {
  const id = NEWSLETTER_CAMPAIGN.exec(campaign ?? "")?.[1];
  return id === undefined ? undefined : Number(id);
};

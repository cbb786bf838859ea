/** The words the live preview's script writes (issue-preview.client.ts): apart, so its bundle carries only these. */
export const issuePreviewText = {
  notUpdated: (reason: string) =>
    `Forhåndsvisningen er ikke oppdatert: ${reason.replace(/\.$/, "")}. Teksten står fortsatt i skjemaet.`,
  failed: "Forhåndsvisningen kunne ikke hentes nå. Den prøver igjen når du skriver videre, eller trykk «Forhåndsvis».",
  cannotShow: "Forhåndsvisningen kan ikke vises med teksten slik den er nå. Se hvorfor under «Forhåndsvisning».",
  updated: "Forhåndsvisningen er oppdatert.",
} as const;

/** The words the reply form's script writes (reply-form.client.ts): apart, so its bundle carries only these. */
export const replyFormText = {
  draftSavedNow: "Utkastet er lagret.",
  draftNotSaved: "Utkastet ble ikke lagret nå. Teksten står fortsatt i feltet; prøv «Lagre utkast».",
  draftSessionEnded:
    "Økten din er utløpt, så utkastet ble ikke lagret. Teksten står i feltet: trykk «Lagre utkast» eller «Send svaret», så blir du bedt om å logge inn og kommer tilbake med teksten.",
  inserted: (title: string) => `«${title}» er satt inn i svaret. Se over teksten før du sender.`,
} as const;

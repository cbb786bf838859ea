import { replyFormText } from "./reply-form-text";

/** The words of the inbox's teamwork: assignment, who else is on a case, drafts, saved replies, bulk actions. */
export const inboxText = {
  ...replyFormText,
  assigned: "Tildelt",
  nobody: "Ingen",
  assignMe: "Tildel meg",
  assignLabel: "Tildel en kollega",
  assignButton: "Tildel",
  unassign: "Fjern tildelingen",
  assignedTo: (who: string) => `Tildelt ${who}`,
  assignedToYou: "Tildelt deg",
  assignmentFilter: "Tildelt",
  assignmentChoices: { "": "Alle", meg: "Tildelt meg", ingen: "Ikke tildelt" } as Record<string, string>,
  done: {
    "besvart-lukket": "Svaret er lagt i utboksen og sendes nå. Henvendelsen er lukket.",
    tildelt: "Henvendelsen er tildelt.",
    "ikke-tildelt": "Henvendelsen er ikke lenger tildelt noen.",
    soppel: "Henvendelsen er merket som søppelpost. Den telles ikke, og slettes ved neste opprydding.",
  } as Record<string, string>,
  colleagueGone: "Kollegaen finnes ikke lenger, eller har ikke tilgang. Velg en annen.",
  /** Presence: who else has the page open, and who replied since it was opened. */
  othersOpen: (who: string) =>
    `${who} har også denne henvendelsen åpen nå. Avtal hvem som svarer, så den som skrev, ikke får to svar.`,
  repliedSince: (by: string, at: string) =>
    `${by} svarte ${at}, etter at du åpnet henvendelsen. Last inn siden for å se svaret før du sender ditt.`,
  /** A reply refused because a colleague replied between the page and the send. */
  conflictBy: (by: string, at: string) =>
    `${by} svarte ${at}, etter at du åpnet henvendelsen. Svaret ditt er ikke sendt.`,
  draftRestored: (at: string) =>
    `Utkastet ditt fra ${at} er hentet fram. Det er ikke sendt: se over og trykk «Send svaret».`,
  draftBehind: (by: string, at: string) =>
    `Etter at du lagret utkastet, svarte ${by} ${at}. Se svaret i tråden før du sender ditt.`,
  draftSaved: (at: string) => `Utkastet er lagret ${at}.`,
  draftAfterSend:
    "Utkastet er ikke lagret: du har sendt et svar etter at denne siden ble vist. Last inn siden for å se tråden slik den er nå.",
  saveDraft: "Lagre utkast",
  send: "Send svaret",
  sendAndClose: "Send og lukk",
  savedReplyLabel: "Lagret svar",
  savedReplyHint: "Settes inn der markøren står (uten JavaScript: før hilsenen), med navnet til den som skrev.",
  savedReplyNone: "Velg et lagret svar",
  insert: "Sett inn",
  chooseSavedReply: "Velg et lagret svar å sette inn",
  savedReplyGone: "Det lagrede svaret finnes ikke lenger. Velg et annet.",
  manageSavedReplies: "Rediger lagrede svar",
  signatureAfter: "Signaturen din",
  signatureNone: "Du har ingen signatur. Legg den inn under Din konto.",
  /** Bulk actions on the list. */
  select: (who: string) => `Velg henvendelsen fra ${who}`,
  bulkLegend: "Med de valgte",
  bulkClose: "Lukk valgte",
  bulkSpam: "Merk som søppelpost",
  bulkRestore: "Ikke søppelpost",
  bulkNone: "Velg minst én henvendelse i listen først.",
  bulkDone: {
    lukket: (n: number) => `${n === 1 ? "Én henvendelse er" : `${n} henvendelser er`} lukket.`,
    soppel: (n: number) =>
      `${n === 1 ? "Én henvendelse er" : `${n} henvendelser er`} merket som søppelpost. De telles ikke og slettes ved neste opprydding.`,
    gjenopprettet: (n: number) => `${n === 1 ? "Én henvendelse er" : `${n} henvendelser er`} ikke lenger søppelpost.`,
  } as Record<string, (n: number) => string>,
  spamFilter: "Søppelpost",
  spamNote: "Søppelpost telles ikke, og slettes for godt ved neste opprydding (hver natt).",
  spamStatus: "Søppelpost",
  markSpam: "Merk som søppelpost",
  /** Saved replies' own pages. */
  savedRepliesTitle: "Lagrede svar",
  savedRepliesIntro:
    "Felles for alle som svarer på henvendelser. Skriv {fornavn} eller {navn} der fornavnet eller hele navnet til den som skrev, skal stå.",
  savedRepliesNone: "Ingen lagrede svar ennå.",
  newSavedReply: "Nytt lagret svar",
  titleLabel: "Navn på svaret",
  titleHint: "Slik det står i listen over lagrede svar, for eksempel «Oppsigelse».",
  bodyLabel: "Teksten",
  create: "Lagre det nye svaret",
  save: "Lagre endringene",
  remove: "Slett svaret",
  edit: (title: string) => `Rediger «${title}»`,
  updatedBy: (by: string, at: string) => `Sist endret ${at} av ${by}`,
  /** Someone else saved the reply after this form was shown: nothing overwritten, both texts on the page. */
  savedReplyConflict: (by: string | null, at: string) =>
    `Endringene dine er ikke lagret: ${by ?? "en kollega"} lagret dette svaret ${at}, etter at du åpnet det. Det som er lagret nå, står under. Teksten din er beholdt i skjemaet: lagrer du igjen, erstatter den det som er lagret nå.`,
  savedReplyNow: "Lagret nå",
  savedReplyNoBase:
    "Endringene dine er ikke lagret: skjemaet sa ikke hvilken utgave av svaret du endret. Det som er lagret nå, står under. Teksten din er beholdt i skjemaet: lagre igjen for å erstatte det.",
  savedDone: {
    lagret: "Det lagrede svaret er lagret.",
    slettet: "Det lagrede svaret er slettet.",
  } as Record<string, string>,
  signatureTitle: "Signatur",
  signatureIntro:
    "Settes under hvert svar du sender på henvendelser, og vises under svarfeltet før du sender. La feltet stå tomt for ingen signatur.",
  signatureLabel: "Signaturen din",
  signatureSave: "Lagre signaturen",
  signatureSaved: "Signaturen er lagret.",
} as const;

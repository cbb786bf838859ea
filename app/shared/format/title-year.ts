const osloYear = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Oslo", year: "numeric" });

/**
 * The year a title or heading names: the calendar year in Norway at the instant the page is rendered
 * (docs/decisions/0028). The server renders every prerendered page again when the date in Norway turns,
 * so a title says the new year from a minute past midnight on 1 January.
 */
export function titleYear(now: Date = new Date()): number {
  return Number(osloYear.format(now));
}

/** Text with «{år}» in it, the year filled in: titles and headings are written once and name no year themselves. */
export function withYear(text: string, year: number): string {
  return text.replaceAll("{år}", String(year));
}

/**
 * The affiliate networks a card's apply link may go through, and how each takes our sub-id (the click id).
 * Hosts, parameter names and length limits are the networks' own (sources in docs/decisions/0022).
 */
export const affiliateNetworks = {
  adtraction: {
    name: "Adtraction",
    hosts: [/^track\.adtraction\.com$/, /^go\.adtraction\.com$/, /^(?:[a-z0-9-]+\.)?adtr\d*\.(?:com|net)$/],
    subIdParameter: "epi",
    subIdMaxLength: 128,
  },
  awin: {
    name: "Awin",
    hosts: [/^(?:www\.)?awin1\.com$/],
    subIdParameter: "clickref",
    subIdMaxLength: 50,
  },
  tradedoubler: {
    name: "Tradedoubler",
    hosts: [/^clk\.tradedoubler\.com$/, /^pdt\.tradedoubler\.com$/],
    subIdParameter: "epi",
    subIdMaxLength: 64,
  },
  "partner-ads": {
    name: "Partner-ads",
    hosts: [/^(?:www\.)?partner-ads\.com$/],
    subIdParameter: "uid",
    subIdMaxLength: 50,
  },
} as const;

export type AffiliateNetwork = keyof typeof affiliateNetworks;
export const affiliateNetworkIds = Object.keys(affiliateNetworks) as AffiliateNetwork[];

export function isAffiliateNetwork(value: string): value is AffiliateNetwork {
  return Object.hasOwn(affiliateNetworks, value);
}

/** Where the click id goes in a template. */
export const CLICK_ID_PLACEHOLDER = "{klikkId}";

/** A template as the back office stores it: the network and a URL with {klikkId} as the sub-id's value. */
export type AffiliateLink = { network: AffiliateNetwork; template: string };

const MAX_TEMPLATE_LENGTH = 2_000;

/**
 * Why a template cannot be used, in Norwegian naming the field, or null when it can: https, the network's
 * own host, `{klikkId}` once and only as the whole value of the network's sub-id parameter, and for
 * Partner-ads that parameter before `htmlurl` (everything after `htmlurl=` is the bank's address).
 */
export function templateProblem(
  network: string,
  template: string,
): { field: "network" | "template"; message: string } | null {
  if (!isAffiliateNetwork(network)) return { field: "network", message: "Velg et av nettverkene i listen." };
  const spec = affiliateNetworks[network];
  const text = template.trim();
  if (!text) return { field: "template", message: "Skriv inn lenkemalen fra nettverket." };
  if (text.length > MAX_TEMPLATE_LENGTH)
    return { field: "template", message: `Lenkemalen kan være høyst ${MAX_TEMPLATE_LENGTH} tegn.` };
  let url: URL;
  try {
    url = new URL(text.replace(CLICK_ID_PLACEHOLDER, "x"));
  } catch {
    return { field: "template", message: "Lenkemalen må være en hel adresse som begynner med https://." };
  }
  if (url.protocol !== "https:")
    return { field: "template", message: "Lenkemalen må begynne med https:// (kryptert forbindelse)." };
  if (!spec.hosts.some((host) => host.test(url.hostname)))
    return {
      field: "template",
      message: `Lenkemalen går til ${url.hostname}, som ikke er en adresse hos ${spec.name}.`,
    };
  const occurrences = text.split(CLICK_ID_PLACEHOLDER).length - 1;
  const marker = `${spec.subIdParameter}=${CLICK_ID_PLACEHOLDER}`;
  const at = text.search(new RegExp(`[?&]${spec.subIdParameter}=\\{klikkId\\}(?:&|$)`));
  if (occurrences !== 1 || at < 0)
    return {
      field: "template",
      message: `Lenkemalen må ha ${marker} én gang, som egen parameter (${spec.name} sin parameter for under-id).`,
    };
  if (network === "partner-ads") {
    const html = text.search(/[?&]htmlurl=/);
    if (html >= 0 && html < at)
      return { field: "template", message: `Hos ${spec.name} må ${marker} stå før htmlurl= i lenken.` };
  }
  return null;
}

/**
 * The network's link for one click: the template with the click id as its sub-id, or, for a click that is
 * not counted (no id), without the sub-id parameter at all. The id is checked against the network's limit.
 */
export function affiliateUrl(link: AffiliateLink, clickId: string | null): string {
  const spec = affiliateNetworks[link.network];
  const marker = `${spec.subIdParameter}=${CLICK_ID_PLACEHOLDER}`;
  if (clickId === null) {
    const text = link.template.trim();
    // "?epi={klikkId}&a=1" → "?a=1"; "&epi={klikkId}" → "".
    return text.replace(`&${marker}`, "").replace(`?${marker}&`, "?").replace(`?${marker}`, "");
  }
  if (clickId.length > spec.subIdMaxLength || !/^[A-Za-z0-9_-]+$/.test(clickId))
    throw new Error(`click id does not fit ${spec.name}'s sub-id`);
  return link.template.trim().replace(CLICK_ID_PLACEHOLDER, clickId);
}

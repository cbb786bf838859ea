import type { Route } from "./+types/commission-callback.route";
import { isAffiliateNetwork } from "~/shared/commission/affiliate-networks";
import {
  callbackSecretVariable,
  conversionFromCallback,
  isCallbackNetwork,
  recordConversion,
  secretMatches,
} from "~/shared/commission/conversions.server";
import { clientKey, consumeRateLimit, type RateLimitRule } from "~/shared/server/rate-limit.server";
import { errorFields, logEvent } from "~/shared/server/log.server";
import { servicesOf, clientAddressOf } from "~/shared/server/load-context.server";

/** Callbacks per client: a network sends one per transaction and change, in bursts after a batch of approvals. */
export const callbackRateLimit: RateLimitRule = { bucket: "commission-callback", limit: 300, windowSeconds: 10 * 60 };
/** A callback's query is a handful of short parameters; anything longer is not one. */
const MAX_QUERY_LENGTH = 2_000;

const answer = (status: number, text: string, headers: Record<string, string> = {}) =>
  new Response(`${text}\n`, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", ...headers },
  });

/**
 * A network's conversion callback, GET /api/provisjon/<nettverk>?nokkel=<secret>&<the network's parameters>
 * (docs/decisions/0022). The networks sign nothing, so the long secret in the URL we register with each is
 * the proof, compared in constant time; every client is rate-limited before the secret is looked at. A
 * repeat answers 200 too (networks retry until they get one); an unknown click id is stored, unattributed.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  if (request.method !== "GET") return answer(405, "Bare GET.", { Allow: "GET" });
  const network = params.network;
  if (!isAffiliateNetwork(network)) return answer(404, `Ukjent nettverk «${network.slice(0, 40)}».`);
  if (!isCallbackNetwork(network))
    return answer(404, "Dette nettverket sender ikke tilbakekall hit: last opp rapporten i administrasjonen.");
  const url = new URL(request.url);
  if (url.search.length > MAX_QUERY_LENGTH) return answer(400, "For lang forespørsel.");
  const { allowed, retryAfterSeconds } = await consumeRateLimit(
    servicesOf(context).database.db,
    callbackRateLimit,
    clientKey(clientAddressOf(context), servicesOf(context).rateLimitSecret),
  );
  if (!allowed) return answer(429, "For mange forespørsler.", { "Retry-After": String(retryAfterSeconds) });
  if (!secretMatches(process.env[callbackSecretVariable(network)], url.searchParams.get("nokkel")))
    return answer(403, "Feil eller manglende «nokkel».");
  const parsed = conversionFromCallback(network, url.searchParams);
  if ("problem" in parsed) return answer(400, parsed.problem);
  try {
    const outcome = await recordConversion(servicesOf(context).database.db, parsed.conversion);
    return answer(200, outcome === "repeat" ? "Allerede registrert." : "Registrert.");
  } catch (error) {
    logEvent("error", "conversion not stored", { network, ...errorFields(error) });
    return answer(500, "Kunne ikke lagre: prøv igjen.");
  }
}

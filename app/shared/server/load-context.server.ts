import { createContext, RouterContextProvider } from "react-router";
import type { Services } from "../../services.server";

/**
 * What the host gives every request (React Router's `v8_middleware`: the load context is a
 * RouterContextProvider read by typed keys; docs/decisions/0019): the server's services and the client's
 * address as the HTTP layer sees it (after TRUST_PROXY), for rate limiting only.
 */
type RequestScope = { services: Services; clientAddress: string };

const requestScope = createContext<RequestScope>();

/** A route's `context`, as loaders, actions and their helpers receive it. */
export type LoadContext = Readonly<RouterContextProvider>;

/** The load context for one request: the host's `getLoadContext` (from the build's exports), the tests. */
export function loadContext(services: Services, clientAddress: string): RouterContextProvider {
  return new RouterContextProvider(new Map([[requestScope, { services, clientAddress }]]));
}

export const servicesOf = (context: LoadContext) => context.get(requestScope).services;

export const clientAddressOf = (context: LoadContext) => context.get(requestScope).clientAddress;

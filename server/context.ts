import type { Database } from "#db/client.server";
import type { TrustedProxies } from "./proxy-trust";
import type { AiProvider } from "~/features/ai/ai-provider.server";
import type { AliExpressClient } from "~/features/marketplace/aliexpress-client.server";
import type { LinkFetchOptions } from "~/features/link-health/link-fetch.server";
import type { OutgoingAccess } from "~/lib/guarded-fetch.server";

/** What every handler gets, held in Hono's context variables. */
export interface AppEnv {
  Variables: {
    database: Database;
    /** Whether a peer is a proxy whose X-Forwarded-For and X-Forwarded-Proto are believed (TRUST_PROXY). */
    trustProxy: TrustedProxies;
    /** The AI translator's endpoint; absent when not configured (the AI tools answer 503). */
    ai?: AiProvider;
    /** The AliExpress Affiliate API client; absent without its keys (import answers 503, sync reads other shops only). */
    marketplace?: AliExpressClient;
    /** PUBLIC_ORIGIN, when configured (absolute links in mail, which are sent only with it). */
    publicOrigin?: string;
    /** The server's own address (`http://localhost:PORT`): links in mail without PUBLIC_ORIGIN, never the Host. */
    localOrigin: string;
    /** The outbox worker, when SMTP is configured: woken after a change queues mail. */
    mail?: { wake(): void };
    /** The setting outgoing mail waits for (SMTP_URL, then PUBLIC_ORIGIN); absent when mail goes out. */
    mailWaitsFor?: "SMTP_URL" | "PUBLIC_ORIGIN";
    /** Link health checks' time limit. */
    linkCheck?: Pick<LinkFetchOptions, "timeoutMs">;
    /** What outgoing requests may reach beyond the public internet (tests: loopback; LINK_CHECK_ALLOW_LOOPBACK). */
    outgoing?: OutgoingAccess;
    /** Set by the rate limiter for endpoints that go on (uncounted) past their limit. */
    overRateLimit?: boolean;
    /** When the limited client may try again (the 429's Retry-After). */
    retryAfterSeconds?: number;
  };
}

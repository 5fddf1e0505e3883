import { z } from "zod";
import { loopbackProxies, trustedProxies } from "./proxy-trust";
import { defaultAliExpressApiUrl } from "~/features/marketplace/aliexpress-client.server";

/** The environment, parsed once at boot. Nothing else reads process.env. */
const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  /** PostgreSQL connection string; when absent the embedded PGlite database under DATA_DIR is used. */
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default("./data"),
  ADMIN_PASSWORD: z.string().min(8).optional(),
  ADMIN_PASSWORD_HASH: z.string().optional(),
  /** Public origin of the site (for canonical URLs and the sitemap), e.g. https://example.pt */
  PUBLIC_ORIGIN: z.string().url().optional(),
  /**
   * The reverse proxies in front of the app, by address or CIDR (comma-separated; "true" is a proxy on this
   * machine): only requests from them are read by X-Forwarded-For, so rate limits and the login lockout count the
   * real client, and a visitor reaching the app directly cannot choose their address (see docs/security.md).
   */
  TRUST_PROXY: z
    .string()
    .default("false")
    .transform((v, ctx) => {
      const list = v === "true" ? loopbackProxies : v === "false" ? [] : v.split(",").map((entry) => entry.trim());
      try {
        trustedProxies(list);
      } catch (error) {
        ctx.addIssue({
          code: "custom",
          message: `${(error as Error).message}: give the proxies' addresses or CIDRs (e.g. 127.0.0.1 or 10.0.0.0/8), true for a proxy on this machine, or false`,
        });
      }
      return list;
    }),
  /**
   * The AI translator: any OpenAI-compatible chat-completions endpoint (hosted, or a local Ollama /
   * vLLM such as http://localhost:11434/v1). Without a base URL and model the AI tools answer 503.
   */
  AI_BASE_URL: z.string().url().optional(),
  AI_API_KEY: z.string().optional(),
  AI_MODEL: z.string().optional(),
  /**
   * The AliExpress Affiliate Open API (issue 30): with the app key, secret and tracking id set, products are imported
   * from their address and synced from the API; without them everything is typed by hand, as before.
   */
  ALIEXPRESS_APP_KEY: z.string().min(1).optional(),
  ALIEXPRESS_APP_SECRET: z.string().min(1).optional(),
  ALIEXPRESS_TRACKING_ID: z.string().min(1).optional(),
  /** The API gateway (the real one unless a test or a proxy says otherwise). */
  ALIEXPRESS_API_URL: z.string().url().default(defaultAliExpressApiUrl),
  /**
   * How often every product's price, stock and delivery are read from its shop, in hours (0: only on demand, from the
   * marketplace screen). Runs once across instances.
   */
  MARKETPLACE_SYNC_HOURS: z.coerce
    .number()
    .min(0)
    .max(24 * 30)
    .default(24),
  /**
   * How often AliExpress's affiliate orders are read (issue 31), in hours (0: only on demand, from the insight
   * screen). Needs the AliExpress keys; runs once across instances.
   */
  ORDER_SYNC_HOURS: z.coerce
    .number()
    .min(0)
    .max(24 * 7)
    .default(4),
  /**
   * Outgoing mail over SMTP: smtp://user:pass@host:587 or smtps://user:pass@host:465. Without it the
   * messages wait in the outbox (the admin shows them) and go out once it is set.
   */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^\s]+$/, "use smtp://user:pass@host:587 or smtps://user:pass@host:465")
    .optional(),
  /** The sender, e.g. Zero's Garage <ola@example.pt>; by default the site's name and contact address. */
  MAIL_FROM: z.string().min(3).optional(),
  /** How often the outbox worker looks for due messages (it also runs at once after a change queues one). */
  MAIL_POLL_SECONDS: z.coerce.number().int().min(1).max(3600).default(10),
  /**
   * How often the shop links of published products are checked, in hours (0 turns the scheduled
   * check off; the link health tool's button still checks on demand).
   */
  LINK_CHECK_HOURS: z.coerce
    .number()
    .min(0)
    .max(24 * 30)
    .default(24),
  /** Tests only: let outgoing requests (link checks, pictures) reach loopback addresses (local stand-ins). */
  LINK_CHECK_ALLOW_LOOPBACK: z
    .enum(["true", "false"])
    .default("false")
    .transform((v) => v === "true"),
  /**
   * Query parameters that follow a visit and change nothing on a page, besides `utm_*`, `fbclid`, `gclid` and the
   * other known ones (app/lib/tracking-parameters.ts): comma-separated, e.g. "campaign,src".
   */
  TRACKING_PARAMETERS: z
    .string()
    .regex(/^[\w.-]+(,[\w.-]+)*$/, "use parameter names separated by commas, e.g. campaign,src")
    .optional()
    .transform((v) => (v ? v.toLowerCase().split(",") : [])),
  /**
   * For `npm run bench` only: a request whose `x-bench-render` header carries this token is rendered even when its
   * page is kept (what a render costs per page kind). Unset, the header means nothing.
   */
  BENCH_RENDER_TOKEN: z.string().min(16, "BENCH_RENDER_TOKEN takes at least 16 characters").optional(),
  /** Skip filling an empty database with the demo catalogue. */
  SEED_DEMO: z
    .enum(["true", "false"])
    .default("true")
    .transform((v) => v === "true"),
});

export type Env = z.infer<typeof envSchema>;

/**
 * The setting outgoing mail waits for, or undefined when it goes out: SMTP, then the public address its links
 * point at (a link built from a request's Host could send a visitor's token to any site; issue 29).
 */
export const mailWaitsFor = (env: Pick<Env, "SMTP_URL" | "PUBLIC_ORIGIN">) =>
  !env.SMTP_URL ? ("SMTP_URL" as const) : !env.PUBLIC_ORIGIN ? ("PUBLIC_ORIGIN" as const) : undefined;

/** The AliExpress settings still missing (none: the marketplace is on). */
export const marketplaceWaitsFor = (
  env: Pick<Env, "ALIEXPRESS_APP_KEY" | "ALIEXPRESS_APP_SECRET" | "ALIEXPRESS_TRACKING_ID">,
) => (["ALIEXPRESS_APP_KEY", "ALIEXPRESS_APP_SECRET", "ALIEXPRESS_TRACKING_ID"] as const).filter((key) => !env[key]);

export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = envSchema.safeParse(Object.fromEntries(Object.entries(source).filter(([, v]) => v !== "")));
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join("\n")}`);
  }
  return result.data;
}

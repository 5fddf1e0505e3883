import { Hono } from "hono";
import { requestVisor } from "~/features/visor-requests/visor-requests.server";
import { visorRequestSchema } from "~/features/visor-requests/visor-requests.schema";
import { isLanguage } from "~/i18n/languages";
import { serverT } from "~/i18n/messages.server";
import type { AppEnv } from "../context";
import { parseOr400, siteOrigin } from "../http";
import { subscribeToNewsletter } from "~/features/newsletter/newsletter.server";
import { DomainError } from "~/lib/errors";
import { answerVisitorForm } from "../form-answer";
import {
  filledHoneypot,
  isFormBody,
  limitBody,
  limitMailbox,
  rateLimit,
  readBodyObject,
  referringPath,
  tooManyRequests,
} from "../visitor";

/**
 * POST /api/visor-request: interest in a visor for a helmet; a repeat of the same request is kept once.
 * As a plain HTML form (JavaScript off) it answers with a page, and `newsletter=on` (the unticked box,
 * ticked) also asks for the newsletter (double opt-in).
 */
export const visorRequestsApi = new Hono<AppEnv>().post(
  "/",
  limitBody,
  rateLimit("visorRequest", { soft: true }),
  async (c) => {
    const body = await readBodyObject(c);
    return answerVisitorForm(c, "notify", body, async () => {
      if (c.var.overRateLimit) return tooManyRequests(c);
      const message = serverT(isLanguage(body.locale) ? body.locale : "pt")("visorRequest.registered");
      if (filledHoneypot(body)) return c.json({ message }, 201);
      const input = parseOr400(visorRequestSchema, { ...body, pageUrl: body.pageUrl ?? referringPath(c) ?? undefined });
      await limitMailbox(c, "visorRequestMailbox", input.email);
      const { created } = await requestVisor(c.var.database.db, input);
      if (isFormBody(c) && body.newsletter === "on") {
        const source = input.sourceType === "visor-request-finder" ? "newsletter-finder" : "newsletter-visor-demand";
        await subscribeToNewsletter(
          c.var.database.db,
          { email: input.email, locale: input.locale, pageUrl: input.pageUrl, source },
          siteOrigin(c),
        ).then(
          () => c.var.mail?.wake(),
          // Already subscribed or just asked: the visor request stands on its own.
          (error: unknown) => {
            if (!(error instanceof DomainError)) throw error;
          },
        );
      }
      return c.json({ message }, created ? 201 : 200);
    });
  },
);

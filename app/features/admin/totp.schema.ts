import { z } from "zod";

/** A code of the authenticator app (or, to turn two-step login off, a recovery code), as the forms send it. */
export const totpCodeSchema = z.object({
  code: z.string({ error: "Enter a code" }).trim().min(6, "Enter a code").max(20, "That code is too long"),
});

/** Turning two-step login off: the password again, and a code (of the app or a recovery code). */
export const totpDisableSchema = totpCodeSchema.extend({
  password: z.string({ error: "Enter your password" }).min(1, "Enter your password").max(200, "Password is too long"),
});

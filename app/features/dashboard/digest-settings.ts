import { z } from "zod";
import { emailSchema } from "~/features/newsletter";

/** How often the curator's digest goes out (issue 31 item 4). */
export const digestFrequencies = ["weekly", "daily", "off"] as const;
export type DigestFrequency = (typeof digestFrequencies)[number];
/** The languages the digest is written in: the curator's Portuguese, or English. */
export const digestLanguages = ["pt", "en"] as const;

/**
 * The digest's settings (`PUT /api/admin/mail/digest` and the Mail screen's form): how often, to whom (empty: the
 * site's contact address) and in which language.
 */
export const digestSettingsSchema = z.object({
  frequency: z.enum(digestFrequencies, { error: "Frequency must be weekly, daily or off" }),
  recipient: z
    .string({ error: "Recipient must be text" })
    .trim()
    .toLowerCase()
    .max(254, "Email is too long")
    .refine((value) => value === "" || emailSchema.safeParse(value).success, "Invalid email"),
  language: z.enum(digestLanguages, { error: "Language must be pt or en" }),
});
export type DigestSettings = z.output<typeof digestSettingsSchema>;

export const defaultDigestSettings: DigestSettings = { frequency: "weekly", recipient: "", language: "pt" };

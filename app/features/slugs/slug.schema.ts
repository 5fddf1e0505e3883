import { z } from "zod";
import { slugPattern } from "./slugify";

/** A slug field of an admin form: empty (the service makes one from the name) or a valid slug. */
export const optionalSlugInput = (maxLength: number) =>
  z
    .string()
    .trim()
    .max(maxLength, "Slug is too long")
    .refine((s) => s === "" || slugPattern.test(s), "Use lowercase letters, digits and single dashes")
    .default("");

/** The spec's simple address form: something@something.something, no spaces (spec §5). Kept apart from
 * the zod schemas so the browser's form check does not pull zod into the page. */
export const simpleEmailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

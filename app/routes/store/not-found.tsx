import { data } from "react-router";

/** Any unmatched path under a language answers 404 with the not-found page. */
export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}

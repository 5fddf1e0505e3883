import { useCallback, useEffect, useRef } from "react";
import { useMatches, useRevalidator } from "react-router";

/**
 * Fresh page data that is on screen when the promise settles. React Router's `revalidate()` and `navigate()`
 * resolve when the data has arrived, but React draws it later, in a transition that typing or a click can
 * push back further; what runs after them (a toast, clearing a selection, resetting a form) then lands
 * before the page shows the new data, and the new data later undoes what the curator did in between.
 *
 * `update(move)` runs `move` (by default a revalidation) and waits until a render with new route data has
 * been committed, or until this component went away in it (a form keyed by the record's version is drawn
 * anew) or before it. The wait starts after `move` settles: React schedules a transition's render as a task,
 * never inside the promise chain that set it off.
 */
export function usePageUpdate() {
  const { revalidate } = useRevalidator();
  const matches = useMatches();
  const waiting = useRef<(() => void)[]>([]);
  const mounted = useRef(true);
  const release = () => {
    for (const resolve of waiting.current.splice(0)) resolve();
  };
  // `matches` is a new array whenever the committed route data changes.
  useEffect(release, [matches]);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      release();
    };
  }, []);
  return useCallback(
    async (move: () => unknown = revalidate) => {
      await move();
      // Gone meanwhile (an earlier update drew the page anew): nothing here waits to be drawn.
      if (!mounted.current) return;
      await new Promise<void>((resolve) => waiting.current.push(resolve));
    },
    [revalidate],
  );
}

import { useState, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";

const likedKey = "liked-products";
const noSubscription = () => () => {};

function likedIds(): number[] {
  try {
    return JSON.parse(localStorage.getItem(likedKey) ?? "[]") as number[];
  } catch {
    return [];
  }
}

/** "Do you like this recommendation?": one real like per browser, disabled after the click. */
export function LikeButton({ productId, initialCount }: { productId: number; initialCount: number }) {
  const { t } = useTranslation();
  const [count, setCount] = useState(initialCount);
  // Whether this browser liked it lives in local storage: unknown on the server, read after hydration.
  const likedBefore = useSyncExternalStore(
    noSubscription,
    () => likedIds().includes(productId),
    () => false,
  );
  const [likedNow, setLiked] = useState(false);
  const liked = likedBefore || likedNow;
  const [busy, setBusy] = useState(false);

  async function like() {
    setBusy(true);
    try {
      const response = await fetch(`/api/products/${productId}/like`, { method: "POST", credentials: "same-origin" });
      if (!response.ok) throw new Error(`${response.status}: ${await response.text()}`);
      const body = (await response.json()) as { likeCount: number };
      setCount(body.likeCount);
      setLiked(true);
      localStorage.setItem(likedKey, JSON.stringify([...likedIds(), productId]));
    } catch (error) {
      console.warn("Like failed", error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="mt-6 flex flex-wrap items-center gap-3 text-sm">
      <span className="text-steel-700">{t("product.likePrompt")}</span>
      <button
        type="button"
        onClick={like}
        disabled={liked || busy}
        aria-pressed={liked}
        className="inline-flex items-center gap-2 rounded-full bg-white px-4 py-2 font-semibold ring-1 ring-steel-200 transition-colors duration-150 hover:ring-signal disabled:cursor-default disabled:hover:ring-steel-200"
      >
        <svg viewBox="0 0 24 24" className={`h-4 w-4 ${liked ? "text-signal" : "text-steel-600"}`} aria-hidden="true">
          <path
            fill="currentColor"
            d="M12 21s-7.5-4.6-9.6-9.3C1 8.3 3.2 4.5 6.9 4.5c2.1 0 3.6 1.2 5.1 3 1.5-1.8 3-3 5.1-3 3.7 0 5.9 3.8 4.5 7.2C19.5 16.4 12 21 12 21Z"
          />
        </svg>
        <span className="tabular">{t("product.likes", { count })}</span>
      </button>
    </div>
  );
}

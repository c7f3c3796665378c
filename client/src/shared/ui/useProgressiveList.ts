/**
 * A long list drawn a few items at a time. An answer that arrives is drawn synchronously (a
 * store update cannot be a transition), so a page of twenty cards was one task of 100-170 ms on
 * Lighthouse's phone. Now that task draws the first items, and each further step draws a few
 * more as a transition, which React splits and the browser can interrupt. The first items fill a
 * phone's and a laptop's screen, so what is added lands below it and nothing in view moves.
 * `filling` stays true until every item is drawn, for the list's `aria-busy`.
 */
import { startTransition, useEffect, useState } from "react";

export const FIRST_ITEMS = 4;
export const ITEMS_A_STEP = 4;

export function useProgressiveList<T>(items: readonly T[]): {
  shown: readonly T[];
  filling: boolean;
} {
  const [count, setCount] = useState(FIRST_ITEMS);
  const filling = count < items.length;
  useEffect(() => {
    if (!filling) return;
    startTransition(() => setCount(count + ITEMS_A_STEP));
  }, [filling, count]);
  return { shown: filling ? items.slice(0, count) : items, filling };
}

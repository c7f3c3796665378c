import { act, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { FIRST_ITEMS, useProgressiveList } from "./useProgressiveList";

function List({ items }: { items: number[] }) {
  const { shown, filling } = useProgressiveList(items);
  return (
    <ul aria-busy={filling} aria-label="items">
      {shown.map((n) => (
        <li key={n}>{n}</li>
      ))}
    </ul>
  );
}

const numbers = (n: number) => Array.from({ length: n }, (_, i) => i);

describe("useProgressiveList", () => {
  it("draws every item in the end, busy until then", async () => {
    const { rerender } = render(<List items={[]} />);
    expect(screen.getByRole("list", { name: "items" }).getAttribute("aria-busy")).toBe("false");
    await act(async () => rerender(<List items={numbers(17)} />));
    expect(screen.getAllByRole("listitem")).toHaveLength(17);
    expect(screen.getByRole("list", { name: "items" }).getAttribute("aria-busy")).toBe("false");
  });

  it("draws a short list whole at once", () => {
    render(<List items={numbers(FIRST_ITEMS)} />);
    expect(screen.getAllByRole("listitem")).toHaveLength(FIRST_ITEMS);
  });

  it("keeps every item drawn when the list is reordered", async () => {
    const { rerender } = render(<List items={numbers(12)} />);
    await act(async () => {});
    rerender(<List items={numbers(12).reverse()} />);
    expect(screen.getAllByRole("listitem")).toHaveLength(12);
    expect(screen.getAllByRole("listitem")[0]?.textContent).toBe("11");
  });
});

import { act, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useAfterFirstStep } from "./useAfterFirstStep";

function Page({ ready }: { ready: boolean }) {
  const after = useAfterFirstStep(ready);
  return <p>{after ? "secondary drawn" : "waiting"}</p>;
}

describe("useAfterFirstStep", () => {
  it("waits until the page is ready", async () => {
    render(<Page ready={false} />);
    await act(async () => {});
    expect(screen.getByText("waiting")).toBeTruthy();
  });

  it("turns true a step after ready, and stays so", async () => {
    const { rerender } = render(<Page ready={false} />);
    await act(async () => rerender(<Page ready />));
    expect(screen.getByText("secondary drawn")).toBeTruthy();
    // A later refetch that empties the answer again does not unmount what was drawn.
    rerender(<Page ready={false} />);
    expect(screen.getByText("secondary drawn")).toBeTruthy();
  });
});

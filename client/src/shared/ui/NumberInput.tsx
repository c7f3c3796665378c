/**
 * A number input that refuses what it must not store (spec 1 section 5): the keys e, E, + and -
 * never reach it, and a value out of range is handed to `onRefuse` (to warn) instead of stored.
 */
import { BLOCKED_NUMBER_KEYS, withinTypingRange } from "@gradplan/schema";
import type { InputHTMLAttributes, KeyboardEvent } from "react";

export interface NumberInputProps
  extends Omit<
    InputHTMLAttributes<HTMLInputElement>,
    "type" | "value" | "onChange" | "max" | "min" | "inputMode"
  > {
  id: string;
  value: number | null;
  /** Called with the parsed number, or null when the field is emptied. */
  onValueChange: (value: number | null) => void;
  /** Largest storable value; unbounded when left out. */
  max?: number;
  /** Called with a typed value that is out of range; the field keeps its previous value. */
  onRefuse?: (value: number) => void;
}

export function NumberInput({
  value,
  onValueChange,
  max = Number.POSITIVE_INFINITY,
  onRefuse,
  onKeyDown,
  ...input
}: NumberInputProps) {
  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (BLOCKED_NUMBER_KEYS.includes(event.key)) event.preventDefault();
    onKeyDown?.(event);
  };

  return (
    <input
      {...input}
      type="number"
      inputMode="decimal"
      min={0}
      max={Number.isFinite(max) ? max : undefined}
      value={value ?? ""}
      onKeyDown={keyDown}
      onChange={(event) => {
        const raw = event.target.value;
        if (raw === "") {
          onValueChange(null);
          return;
        }
        const typed = Number(raw);
        // React puts the previous value back into a controlled input whose state did not change.
        if (!withinTypingRange(typed, max)) {
          onRefuse?.(typed);
          return;
        }
        onValueChange(typed);
      }}
    />
  );
}

/** The email input every form uses: one place for its type, autocomplete and required mark. */
import type { ComponentProps } from "react";
import { TextField } from "./TextField";

export function EmailField(props: Omit<ComponentProps<typeof TextField>, "label">) {
  return (
    <TextField
      label="Email"
      name="email"
      type="email"
      autoComplete="email"
      aria-required="true"
      {...props}
    />
  );
}

/** Parsing input with a contract's zod schema: the same messages on REST and GraphQL. */
import type { z } from "zod";
import { BadInputError, badInputFromIssues } from "./errors";

/** A form-like body: every field keeps its own message (for forms), the first one leads. */
export function parseBody<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value ?? {});
  if (!parsed.success) throw badInputFromIssues(parsed.error.issues);
  return parsed.data;
}

/** A path parameter, a query or one argument: the first message alone. */
export function parseValue<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success)
    throw new BadInputError(parsed.error.issues[0]?.message ?? "The request is not valid.");
  return parsed.data;
}

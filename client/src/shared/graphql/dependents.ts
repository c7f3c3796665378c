/**
 * Where the app hands over what each change makes stale: the composition root assembles the
 * features' own declarations (app/cacheDependents.ts) and installs the table before the first
 * write. No Apollo here, so the landing page installs it without loading Apollo.
 */
import type { MutationField, QueryField } from "../../graphql/generated";

/** A write that makes cached answers stale: a mutation, or the resume upload (REST). */
export type Change = MutationField | "evaluateResume";

/**
 * What each change makes stale. Typed by the schema: a new mutation does not compile until some
 * feature says what it touches ([] for nothing), and a dependent must be a real query field.
 */
export type Dependents = Readonly<Record<Change, readonly QueryField[]>>;

/**
 * One feature's part of the table: the changes its own writes make (features/<name>/<name>Cache.ts,
 * written `{ ... } satisfies FeatureDependents` so its keys stay known to the assembly).
 */
export type FeatureDependents = { readonly [C in Change]?: readonly QueryField[] };

/** The changes some feature of `F` declares. */
type Declared<F> = F extends unknown ? keyof F : never;
type Undeclared<F> = Exclude<Change, Declared<F>>;
/** Fails to compile, naming the changes, while any change is declared by no feature. */
type EveryChange<F> = [Undeclared<F>] extends [never]
  ? unknown
  : { "every change needs a declaration, missing": Undeclared<F> };

/**
 * One table from the features' parts, by feature name. It compiles only when every change is
 * declared; a change two features declare is app/cacheDependents.test.ts's to catch.
 */
export function assembleDependents<const F extends Record<string, FeatureDependents>>(
  features: F & EveryChange<F[keyof F]>,
): Dependents {
  return Object.assign({}, ...Object.values(features)) as Dependents;
}

let installed: Dependents | undefined;

export function installCacheDependents(table: Dependents): void {
  installed = table;
}

/** The queries `change` makes stale; a write before the app installed the table is a bug. */
export function dependentsOf(change: Change): readonly QueryField[] {
  if (!installed) throw new Error("No cache dependents: the app installs them (app/App.tsx).");
  return installed[change];
}

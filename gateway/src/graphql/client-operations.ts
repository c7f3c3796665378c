/**
 * The browser's GraphQL operations as it sends them: every operation of client/src/**\/*.graphql
 * with the fragments it spreads (from any file), as codegen and Apollo Client put them together.
 * For what holds the server to the client: the limits test and the bench.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import {
  type DocumentNode,
  type FragmentDefinitionNode,
  Kind,
  type OperationDefinitionNode,
  parse,
  type SelectionSetNode,
} from "graphql";
import { REPO_ROOT } from "../core/config";

export interface ClientOperation {
  /** The operation's name. */
  name: string;
  /** The .graphql file it is written in, relative to the repository. */
  file: string;
  operation: OperationDefinitionNode;
  /** Every fragment of the client, by name (what a spread may name). */
  fragments: Readonly<Record<string, FragmentDefinitionNode>>;
  /** The operation and the fragments it uses: the document the browser posts. */
  document: DocumentNode;
}

/** The fragments a selection spreads, and theirs, by name. */
function spreadsOf(
  set: SelectionSetNode | undefined,
  fragments: Readonly<Record<string, FragmentDefinitionNode>>,
  into: Set<string>,
): Set<string> {
  for (const node of set?.selections ?? []) {
    if (node.kind !== Kind.FRAGMENT_SPREAD) spreadsOf(node.selectionSet, fragments, into);
    else if (!into.has(node.name.value)) {
      into.add(node.name.value);
      spreadsOf(fragments[node.name.value]?.selectionSet, fragments, into);
    }
  }
  return into;
}

export function clientOperations(): ClientOperation[] {
  const src = join(REPO_ROOT, "client/src");
  const files = readdirSync(src, { recursive: true, encoding: "utf8" })
    .filter((entry) => entry.endsWith(".graphql"))
    .sort()
    .map((entry) => ({
      file: relative(REPO_ROOT, join(src, entry)),
      document: parse(readFileSync(join(src, entry), "utf8")),
    }));
  const fragments: Record<string, FragmentDefinitionNode> = {};
  for (const { document } of files)
    for (const def of document.definitions)
      if (def.kind === Kind.FRAGMENT_DEFINITION) fragments[def.name.value] = def;
  return files.flatMap(({ file, document }) =>
    document.definitions
      .filter((def): def is OperationDefinitionNode => def.kind === Kind.OPERATION_DEFINITION)
      .map((operation) => {
        const used = [...spreadsOf(operation.selectionSet, fragments, new Set())];
        return {
          name: operation.name?.value ?? "(anonymous)",
          file,
          operation,
          fragments,
          document: {
            kind: Kind.DOCUMENT,
            definitions: [operation, ...used.flatMap((name) => fragments[name] ?? [])],
          },
        };
      }),
  );
}

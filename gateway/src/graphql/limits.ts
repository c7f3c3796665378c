/** Validation rules that bound the work one GraphQL document can ask for. */
import {
  type ASTVisitor,
  type FragmentDefinitionNode,
  GraphQLError,
  Kind,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
} from "graphql";

export const MAX_DEPTH = 8;
export const MAX_FIELDS = 200;

function measure(
  set: SelectionSetNode | undefined,
  fragments: Record<string, FragmentDefinitionNode>,
  depth: number,
  seen: Set<string>,
): { depth: number; fields: number } {
  if (!set) return { depth, fields: 0 };
  let deepest = depth;
  let fields = 0;
  for (const node of set.selections) {
    let inner: { depth: number; fields: number };
    if (node.kind === Kind.FIELD) {
      inner = measure(node.selectionSet, fragments, depth + 1, seen);
      fields += 1;
    } else if (node.kind === Kind.INLINE_FRAGMENT) {
      inner = measure(node.selectionSet, fragments, depth, seen);
    } else {
      const name = node.name.value;
      // A fragment spread twice on one path would recur forever; graphql's own rule reports cycles.
      if (seen.has(name)) continue;
      inner = measure(fragments[name]?.selectionSet, fragments, depth, new Set([...seen, name]));
    }
    deepest = Math.max(deepest, inner.depth);
    fields += inner.fields;
  }
  return { depth: deepest, fields };
}

/** How deep an operation goes and how many fields it asks for, its fragments spread in. */
export function operationSize(
  op: OperationDefinitionNode,
  fragments: Record<string, FragmentDefinitionNode>,
): { depth: number; fields: number } {
  return measure(op.selectionSet, fragments, 0, new Set());
}

export function documentLimits(context: ValidationContext): ASTVisitor {
  const doc = context.getDocument();
  const fragments: Record<string, FragmentDefinitionNode> = {};
  for (const def of doc.definitions)
    if (def.kind === Kind.FRAGMENT_DEFINITION) fragments[def.name.value] = def;
  return {
    OperationDefinition(op) {
      const { depth, fields } = operationSize(op, fragments);
      if (depth > MAX_DEPTH) {
        context.reportError(
          new GraphQLError(`Query is too deep: ${depth} levels, at most ${MAX_DEPTH}.`, {
            nodes: [op],
          }),
        );
      }
      if (fields > MAX_FIELDS) {
        context.reportError(
          new GraphQLError(`Query asks for too many fields: ${fields}, at most ${MAX_FIELDS}.`, {
            nodes: [op],
          }),
        );
      }
    },
  };
}

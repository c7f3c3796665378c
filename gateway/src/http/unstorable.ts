/** Refuses a request whose address, query or body holds text the database cannot store. */
import type { RequestHandler } from "express";
import { BadInputError } from "../core/errors";
import { findUnstorable, unstorableMessage } from "../core/unstorable";

function unstorableIn(req: Parameters<RequestHandler>[0]): string | null {
  let path: string;
  try {
    path = decodeURIComponent(req.path);
  } catch {
    path = req.path;
  }
  if (findUnstorable(path)) return "The address";
  return findUnstorable(req.query, "") ?? findUnstorable(req.body, "");
}

/** For the REST shims: a 400 in the envelope, naming the field. */
export const rejectUnstorable: RequestHandler = (req, _res, next) => {
  const field = unstorableIn(req);
  next(
    field
      ? new BadInputError(unstorableMessage(field), { [field]: unstorableMessage(field) })
      : undefined,
  );
};

/** For /graphql: a 400 with a GraphQL error, as Apollo answers other bad requests. */
export const rejectUnstorableGraphql: RequestHandler = (req, res, next) => {
  const field = unstorableIn(req);
  if (!field) return next();
  res.status(400).json({
    errors: [{ message: unstorableMessage(field), extensions: { code: "BAD_USER_INPUT" } }],
  });
};

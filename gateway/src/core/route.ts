/**
 * A REST route's implementation: the declared contract (schema/src/api) and the handler that
 * gets its parsed, typed input. The HTTP layer does the rest, once for every route: the
 * unstorable-text check, the guard, the parsing with the contract's schemas, and errors.
 */
import type { AnyRoute, RouteAnswer, RouteBody, RouteParams, RouteQuery } from "@gradplan/schema";
import type { RequestContext } from "./request";

/** An uploaded file, in memory (uploads are small and go straight to PostgreSQL). */
export interface UploadedFile {
  filename: string;
  buffer: Buffer;
}

export interface RouteInput<R extends AnyRoute> {
  params: RouteParams<R>;
  query: RouteQuery<R>;
  body: RouteBody<R>;
  /** An upload route's file, when one came. */
  file?: UploadedFile;
}

/** An answer other than "200 with the contract's JSON": another status, a redirect, a file. */
export class Reply {
  private constructor(
    readonly status: number,
    readonly body: unknown,
    readonly headers: Readonly<Record<string, string>> = {},
  ) {}

  static json(status: number, body: unknown): Reply {
    return new Reply(status, body);
  }

  static redirect(location: string): Reply {
    return new Reply(302, undefined, { location });
  }

  static file(body: Buffer, headers: Readonly<Record<string, string>>): Reply {
    return new Reply(200, body, headers);
  }
}

export type RouteHandler<R extends AnyRoute, C = RequestContext> = (
  ctx: C,
  input: RouteInput<R>,
) => Promise<RouteAnswer<R> | Reply> | RouteAnswer<R> | Reply;

/** A route and its handler, which gets `C`: its module's context (ModuleContext, module.ts). */
export interface RouteImpl<C = RequestContext> {
  readonly route: AnyRoute;
  readonly handle: RouteHandler<AnyRoute, C>;
}

/**
 * Binds a handler to its contract; the handler's input and answer are typed by it, its context
 * by the list it goes in (a module's `RouteImpl<SearchContext>[]`, say).
 */
export function implement<R extends AnyRoute, C>(
  route: R,
  handle: RouteHandler<R, C>,
): RouteImpl<C> {
  return { route, handle } as unknown as RouteImpl<C>;
}

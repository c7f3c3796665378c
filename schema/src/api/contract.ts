/**
 * One declaration per REST route: method, path, who may call it, the zod schemas of its path
 * parameters, query and body, and the type of its answer. The gateway implements each one
 * (the handler gets the parsed input), OpenAPI is generated from them, and the client, the
 * end-to-end tests and the bench build their URLs with `pathOf`: no path is typed twice.
 */
import { z } from "zod";

export {
  type PathParamNames,
  type PathTarget,
  type PathValues,
  pathOf,
  type QueryValues,
} from "./paths";

export type HttpMethod = "GET" | "POST" | "PUT" | "DELETE";

/**
 * Who may call a route: anyone; any signed-in student; or only the student named by the path's
 * `student_id` (401 without a session, 403 for another student's id).
 */
export type Guard = "public" | "signed-in" | "own-student";

/**
 * What a success carries: JSON, a redirect (the browser follows it), a PDF, an iCalendar file or
 * a Word document.
 */
export type Produces = "json" | "redirect" | "pdf" | "calendar" | "docx";

/** A multipart upload: the file's field name and its largest size; other fields go to `body`. */
export interface UploadSpec {
  readonly field: string;
  readonly maxBytes: number;
  /** The media type the file must be (documented; the service checks the content itself). */
  readonly mediaType: string;
  /** The answer (413) to a file over `maxBytes`. */
  readonly tooLarge: string;
  /** The file may be left out: the same fields then come as JSON (a pasted text, say). */
  readonly orJson?: boolean;
}

/** For routes that take no body: whatever arrives is ignored, as before. */
export const NO_BODY = z.unknown().transform((): undefined => undefined);
/** For routes without path parameters or query: anything extra is ignored. */
export const NOTHING = z.object({});

// biome-ignore lint/suspicious/noExplicitAny: a schema of any input; the output is what matters.
type Schema<T> = z.ZodType<T, any>;

export interface RouteSpec<P, Q, B> {
  /** A short camel-case name: the OpenAPI operationId. */
  readonly name: string;
  readonly method: HttpMethod;
  /** The full path with `:name` parameters, e.g. "/api/get-student-info/:student_id". */
  readonly path: string;
  readonly guard: Guard;
  /** One line for the OpenAPI page. */
  readonly summary: string;
  /** The OpenAPI tag (a domain). */
  readonly tag: string;
  /** Left out: no path parameters (NOTHING). */
  readonly params?: Schema<P>;
  /** Left out: no query (NOTHING; anything sent is ignored). */
  readonly query?: Schema<Q>;
  /** Left out: no body (NO_BODY). */
  readonly body?: Schema<B>;
  readonly upload?: UploadSpec;
  /** Also take a form body (urlencoded or multipart), read as none: RFC 8058's one-click POST. */
  readonly acceptsForm?: true;
  readonly produces?: Produces;
  /** The success status when it is not 200, and other answers worth documenting. */
  readonly statuses?: Readonly<Record<number, string>>;
}

/** A declared route, every schema filled in; `A` is the type of its successful JSON answer. */
export interface RouteContract<P = unknown, Q = unknown, B = unknown, A = unknown>
  extends RouteSpec<P, Q, B> {
  readonly params: Schema<P>;
  readonly query: Schema<Q>;
  readonly body: Schema<B>;
  /** Never set: carries the answer's type to `RouteAnswer`. */
  readonly answer?: A;
}

// biome-ignore lint/suspicious/noExplicitAny: any route, whatever its input and answer.
export type AnyRoute = RouteContract<any, any, any, any>;

export type RouteParams<R extends AnyRoute> = z.output<R["params"]>;
export type RouteQuery<R extends AnyRoute> = z.output<R["query"]>;
export type RouteBody<R extends AnyRoute> = z.output<R["body"]>;
/** What a caller sends as the body (before parsing). */
export type RouteBodyInput<R extends AnyRoute> = z.input<R["body"]>;
export type RouteAnswer<R extends AnyRoute> =
  R extends RouteContract<unknown, unknown, unknown, infer A> ? A : never;

type Given<S, K extends "params" | "query" | "body", Default> = S extends {
  readonly [key in K]: infer G extends z.ZodType;
}
  ? G
  : Default;

/** A spec with its left-out schemas filled in. */
export type Declared<S extends RouteSpec<unknown, unknown, unknown>, A> = Omit<
  S,
  "params" | "query" | "body"
> & {
  readonly params: Given<S, "params", typeof NOTHING>;
  readonly query: Given<S, "query", typeof NOTHING>;
  readonly body: Given<S, "body", typeof NO_BODY>;
} & RouteContract<
    z.output<Given<S, "params", typeof NOTHING>>,
    z.output<Given<S, "query", typeof NOTHING>>,
    z.output<Given<S, "body", typeof NO_BODY>>,
    A
  >;

/**
 * Declares a route whose answer is `A`: `defineRoute<StudentProfile>()({...})`. The second call
 * infers the rest from the spec, so the path keeps its literal type for `pathOf`; schemas left
 * out are NOTHING (params, query) and NO_BODY.
 */
export function defineRoute<A>() {
  return <const S extends RouteSpec<unknown, unknown, unknown>>(spec: S): Declared<S, A> =>
    ({ params: NOTHING, query: NOTHING, body: NO_BODY, ...spec }) as unknown as Declared<S, A>;
}

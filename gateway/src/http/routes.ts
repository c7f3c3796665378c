/**
 * Puts the modules' declared routes on Fastify, the same steps for every one: refuse text the
 * database cannot store, apply the guard, parse the path, query and body with the contract's
 * schemas, read an upload's parts, run the handler, and answer (JSON, another status, a
 * redirect or a file). Errors go to the one error handler (errors.ts).
 */

import fastifyMultipart from "@fastify/multipart";
import { type AnyRoute, AUTH_MESSAGES, NO_BODY, NOTHING } from "@gradplan/schema";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { BadInputError, DomainError, ForbiddenError } from "../core/errors";
import type { ModuleContext, RequestContext } from "../core/module";
import { Reply, type RouteImpl, type UploadedFile } from "../core/route";
import { findUnstorable, isUnstorable, unstorableMessage } from "../core/unstorable";
import { parseBody, parseValue } from "../core/validation";
import { requireSignedIn } from "../modules/auth/student-access";

/** The first field holding text the database cannot store: the address, the query, the body. */
export function unstorableIn(request: FastifyRequest): string | null {
  const url = request.url;
  const end = url.indexOf("?");
  const path = end < 0 ? url : url.slice(0, end);
  // Only an escape can put such a character in an address (the HTTP parser refuses raw ones).
  if (path.includes("%")) {
    let decoded = path;
    try {
      decoded = decodeURIComponent(path);
    } catch {
      // A malformed escape is not ours to judge here: the route's own parsing refuses it.
    }
    if (isUnstorable(decoded)) return "The address";
  }
  return findUnstorable(request.query, "") ?? findUnstorable(request.body, "");
}

export function refuseUnstorable(field: string | null): void {
  if (field)
    throw new BadInputError(unstorableMessage(field), { [field]: unstorableMessage(field) });
}

async function guard(route: AnyRoute, request: FastifyRequest): Promise<void> {
  if (route.guard === "public") return;
  const studentId = await requireSignedIn(request.ctx);
  if (route.guard === "own-student") {
    const named = (request.params as Record<string, string | undefined>).student_id;
    if (named !== studentId) throw new ForbiddenError(AUTH_MESSAGES.forbidden);
  }
}

/** An upload's parts, in memory: its fields (as the body) and its one file. */
async function readUpload(
  route: AnyRoute,
  request: FastifyRequest,
): Promise<{ fields: Record<string, unknown>; file?: UploadedFile }> {
  const spec = route.upload;
  if (!spec || !request.isMultipart())
    return { fields: (request.body as Record<string, unknown> | undefined) ?? {} };
  const fields: Record<string, unknown> = {};
  let file: UploadedFile | undefined;
  try {
    const parts = request.parts({
      limits: { fileSize: spec.maxBytes, files: 1, fields: 5, fieldSize: 1024, parts: 8 },
    });
    for await (const part of parts) {
      if (part.type === "field") {
        fields[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== spec.field) {
        await part.toBuffer().catch(() => undefined);
        throw new BadInputError("The upload is not valid: Unexpected field.");
      }
      file = { filename: part.filename, buffer: await part.toBuffer() };
    }
  } catch (error) {
    if (error instanceof DomainError) throw error;
    const code = (error as { code?: string }).code;
    if (code === "FST_REQ_FILE_TOO_LARGE") throw new DomainError("too-large", spec.tooLarge);
    throw new BadInputError(`The upload is not valid: ${(error as Error).message}.`);
  }
  // The parts were read after the request-wide check: the same check again.
  refuseUnstorable(
    findUnstorable(fields) ?? (file ? findUnstorable(file.filename, spec.field) : null),
  );
  return { fields, file };
}

function answer(reply: FastifyReply, result: unknown): unknown {
  if (!(result instanceof Reply)) return reply.send(result === undefined ? null : result);
  reply.code(result.status).headers(result.headers);
  return reply.send(result.body);
}

/** A module's view of a request, which its handlers get (core/context.ts). */
type ContextOf = (ctx: RequestContext) => ModuleContext;

function addRoute(
  app: FastifyInstance,
  { route, handle }: RouteImpl<ModuleContext>,
  contextOf: ContextOf,
): void {
  app.route({
    method: route.method,
    url: route.path,
    handler: async (request, reply) => {
      refuseUnstorable(unstorableIn(request));
      await guard(route, request);
      // Nothing to parse where the route takes nothing (most GETs): no parse on the hot path.
      const params = route.params === NOTHING ? {} : parseValue(route.params, request.params);
      const query = route.query === NOTHING ? {} : parseValue(route.query, request.query);
      const upload = route.upload ? await readUpload(route, request) : null;
      const body =
        route.body === NO_BODY
          ? undefined
          : parseBody(route.body, upload ? upload.fields : request.body);
      const input = { params, query, body, file: upload?.file };
      return answer(reply, await handle(contextOf(request.ctx), input));
    },
  });
}

/**
 * One module's routes on the app, their handlers given the module's view of each request; upload
 * routes in a scope of their own with the multipart plugin, whose hooks (a listener and a
 * clean-up per request) then run for uploads only.
 */
export async function registerRoutes(
  app: FastifyInstance,
  routes: readonly RouteImpl<ModuleContext>[],
  contextOf: ContextOf,
): Promise<void> {
  for (const route of routes)
    if (!route.route.upload && !route.route.acceptsForm) addRoute(app, route, contextOf);
  const forms = routes.filter((route) => route.route.acceptsForm);
  if (forms.length > 0)
    await app.register(async (scope) => {
      // A mail client's one-click POST: its form body carries nothing the route reads.
      const FORMS = ["application/x-www-form-urlencoded", "multipart/form-data"];
      scope.addContentTypeParser(FORMS, { parseAs: "string" }, (_req, _body, done) =>
        done(null, undefined),
      );
      for (const route of forms) addRoute(scope, route, contextOf);
    });
  const uploads = routes.filter((route) => route.route.upload);
  if (uploads.length === 0) return;
  await app.register(async (scope) => {
    await scope.register(fastifyMultipart);
    for (const route of uploads) addRoute(scope, route, contextOf);
  });
}

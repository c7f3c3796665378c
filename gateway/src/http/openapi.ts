/**
 * OpenAPI 3.1 for the REST shims, from the route declarations (schema/src/api): the request
 * schemas as JSON Schema (zod's own conversion, as the input a client sends), the guard as the
 * session cookie, and the error envelope. docs/openapi.json is this document, committed; a test
 * fails when it is stale.
 */
import { type AnyRoute, DOCX_MIME_TYPE, NO_BODY } from "@gradplan/schema";
import { z } from "zod";
import { ACCESS_COOKIE } from "../modules/auth/cookies";

type JsonSchema = Record<string, unknown>;

function jsonSchema(schema: z.ZodType): JsonSchema {
  const { $schema: _, ...rest } = z.toJSONSchema(schema, {
    io: "input",
    unrepresentable: "any",
    target: "draft-2020-12",
  }) as JsonSchema;
  return rest;
}

function parameters(schema: z.ZodType, where: "path" | "query") {
  const object = jsonSchema(schema);
  const properties = (object.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((object.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: where,
    required: where === "path" || required.has(name),
    schema: property,
  }));
}

const ENVELOPE = { $ref: "#/components/schemas/ErrorEnvelope" };
const errorAnswer = (description: string) => ({
  description,
  content: { "application/json": { schema: ENVELOPE } },
});

function requestBody(route: AnyRoute) {
  if (route.body === NO_BODY) return undefined;
  const fields = jsonSchema(route.body);
  if (route.upload) {
    const properties = (fields.properties ?? {}) as Record<string, JsonSchema>;
    return {
      required: true,
      content: {
        "multipart/form-data": {
          schema: {
            ...fields,
            properties: {
              ...properties,
              [route.upload.field]: {
                type: "string",
                contentMediaType: route.upload.mediaType,
                description: `At most ${route.upload.maxBytes} bytes.`,
              },
            },
          },
        },
        ...(route.upload.orJson ? { "application/json": { schema: fields } } : {}),
      },
    };
  }
  return { required: true, content: { "application/json": { schema: fields } } };
}

function responses(route: AnyRoute) {
  const statuses = route.statuses ?? {};
  const success = statuses[201] ? 201 : route.produces === "redirect" ? 302 : 200;
  const answers: Record<string, unknown> = {};
  if (route.produces === "pdf")
    answers[success] = { description: "The file.", content: { "application/pdf": {} } };
  else if (route.produces === "calendar")
    answers[success] = { description: "An iCalendar file.", content: { "text/calendar": {} } };
  else if (route.produces === "docx")
    answers[success] = { description: "A Word document.", content: { [DOCX_MIME_TYPE]: {} } };
  else if (route.produces === "redirect") answers[success] = { description: statuses[302] };
  else
    answers[success] = {
      description: statuses[success] ?? "The answer.",
      content: { "application/json": { schema: {} } },
    };
  answers[400] = errorAnswer("Bad input: the message says what to fix.");
  if (route.guard !== "public") answers[401] = errorAnswer("Not signed in.");
  if (route.guard === "own-student") answers[403] = errorAnswer("Another student's data.");
  for (const [status, description] of Object.entries(statuses)) {
    if (Number(status) === success) continue;
    answers[status] = Number(status) >= 400 ? errorAnswer(description) : { description };
  }
  return answers;
}

function operation(route: AnyRoute) {
  return {
    operationId: route.name,
    summary: route.summary,
    tags: [route.tag],
    "x-guard": route.guard,
    ...(route.guard === "public" ? {} : { security: [{ session: [] }] }),
    parameters: [...parameters(route.params, "path"), ...parameters(route.query, "query")],
    ...(requestBody(route) ? { requestBody: requestBody(route) } : {}),
    responses: responses(route),
  };
}

/** `/api/x/:id` as OpenAPI writes it: `/api/x/{id}`. */
export const openApiPath = (path: string) => path.replace(/:([A-Za-z_]+)/g, "{$1}");

export function buildOpenApi(routes: readonly AnyRoute[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const path = openApiPath(route.path);
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: operation(route) };
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "GradPlan REST API",
      version: "1.0.0",
      description:
        "The REST shims of the GradPlan gateway, for outside clients (the app itself uses GraphQL at /graphql). Errors answer {success:false, message, errors?}.",
    },
    servers: [{ url: "/" }],
    tags: [...new Set(routes.map((r) => r.tag))].map((name) => ({ name })),
    paths,
    components: {
      securitySchemes: {
        session: { type: "apiKey", in: "cookie", name: ACCESS_COOKIE },
      },
      schemas: {
        ErrorEnvelope: {
          type: "object",
          required: ["success", "message"],
          properties: {
            success: { const: false },
            message: { type: "string" },
            errors: { type: "object", additionalProperties: { type: "string" } },
          },
        },
      },
    },
  };
}

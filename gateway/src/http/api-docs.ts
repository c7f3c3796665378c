/**
 * /api/openapi.json (the OpenAPI document of the REST shims) and /api/docs (Swagger UI over
 * it: bundled files, no inline script, so the app's content security policy holds).
 */
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import { ALL_ROUTES } from "@gradplan/schema";
import type { FastifyInstance } from "fastify";
import { buildOpenApi } from "./openapi";

export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  const document = buildOpenApi(ALL_ROUTES);
  app.get("/api/openapi.json", async () => document);
  await app.register(swagger, {
    mode: "static",
    specification: { document: document as never },
  });
  await app.register(swaggerUi, {
    routePrefix: "/api/docs",
    uiConfig: { validatorUrl: null, deepLinking: true },
    theme: { title: "GradPlan REST API" },
  });
}

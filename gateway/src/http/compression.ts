/**
 * Compresses the server's own answers (JSON from /api and /graphql, calendars, the API docs)
 * when the client accepts it and the body is worth it. The built client is not compressed
 * here: its files carry brotli and gzip copies made at build (static-client.ts).
 */
import fastifyCompress from "@fastify/compress";
import type { FastifyInstance } from "fastify";

/** Below about a kilobyte the saving is smaller than the cost of compressing. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Only routes added after this call are compressed (the plugin hooks each route as it is
 * added): register the static client before it, the API routes after it.
 */
export async function compressAnswers(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    // The two every browser sends, preferred in the static files' order; brotli at the
    // plugin's quality 4 (its best, 11, costs many times the CPU on every answer).
    encodings: ["br", "gzip"],
    threshold: COMPRESS_THRESHOLD_BYTES,
    // Request bodies stay as they come: a compressed upload is no client's and only widens
    // what a request can make the server do.
    globalDecompression: false,
  });
}

/**
 * Build step, never part of the app's bundle: how the JavaScript is cut into files. Left to
 * itself the bundler made a file for every set of pages sharing a module, so a GraphQL page
 * loaded 17-22 files, many under 2 KB, and a phone on HTTP/1.1 fetches six at a time: each
 * further round cost a round trip before the page could draw. Now a page loads a few files.
 */
import type { Rolldown } from "vite";

type CodeSplitting = Exclude<Rolldown.OutputOptions["codeSplitting"], boolean | undefined>;

export const CODE_SPLITTING: CodeSplitting = {
  groups: [
    // What index.html loads: the libraries in one file (cached across releases), the app in another.
    { name: "vendor", tags: ["$initial"], test: /node_modules[\\/]/, priority: 11 },
    { name: "index", tags: ["$initial"], priority: 10 },
    // Every page that reads or writes data: Apollo Client, its libraries and the documents.
    {
      name: "graphql",
      test: /node_modules[\\/](@apollo|graphql|rxjs|optimism|@wry|tslib|@graphql-typed-document-node)[\\/]|client[\\/]src[\\/](graphql|shared[\\/]graphql)[\\/]/,
      priority: 5,
    },
    // The shared primitives (Modal, Skeleton, fields, REST helpers) two or more pages use.
    { name: "ui", test: /client[\\/]src[\\/]shared[\\/]/, minShareCount: 2, priority: 3 },
  ],
};

/*
 * The site's content security policy forbids eval, so zod must neither probe for it (a probe
 * that fails is still reported as a violation) nor compile parsers. zod keeps its settings in
 * globalThis.__zod_globalConfig and adopts an object already there; it reads them as each schema
 * is made, which the bundle's shared chunks do as they load, before the entry's own code runs.
 * So this plain script, loaded by index.html before the module scripts, sets them first.
 */
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, {
  jitless: true,
});

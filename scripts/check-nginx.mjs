#!/usr/bin/env node
/** Fails with a clear paragraph when nginx, which the replicas test runs in front of two gateways, is missing. */
import { existsSync } from "node:fs";

const path = process.env.NGINX_PATH ?? "/usr/sbin/nginx";
if (!existsSync(path)) {
  console.error(
    [
      `The replicas test (two gateways behind nginx) needs nginx at ${path}, and it is not there.`,
      "On Debian or Ubuntu: apt-get install -y nginx (the test runs it unprivileged on 127.0.0.1;",
      "no service needs to be enabled), or set NGINX_PATH. `.ci/run` installs it when missing.",
    ].join("\n"),
  );
  process.exit(1);
}
console.log(`nginx: ${path}`);

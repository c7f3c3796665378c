/**
 * nginx for the replicas test (e2e/replicas) and the bench: the product's own
 * ops/nginx/gradplan.conf with this machine's upstream, listen and log lines, run unprivileged
 * from a prefix directory of its own.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";

export const NGINX = process.env.NGINX_PATH ?? "/usr/sbin/nginx";

/** Replaces one line of the product's file; fails loudly when that file changed shape. */
function replaceOnce(text: string, pattern: RegExp, replacement: string): string {
  const matches = text.match(new RegExp(pattern.source, `${pattern.flags.replace("g", "")}g`));
  if (matches?.length !== 1)
    throw new Error(
      `ops/nginx/gradplan.conf: expected one match of ${pattern}, found none or several`,
    );
  return text.replace(pattern, replacement);
}

/** The product's server block, listening on 127.0.0.1:port before the given gateways. */
export function productConfig(productFile: string, dir: string, port: number, gateways: string[]) {
  let text = readFileSync(productFile, "utf8");
  const servers = gateways.map((g) => `    server ${g} max_fails=3 fail_timeout=10s;`).join("\n");
  text = replaceOnce(
    text,
    /^(upstream gradplan_gateways \{\n)(?: {4}#.*\n)?(?: {4}server .*\n)+/m,
    `$1${servers}\n`,
  );
  text = replaceOnce(text, /^ {4}listen 80;$/m, `    listen 127.0.0.1:${port};`);
  text = replaceOnce(
    text,
    /^ {4}access_log \/var\/log\/nginx\/access\.log gradplan;$/m,
    `    access_log ${resolve(dir, "access.log")} gradplan;`,
  );
  return text;
}

/**
 * The main file: everything nginx writes stays in `dir`. `httpDirectives` go in the http block
 * before the product's file, which inherits them unless it sets its own.
 */
export function mainConfig(
  dir: string,
  productConf: string,
  httpDirectives: readonly string[] = [],
): string {
  const temp = (name: string) => `${name}_temp_path ${resolve(dir, "temp", name)};`;
  return [
    "worker_processes 1;",
    `pid ${resolve(dir, "nginx.pid")};`,
    `error_log ${resolve(dir, "error.log")} warn;`,
    "events { worker_connections 512; }",
    "http {",
    ...["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map((name) => `  ${temp(name)}`),
    ...httpDirectives.map((line) => `  ${line}`),
    `  include ${productConf};`,
    "}",
    "",
  ].join("\n");
}

export interface RunningNginx {
  origin: string;
  accessLog: string;
  stop: () => Promise<void>;
}

/** Writes the files, checks them with `nginx -t`, and runs nginx in the foreground. */
export async function startNginx(
  productFile: string,
  dir: string,
  port: number,
  gateways: string[],
  httpDirectives: readonly string[] = [],
): Promise<RunningNginx> {
  if (!existsSync(NGINX))
    throw new Error(`nginx is not at ${NGINX}: apt-get install -y nginx (or set NGINX_PATH)`);
  mkdirSync(resolve(dir, "temp"), { recursive: true });
  const productConf = resolve(dir, "gradplan.conf");
  writeFileSync(productConf, productConfig(productFile, dir, port, gateways));
  const main = resolve(dir, "nginx.conf");
  writeFileSync(main, mainConfig(dir, productConf, httpDirectives));
  const args = ["-p", dir, "-c", main, "-e", resolve(dir, "error.log")];
  const checked = spawnSync(NGINX, [...args, "-t", "-q"], { encoding: "utf8" });
  if (checked.status !== 0) throw new Error(`nginx -t refused the config:\n${checked.stderr}`);
  const child: ChildProcess = spawn(NGINX, [...args, "-g", "daemon off;"], { stdio: "inherit" });
  const origin = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 50; i++) {
    if (child.exitCode !== null) throw new Error(`nginx exited with code ${child.exitCode}`);
    try {
      await fetch(`${origin}/healthz`);
      break;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return {
    origin,
    accessLog: resolve(dir, "access.log"),
    stop: () =>
      new Promise<void>((done) => {
        if (child.exitCode !== null) return done();
        child.once("exit", () => done());
        // SIGQUIT: finish the requests in flight, then exit.
        child.kill("SIGQUIT");
      }),
  };
}

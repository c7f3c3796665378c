/**
 * The real product for the fault suite: a throw-away database, a Redis of its own (a child
 * process the suite may kill and start again, its data kept in an append-only file as a
 * production Redis keeps it), and the gateway and one worker as child processes.
 * Each program is the built JavaScript run by node itself (`npm run build`), as production runs
 * it, so a signal reaches the process itself.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { appendFileSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer, Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createThrowawayDatabase, loadConfig } from "@gradplan/gateway";
import { programCommand, TEST_PROGRAM_ENV } from "@gradplan/gateway/testing/programs";
import pg from "pg";

export type ProgramName = "gateway" | "worker";

/** A free loopback port, asked of the kernel. */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once("error", fail);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });
}

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((done) => child.once("exit", () => done()));

/** Resident memory of a live process, from /proc, in MB. */
export function rssMb(pid: number | undefined): number {
  if (!pid) return Number.NaN;
  try {
    const line = readFileSync(`/proc/${pid}/status`, "utf8").match(/VmRSS:\s+(\d+) kB/);
    return line ? Number(line[1]) / 1024 : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

export class Product {
  readonly origin: string;
  readonly db: pg.Pool;
  /** Every email the worker handed to its transport: one log line each, by subject. */
  readonly deliveries = new Map<string, number>();
  private readonly programs = new Map<ProgramName, ChildProcess>();
  /** Programs that ended without being told to: every case fails on one. */
  readonly unexpectedExits: string[] = [];
  private redis: ChildProcess | undefined;
  private readonly redisDir = mkdtempSync(join(tmpdir(), "gradplan-faults-redis-"));

  private constructor(
    readonly env: Record<string, string>,
    readonly redisPort: number,
    private readonly dropDatabase: () => Promise<void>,
  ) {
    this.origin = `http://127.0.0.1:${env.PORT}`;
    this.db = new pg.Pool({ connectionString: env.DATABASE_URL, max: 4 });
  }

  static async start(options: { jobLockMs?: number; drainMs: number }): Promise<Product> {
    const database = await createThrowawayDatabase(loadConfig().databaseUrl, "bench");
    const [port, redisPort] = [await freePort(), await freePort()];
    const env: Record<string, string> = {
      DATABASE_URL: database.url,
      REDIS_URL: `redis://127.0.0.1:${redisPort}`,
      PORT: String(port),
      JWT_SECRET: randomBytes(32).toString("hex"),
      QUEUE_PREFIX: `faults-${Date.now().toString(36)}`,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      SAMPLE_RESULTS: "false",
      SHUTDOWN_DRAIN_MS: String(options.drainMs),
      ...(options.jobLockMs ? { JOB_LOCK_MS: String(options.jobLockMs) } : {}),
    };
    const product = new Product(env, redisPort, database.drop);
    try {
      await product.startRedis();
      await product.startProgram("worker");
      await product.startProgram("gateway");
    } catch (error) {
      await product.stop();
      throw error;
    }
    return product;
  }

  pid(name: ProgramName): number | undefined {
    return this.programs.get(name)?.pid;
  }

  /**
   * The gateway as in production; the worker under NODE_ENV=test with info logs written line
   * by line, so the log transport's deliveries survive a SIGKILL and can be counted.
   */
  async startProgram(name: ProgramName): Promise<void> {
    const gateway = name === "gateway";
    const child = spawn(...programCommand(name), {
      env: {
        ...process.env,
        ...TEST_PROGRAM_ENV,
        ...this.env,
        NODE_ENV: gateway ? "production" : "test",
        LOG_LEVEL: gateway ? "error" : "info",
      },
      // stderr too: BullMQ prints every refused Redis connection there while Redis is down.
      stdio: ["ignore", "pipe", "pipe"],
    });
    this.programs.set(name, child);
    this.readLog(name, child);
    if (gateway) await this.waitUntilReady(child);
    else await new Promise((done) => setTimeout(done, 1500));
  }

  /** Counts the worker's deliveries; says so when a program ends that no one stopped. */
  private readLog(name: ProgramName, child: ChildProcess): void {
    let rest = "";
    const last: string[] = [];
    // FAULTS_LOG=<file>: every line the programs print, kept to read what a failure answered.
    const keep = process.env.FAULTS_LOG;
    if (keep) {
      const copy = (chunk: string) => appendFileSync(keep, chunk);
      child.stdout?.on("data", copy);
      child.stderr?.on("data", copy);
    }
    child.stderr?.setEncoding("utf8");
    child.stderr?.on("data", (chunk: string) => {
      last.push(chunk.slice(0, 500));
      if (last.length > 5) last.shift();
    });
    child.stdout?.setEncoding("utf8");
    child.stdout?.on("data", (chunk: string) => {
      const lines = (rest + chunk).split("\n");
      rest = lines.pop() ?? "";
      for (const line of lines) {
        last.push(line);
        if (last.length > 5) last.shift();
        if (!line.includes("email delivered to the log transport")) continue;
        const { subject } = JSON.parse(line) as { subject: string };
        this.deliveries.set(subject, (this.deliveries.get(subject) ?? 0) + 1);
      }
    });
    child.once("exit", (code, signal) => {
      if (this.programs.get(name) !== child) return;
      this.programs.delete(name);
      this.unexpectedExits.push(`${name} exited by itself (${code ?? signal})`);
      console.error(
        `!! the ${name} exited by itself (${code ?? signal}); its last lines:\n${last.join("\n")}`,
      );
    });
  }

  private async waitUntilReady(child: ChildProcess): Promise<void> {
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`the gateway exited (${child.exitCode})`);
      try {
        if ((await fetch(`${this.origin}/readyz`)).ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((done) => setTimeout(done, 200));
    }
    throw new Error("the gateway did not become ready within 60 s");
  }

  /** Sends `signal` and waits for the process to end; the exit code, or the killing signal. */
  async signal(name: ProgramName, signal: NodeJS.Signals): Promise<string> {
    const child = this.programs.get(name);
    if (!child) return "not running";
    this.programs.delete(name);
    child.kill(signal);
    await exited(child);
    return child.exitCode !== null ? `exit ${child.exitCode}` : `${child.signalCode}`;
  }

  async startRedis(): Promise<void> {
    // appendfsync always: a job the gateway saw queued survives Redis being killed.
    this.redis = spawn(
      "redis-server",
      [
        ...["--port", String(this.redisPort), "--bind", "127.0.0.1", "--save", ""],
        ...["--appendonly", "yes", "--appendfsync", "always", "--dir", this.redisDir],
      ],
      { stdio: "ignore" },
    );
    for (let i = 0; i < 50; i++) {
      if (await this.redisAnswers()) return;
      await new Promise((done) => setTimeout(done, 100));
    }
    throw new Error(`redis-server did not start on port ${this.redisPort}`);
  }

  async killRedis(): Promise<void> {
    if (!this.redis) return;
    this.redis.kill("SIGKILL");
    await exited(this.redis);
    this.redis = undefined;
  }

  private redisAnswers(): Promise<boolean> {
    return new Promise((done) => {
      const socket = new Socket();
      socket.once("error", () => done(false));
      socket.connect(this.redisPort, "127.0.0.1", () => {
        socket.write("PING\r\n");
        socket.once("data", (data: Buffer) => {
          socket.destroy();
          done(data.toString().startsWith("+PONG"));
        });
      });
    });
  }

  /**
   * Ends every PostgreSQL connection to this product's database (ours included), only its. The
   * admin connection goes to the server's `postgres` database: the configured one (`gradplan`)
   * need not exist on a machine that never ran `npm start`, as on a fresh CI machine.
   */
  async killDatabaseConnections(): Promise<number> {
    const adminUrl = new URL(this.env.DATABASE_URL!);
    adminUrl.pathname = "/postgres";
    const admin = new pg.Client({ connectionString: adminUrl.toString() });
    await admin.connect();
    try {
      const name = new URL(this.env.DATABASE_URL!).pathname.slice(1);
      const { rows } = await admin.query<{ killed: boolean }>(
        "select pg_terminate_backend(pid) as killed from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()",
        [name],
      );
      return rows.filter((r) => r.killed).length;
    } finally {
      await admin.end();
    }
  }

  async stop(): Promise<void> {
    for (const name of ["gateway", "worker"] as const) {
      if (this.programs.has(name)) await this.signal(name, "SIGTERM");
    }
    await this.killRedis();
    await this.db.end().catch(() => undefined);
    await this.dropDatabase().catch((error: Error) =>
      console.error(`dropping the faults database: ${error.message}`),
    );
    rmSync(this.redisDir, { recursive: true, force: true });
  }
}

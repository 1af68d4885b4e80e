import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, readFileSync } from 'node:fs';
import path from 'node:path';
import { freePort, onCleanup, root, sleep } from './harness.ts';

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
  /** Milliseconds since the last signal we sent (or since start when none was sent). */
  afterMs: number;
}

/**
 * How the server is started. 'node': apps/api/src/server.ts run by Node with tsx as its loader,
 * which is what `npm start` ends up running, so the pid we signal is the server's, as a supervisor
 * (systemd, Kubernetes, docker stop) would. 'npm': `npm run start -w @fitjobs/api` in a process
 * group of its own, signalled as a whole as a terminal does on Ctrl-C (npm, and the shell that
 * runs its script, sit in between).
 */
export type Launch = 'node' | 'npm';

/** The real server (serving the built web app) as a child process, to signal and kill. */
export class ServerProcess {
  readonly url: string;
  readonly dataDir: string;
  readonly logFile: string;
  private readonly child: ChildProcess;
  private readonly exit: Promise<Exit>;
  private signalledAt: number;

  private constructor(
    port: number,
    dataDir: string,
    env: Record<string, string>,
    private readonly launch: Launch,
    nodeArgs: string[] = [],
  ) {
    this.url = `http://127.0.0.1:${port}`;
    this.dataDir = dataDir;
    this.logFile = path.join(dataDir, 'server.log');
    const log = createWriteStream(this.logFile, { flags: 'a' });
    this.signalledAt = Date.now();
    const [command, args] =
      launch === 'node'
        ? [process.execPath, [...nodeArgs, '--import', 'tsx', 'apps/api/src/server.ts']]
        : ['npm', ['run', 'start', '-w', '@fitjobs/api']];
    this.child = spawn(command, args as string[], {
      cwd: root,
      detached: launch === 'npm',
      env: {
        ...process.env,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        PUBLIC_URL: this.url,
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        // The runs play the load balancer: their X-Forwarded-For names each simulated client.
        TRUST_PROXY: 'loopback',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child.stdout?.pipe(log);
    this.child.stderr?.pipe(log);
    this.exit = new Promise((resolve) => {
      this.child.once('exit', (code, signal) =>
        resolve({ code, signal, afterMs: Date.now() - this.signalledAt }),
      );
    });
    onCleanup(async () => {
      // npm's group too: a server left behind by an npm that ended early must not outlive us.
      if (this.running || this.launch === 'npm') this.signal('SIGKILL');
      if (this.running) await this.exit;
    });
  }

  /** Starts the server and waits until /healthz answers; `env` adds to the production-like defaults. */
  static async start(
    dataDir: string,
    env: Record<string, string> = {},
    launch: Launch = 'node',
    timeoutMs = 240_000,
    /** Node's own options for 'node' (`--cpu-prof`, which NODE_OPTIONS may not carry). */
    nodeArgs: string[] = [],
  ): Promise<ServerProcess> {
    const server = await ServerProcess.launch(dataDir, env, launch, nodeArgs);
    await server.healthy(timeoutMs);
    return server;
  }

  /** Starts the server without waiting for it (to signal it while it starts up). */
  static async launch(
    dataDir: string,
    env: Record<string, string> = {},
    launch: Launch = 'node',
    nodeArgs: string[] = [],
  ) {
    return new ServerProcess(await freePort(), dataDir, env, launch, nodeArgs);
  }

  /** Waits until the server's log holds `text` (its log level must let that line through). */
  async logged(text: string, timeoutMs: number) {
    const until = Date.now() + timeoutMs;
    while (Date.now() < until) {
      if (this.logText().includes(text)) return;
      if (!this.running) throw new Error(`server exited before logging "${text}":\n${this.logTail()}`);
      await sleep(50);
    }
    throw new Error(`server did not log "${text}" within ${timeoutMs} ms:\n${this.logTail()}`);
  }

  /** The process id (the server's own with 'node', npm's with 'npm'). */
  get pid(): number | undefined {
    return this.child.pid;
  }

  /** Everything the process has written to stdout and stderr so far. */
  get output(): string {
    return this.logText();
  }

  get running(): boolean {
    return this.child.exitCode === null && this.child.signalCode === null;
  }

  private async healthy(timeoutMs: number) {
    const until = Date.now() + timeoutMs;
    while (Date.now() < until) {
      if (!this.running) throw new Error(`server exited during start-up:\n${this.logTail()}`);
      try {
        if ((await fetch(`${this.url}/healthz`)).ok) return;
      } catch {
        // not listening yet
      }
      await sleep(250);
    }
    throw new Error(`server not healthy within ${timeoutMs} ms:\n${this.logTail()}`);
  }

  signal(signal: NodeJS.Signals) {
    this.signalledAt = Date.now();
    const pid = this.child.pid;
    try {
      if (this.launch === 'npm' && pid !== undefined) process.kill(-pid, signal);
      else this.child.kill(signal);
    } catch {
      // already gone
    }
  }

  /** Resolves when the process has exited; rejects when it is still running after `timeoutMs`. */
  async exited(timeoutMs: number): Promise<Exit> {
    const late = sleep(timeoutMs).then(() => null);
    const exit = await Promise.race([this.exit, late]);
    if (!exit) throw new Error(`server still running ${timeoutMs} ms after the signal:\n${this.logTail()}`);
    return exit;
  }

  private logText(): string {
    try {
      return readFileSync(this.logFile, 'utf8');
    } catch {
      return '';
    }
  }

  logTail(lines = 30): string {
    return this.logText().split('\n').slice(-lines).join('\n') || '(no log)';
  }
}

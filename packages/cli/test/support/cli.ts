// Runs the built executable (`node packages/cli/bin/mahjong-ledger.js ...`) as a child
// process, the way a player or a script does, and collects its exit code and both streams.

import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const BIN = fileURLToPath(new URL('../../bin/mahjong-ledger.js', import.meta.url));

export interface CliRun {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

export interface RunOptions {
  cwd?: string;
  env?: Record<string, string | undefined>;
  /** Node options placed before the script, e.g. `--import <preload>`. */
  nodeArgs?: string[];
  /** Run as this user and group (the tests run as root in CI, which may write any file). */
  uid?: number;
  gid?: number;
}

/** Runs `mahjong-ledger <args>` with colour off (NO_COLOR) unless the caller's env says otherwise. */
export function runCli(args: readonly string[], options: RunOptions = {}): Promise<CliRun> {
  const env: Record<string, string | undefined> = {
    ...process.env,
    NO_COLOR: '1',
    FORCE_COLOR: undefined,
    ...options.env,
  };
  for (const k of Object.keys(env)) if (env[k] === undefined) delete env[k];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...(options.nodeArgs ?? []), BIN, ...args], {
      cwd: options.cwd,
      env: env as NodeJS.ProcessEnv,
      uid: options.uid,
      gid: options.gid,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code, signal) => resolve({ code, signal, stdout, stderr }));
  });
}

/** Parses stdout as exactly one JSON document (JSON.parse rejects anything after it). */
export function parseJsonOutput(run: CliRun): unknown {
  return JSON.parse(run.stdout);
}

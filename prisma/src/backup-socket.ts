// How `npm run db:backup` reaches a running server on the embedded database: PGlite's folder belongs
// to the one process that opened it (a second opener would corrupt it), so that process serves its
// own backup on a Unix socket beside the folder (`<PGLITE_DIR>.admin.sock`, mode 0600: only the user
// who runs the server can connect, and nothing listens on a network port). ADR 172.
import { chmodSync, existsSync, rmSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import path from 'node:path';

/** The server's logger (pino's signature), as far as the socket uses it. */
type Log = Record<'info' | 'warn' | 'error', (fields: object, message: string) => void>;

/** Unix socket paths are limited to 107 bytes on Linux. */
const MAX_SOCKET_PATH = 107;

export function backupSocketPath(dataDir: string): string {
  return `${path.resolve(dataDir)}.admin.sock`;
}

export type BackupSocket = { path: string; close(): Promise<void> };

/** Serves GET /backup on the socket of `dataDir`; null (logged) when the path is too long. */
export async function startBackupSocket(
  dataDir: string,
  backup: () => Promise<Uint8Array>,
  log: Log,
): Promise<BackupSocket | null> {
  const socketPath = backupSocketPath(dataDir);
  if (Buffer.byteLength(socketPath) > MAX_SOCKET_PATH) {
    log.warn({ socketPath }, 'npm run db:backup cannot reach this server: the socket path is too long');
    return null;
  }
  // left behind by a process that was killed: this process holds the folder now
  if (existsSync(socketPath)) rmSync(socketPath, { force: true });
  const server: Server = createServer((req, res) => {
    if (req.method !== 'GET' || req.url !== '/backup') {
      res.writeHead(404).end();
      return;
    }
    const started = Date.now();
    backup().then(
      (archive) => {
        log.info({ ms: Date.now() - started, bytes: archive.byteLength }, 'backup taken for db:backup');
        res.writeHead(200, { 'content-type': 'application/gzip', 'content-length': archive.byteLength });
        res.end(archive);
      },
      (error: unknown) => {
        log.error({ err: error }, 'backup failed');
        res.writeHead(500, { 'content-type': 'text/plain' }).end('backup failed; see the server log\n');
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    // Connecting needs write permission on the socket file, which bind() creates with the umask's
    // mode: under umask 0 any account could ask for every student's data until the chmod below. So
    // the umask is 0177 for the bind, which listen() does synchronously (`exclusive`: also in a
    // start:cluster worker, which would otherwise ask the primary to bind). ADR 282.
    const umask = privateUmask();
    try {
      server.listen({ path: socketPath, exclusive: true }, () => resolve());
    } finally {
      umask.restore();
    }
  });
  chmodSync(socketPath, 0o600);
  return {
    path: socketPath,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Sets the umask to 0177 until restore(); a worker thread may not, and then keeps the chmod alone. */
function privateUmask(): { restore(): void } {
  try {
    const previous = process.umask(0o177);
    return { restore: () => process.umask(previous) };
  } catch {
    return { restore: () => {} };
  }
}

/**
 * Asks the server holding `dataDir` for a backup. null when no server listens there (no socket, or a
 * stale one nobody answers), so the caller may open the folder itself.
 */
export function requestBackup(dataDir: string): Promise<Uint8Array | null> {
  const socketPath = backupSocketPath(dataDir);
  if (!existsSync(socketPath)) return Promise.resolve(null);
  return new Promise((resolve, reject) => {
    const req = request({ socketPath, path: '/backup', method: 'GET' }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        if (res.statusCode === 200) resolve(new Uint8Array(Buffer.concat(chunks)));
        else reject(new Error(`the running server answered ${res.statusCode}: ${Buffer.concat(chunks)}`));
      });
      res.on('error', reject);
    });
    req.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ECONNREFUSED' || error.code === 'ENOENT') resolve(null);
      else reject(error);
    });
    req.end();
  });
}

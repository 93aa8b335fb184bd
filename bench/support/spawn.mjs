import { spawn } from 'node:child_process';

/** Starts a child that prints "ready <port>" once listening; answers its port and a stop function. */
export function startChild(args, env = {}) {
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const match = out.match(/ready (\d+)/);
      if (match) {
        resolve({
          port: Number(match[1]),
          stop: () => new Promise((done) => (child.once('exit', done), child.kill('SIGTERM'))),
        });
      }
    });
    child.once('exit', (code) => reject(new Error(`child exited with ${code}: ${out}`)));
  });
}

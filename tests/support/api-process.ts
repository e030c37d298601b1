import type { ChildProcess } from 'node:child_process';
import { endpoints } from '@marathon/shared/api';

/**
 * Waits until an API process the journey started itself says it is ready (its data prepared), polling /health;
 * a very loaded machine gets minutes. A process that exits meanwhile fails the wait at once.
 */
export async function waitApiReady(port: number, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 240_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the API on port ${port} exited with ${child.exitCode}`);
    const ready = await fetch(`http://127.0.0.1:${port}${endpoints.health.path}`)
      .then((response) => response.json() as Promise<{ data?: { status?: string } }>)
      .then((body) => body.data?.status === 'ready')
      .catch(() => false);
    if (ready) return;
    if (Date.now() > deadline) throw new Error(`the API on port ${port} was not ready within 240 s`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

import { setPriority } from 'node:os';
import { drawCertificate, type DrawJob, type Drawn } from './draw';

/*
 * A thread of the certificate pool (drawing-pool.ts starts them through piscina): the QR code, the glyph outlines,
 * the rasterising and the palette indexing of a cold certificate run here, so the API's own thread keeps answering
 * lookups. Built as dist/certificate-worker.js beside the server.
 */

// On Linux a thread has a priority of its own: these yield the cores to the API's thread when both want one, so a
// burst of cold certificates does not hold up the lookups beside it. Elsewhere this would lower the whole process.
if (process.platform === 'linux') setPriority(10);

export default function draw(job: DrawJob): Promise<Drawn> {
  return drawCertificate(job);
}

// The worker as the server's tests run it, from its TypeScript source (the built server runs fragment-worker.js).
import { register } from 'tsx/esm/api';

register();
await import('./fragment-worker.ts');

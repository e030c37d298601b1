// The certificate worker run from source (tests, `npm run dev`, the CLI under tsx): a worker thread starts
// without the parent's TypeScript loader, so this registers tsx's, then hands the TypeScript entry to piscina.
import { register } from 'tsx/esm/api';

register();
const { default: draw } = await import('./draw-worker.ts');
export default draw;

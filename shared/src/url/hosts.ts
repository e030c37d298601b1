import { withHost } from './resolve';

/** The image and file host prefixes, set once at start-up from the run-time configuration. */
const hosts = { image: '', file: '' };

export function configureHosts(next: { imageHost: string; fileHost: string }): void {
  hosts.image = next.imageHost;
  hosts.file = next.fileHost;
}

export const imageUrl = (path: string | null | undefined): string => withHost(path, hosts.image);
export const fileUrl = (path: string | null | undefined): string => withHost(path, hosts.file);
export const fileHost = (): string => hosts.file;

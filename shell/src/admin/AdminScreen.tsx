import { RemoteView } from '../remotes/RemoteView';

/**
 * The organisers' console (remote-admin) under /admin: loaded only when this route is opened, so the public
 * site's first screen carries none of it. Its own routes (sign-in, accept, members, audit) sit below /admin.
 */
export function AdminScreen() {
  return <RemoteView remote="admin" module="./ConsolePage" props={{}} fallbackHeight="60vh" />;
}

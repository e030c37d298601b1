import { RemoteView } from '../remotes/RemoteView';
import type { StandaloneRoute } from './signup-routes';

export function StandaloneScreen({ route }: { route: StandaloneRoute }) {
  return <RemoteView remote="signup" module={route.module} props={route.props} fallbackHeight="100vh" />;
}

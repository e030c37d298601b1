import { localized, useDocumentTitle, useLanguage } from '@marathon/shared';
import { RemoteView } from '../remotes/RemoteView';
import type { StandaloneRoute } from './signup-routes';

export function StandaloneScreen({ route }: { route: StandaloneRoute }) {
  const language = useLanguage();
  useDocumentTitle(localized(language, route.meta.title, route.meta.titleEn));
  return <RemoteView remote="signup" module={route.module} props={route.props} fallbackHeight="100vh" />;
}

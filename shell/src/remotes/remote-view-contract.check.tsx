import { RemoteView } from './RemoteView';

/**
 * Checked by tsc, never rendered: RemoteView takes only the modules of the shared table, with their props. Each
 * `@ts-expect-error` fails the type check the day such a line compiles.
 */
export const REMOTE_VIEW_CONTRACT_CHECKS = [
  <RemoteView key="fits" remote="content" module="./DocumentPage" props={{ dataPath: 'news' }} />,
  // @ts-expect-error a module the remote does not expose
  <RemoteView key="unknown-module" remote="content" module="./NoSuchPage" props={{}} />,
  // @ts-expect-error a prop the view does not take
  <RemoteView key="extra-prop" remote="search" module="./ScoreSearch" props={{ dataPath: 'news' }} />,
  // @ts-expect-error a prop the view needs is missing
  <RemoteView key="missing-prop" remote="signup" module="./SignupPage" props={{}} />,
  // @ts-expect-error the embeddable mount() is not a view
  <RemoteView key="not-a-view" remote="auth" module="./mount" props={{}} />,
];

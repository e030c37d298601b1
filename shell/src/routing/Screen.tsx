import type { ScreenComponent } from '@marathon/shared/api';
import type { DocumentViewProps, HomePageProps } from '@marathon/shared/contracts';
import { RemoteView } from '../remotes/RemoteView';

/** Which remote module renders each screen type of the route configuration. */
const SEARCH_SCREENS = {
  RegistrationSearch: './RegistrationSearch',
  ScoreSearch: './ScoreSearch',
  MultiYearScoreSearch: './MultiYearScoreSearch',
  ImageSearch: './ImageSearch',
  VideoCollection: './VideoCollection',
  ImageCollection: './ImageCollection',
} as const;

function SearchEntries() {
  return <RemoteView<object> remote="search" module="./SearchEntries" props={{}} fallbackHeight="160px" />;
}

export function Screen({ component, dataPath }: { component: ScreenComponent; dataPath: string }) {
  switch (component) {
    case 'HomePage':
      return (
        <RemoteView<HomePageProps>
          remote="content"
          module="./HomePage"
          props={{ searchEntries: <SearchEntries /> }}
          // Loading fills the window so the footer starts below the fold: no layout shift when the page arrives.
          fallbackHeight="100vh"
        />
      );
    case 'DocumentPage':
    case 'DocumentListPage':
    case 'RichListPage':
      // Keyed by data path: moving between two sections of the same screen type starts the view afresh.
      return (
        <RemoteView<DocumentViewProps>
          key={dataPath}
          remote="content"
          module={`./${component}`}
          props={{ dataPath }}
          fallbackHeight="100vh"
        />
      );
    default:
      // Keyed by screen: RemoteView picks its module once, so moving from one search screen (or the home page) to
      // another must mount a fresh view, or the old screen stays on the page.
      return (
        <RemoteView<object> key={component} remote="search" module={SEARCH_SCREENS[component]} props={{}} />
      );
  }
}

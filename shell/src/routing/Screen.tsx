import type { ScreenComponent } from '@marathon/shared/api';
import { useDocumentTitle } from '@marathon/shared';
import { RemoteView } from '../remotes/RemoteView';
import { SEARCH_SCREENS } from './route-remotes';

function SearchEntries() {
  return <RemoteView remote="search" module="./SearchEntries" props={{}} fallbackHeight="160px" />;
}

/** Lists carry no title of their own (a document does): the section's name heads the page. */
function SectionHeading({ title }: { title: string }) {
  return (
    <h1 className="ui-heading site-heading-2xl site-section-heading" data-testid="section-heading">
      {title}
    </h1>
  );
}

export function Screen({
  component,
  dataPath,
  title,
}: {
  component: ScreenComponent;
  dataPath: string;
  title: string;
}) {
  // The home page is named by the site alone; every other screen by its route's title first.
  useDocumentTitle(component === 'HomePage' ? '' : title);
  switch (component) {
    case 'HomePage':
      return (
        <RemoteView
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
        <>
          {component === 'DocumentPage' ? null : <SectionHeading title={title} />}
          <RemoteView
            key={dataPath}
            remote="content"
            module={`./${component}`}
            props={{ dataPath }}
            fallbackHeight="100vh"
          />
        </>
      );
    default:
      return <RemoteView remote="search" module={SEARCH_SCREENS[component]} props={{}} />;
  }
}

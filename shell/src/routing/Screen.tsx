import type { ScreenComponent } from '@marathon/shared/api';
import { useDocumentTitle } from '@marathon/shared';
import { RemoteView } from '../remotes/RemoteView';
import { SCREEN_VIEWS, takesDataPath, viewProps, type ScreenView, type SlotView } from './screen-views';

/** Lists carry no title of their own (a document does): the section's name heads the page. */
function SectionHeading({ title }: { title: string }) {
  return (
    <h1 className="ui-heading site-heading-2xl site-section-heading" data-testid="section-heading">
      {title}
    </h1>
  );
}

/*
 * The table's entries are checked against each view's contract where they are declared (SCREEN_VIEWS satisfies
 * ScreenView); read back as the union of every entry, a remote and its module are no longer tied in the type, so
 * RemoteView takes them as any view's here.
 */
type AnyView = Parameters<typeof RemoteView>[0];

function SlotRemoteView({ slot }: { slot: SlotView }) {
  const view = { remote: slot.remote, module: slot.module, props: {} } as AnyView;
  return <RemoteView {...view} fallbackHeight={slot.fallbackHeight} />;
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
  const view: ScreenView = SCREEN_VIEWS[component];
  useDocumentTitle(view.title === 'site' ? '' : title);
  const drawn = {
    remote: view.remote,
    module: view.module,
    props: viewProps(view, dataPath, (slot) => <SlotRemoteView slot={slot} />),
  } as AnyView;
  return (
    <>
      {view.sectionHeading ? <SectionHeading title={title} /> : null}
      {/* Keyed by data path: moving between two sections of the same screen type starts the view afresh. */}
      <RemoteView
        key={takesDataPath(view) ? dataPath : undefined}
        {...drawn}
        fallbackHeight={view.fallbackHeight}
      />
    </>
  );
}

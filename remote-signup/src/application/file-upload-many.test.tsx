import { useMessagesStore, useSessionStore } from '@marathon/shared';
import { endpoints } from '@marathon/shared/api';
import { FileUpload, type UploadedFile } from '@marathon/shared/upload';
import { UiProvider } from '@marathon/shared/ui';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startApiServer, type ApiTestServer } from '@marathon/shared/test-support';

let server: ApiTestServer;
beforeAll(async () => {
  server = await startApiServer();
  server.route(endpoints.uploadFile.path, async (request) => {
    const name = /filename="([^"]+)"/.exec(request.body)?.[1] ?? 'file';
    // The first file chosen is answered last: the list must still keep the order the visitor chose.
    if (name === 'one.pdf') await new Promise((resolve) => setTimeout(resolve, 300));
    return { data: { url: `/user-center/uploads/stored-${name}`, name, size: request.body.length } };
  });
});
afterAll(() => server.close());
beforeEach(async () => {
  latest = [];
  server.useFreshBase();
  useSessionStore.getState().setLanguage('en');
  useMessagesStore.setState({ messages: [] });
  useSessionStore.setState({ token: 'tok' });
});

let latest: UploadedFile[] = [];
function Harness({ limit }: { limit: number }) {
  const [files, setFiles] = useState<UploadedFile[]>([]);
  return (
    <UiProvider>
      <FileUpload
        value={files}
        onChange={(list) => {
          latest = list;
          setFiles(list);
        }}
        endpoint={endpoints.uploadFile}
        limit={limit}
        accept={['pdf']}
      />
    </UiProvider>
  );
}

const pdf = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });
const uploads = () => server.received.filter((r) => r.path === endpoints.uploadFile.path).length;
/** Every file can be opened: each card's signed address has arrived (uploads are private). */
const allOpenable = () =>
  waitFor(() =>
    expect(
      screen.getAllByTestId('file-upload-item').every((item) => !item.querySelector('button[disabled]')),
    ).toBe(true),
  );

describe('FileUpload with several files chosen at once', () => {
  it('uploads and keeps all four, in the order chosen', async () => {
    const user = userEvent.setup();
    render(<Harness limit={5} />);
    const before = uploads();
    await user.upload(
      screen.getByTestId('file-upload-input'),
      ['one', 'two', 'three', 'four'].map((n) => pdf(`${n}.pdf`)),
    );
    await waitFor(() => expect(latest).toHaveLength(4), { timeout: 10_000 });
    expect(latest.map((f) => f.name)).toEqual(['one.pdf', 'two.pdf', 'three.pdf', 'four.pdf']);
    await waitFor(() => expect(screen.queryAllByTestId('file-upload-uploading')).toHaveLength(0));
    expect(screen.getAllByTestId('file-upload-item').map((item) => item.textContent)).toEqual([
      'one.pdf',
      'two.pdf',
      'three.pdf',
      'four.pdf',
    ]);
    expect(uploads() - before).toBe(4);
    await allOpenable();
  });

  it('keeps the first five of six against a limit of five and refuses the sixth with the limit message', async () => {
    const user = userEvent.setup();
    render(<Harness limit={5} />);
    const before = uploads();
    const names = ['one', 'two', 'three', 'four', 'five', 'six'].map((n) => `${n}.pdf`);
    await user.upload(screen.getByTestId('file-upload-input'), names.map(pdf));
    await waitFor(() => expect(latest).toHaveLength(5), { timeout: 10_000 });
    expect(latest.map((f) => f.name)).toEqual(names.slice(0, 5));
    expect(useMessagesStore.getState().messages.map((m) => m.text)).toEqual(['File exceeds 5 limit']);
    expect(uploads() - before).toBe(5);
    // Full: no button to add more.
    await waitFor(() => expect(screen.queryByTestId('file-upload-add')).toBeNull());
    await allOpenable();
  });
});

import { endpoints, signupFieldSchema, type FieldOfType, type SignupField } from '@marathon/shared/api';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startApiServer, uploadAnswer, type ApiTestServer } from '@marathon/shared/test-support';
import { renderFields } from '../../test-support/render-field';
import { renderReadOnly } from '../advanced-common/testing';
import { HANDWRITING_FONT } from './ink';
import { SignatureField } from './SignatureField';

const signature = signupFieldSchema.parse({
  key: 'signature',
  type: 'signature',
  label: { zh: '本人签名', en: 'Your signature' },
}) as FieldOfType<'signature'>;
const name = signupFieldSchema.parse({ key: 'name', type: 'input', label: { zh: '姓名', en: 'Name' } });

let server: ApiTestServer;
let failUpload = false;
beforeAll(async () => {
  server = await startApiServer();
  server.route(endpoints.uploadImage.path, (request) =>
    failUpload
      ? // The API writes its message in the language the call asks for.
        { code: 500, msg: request.headers['accept-language'] === 'en' ? 'Storage is full' : '存储空间不足' }
      : uploadAnswer(request, 'sig-9.png'),
  );
});
afterAll(() => server.close());
beforeEach(() => {
  server.useFreshBase();
  failUpload = false;
});
afterEach(() => {
  vi.restoreAllMocks();
});

const button = (testId: string) => screen.getByTestId(testId) as HTMLButtonElement;
const uploads = () => server.received.filter((r) => r.path === endpoints.uploadImage.path);

/**
 * happy-dom has no canvas backend (getContext answers null, toBlob an empty PNG blob). For the drawing tests this
 * records what the field paints, so the pointer handling and the typed name's rendering can be checked.
 */
function recordingContext() {
  const calls: string[] = [];
  const record =
    (name: string) =>
    (...args: unknown[]) => {
      calls.push(`${name}(${args.map(String).join(',')})`);
    };
  const ctx = {
    calls,
    font: '',
    fillStyle: '',
    strokeStyle: '',
    lineWidth: 1,
    lineCap: '',
    lineJoin: '',
    textAlign: '',
    textBaseline: '',
    beginPath: record('beginPath'),
    arc: record('arc'),
    fill: record('fill'),
    moveTo: record('moveTo'),
    lineTo: record('lineTo'),
    stroke: record('stroke'),
    clearRect: record('clearRect'),
    setTransform: record('setTransform'),
    fillText: record('fillText'),
    measureText: (text: string) => ({ width: text.length * 20 }),
  };
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(
    ctx as unknown as CanvasRenderingContext2D,
  );
  return ctx;
}

/**
 * The pad as a browser lays it out: a box of 300×100 CSS pixels at a device pixel ratio of 2, so a bitmap of
 * 600×200 (what usePadBitmap sets from the box's device pixels; happy-dom lays nothing out).
 */
function layOut(pad: HTMLElement) {
  const canvas = pad as HTMLCanvasElement;
  Object.defineProperty(canvas, 'clientWidth', { configurable: true, value: 300 });
  Object.defineProperty(canvas, 'clientHeight', { configurable: true, value: 100 });
  canvas.width = 600;
  canvas.height = 200;
}

describe('SignatureField', () => {
  it('typed name: rendered in a handwriting face, uploaded as a PNG, the url is the answer (zh)', async () => {
    const user = userEvent.setup();
    const ctx = recordingContext();
    const before = uploads().length;
    const { harness } = renderFields([name, signature] as SignupField[], {
      language: 'zh',
      defaultValues: { name: '张三' },
    });
    expect(button('signature-use').disabled).toBe(true);
    expect(button('signature-clear').disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: '改为输入姓名' }));
    // The entrant's name is offered; the runner can change it.
    const typed = screen.getByLabelText('输入姓名作为签名') as HTMLInputElement;
    expect(typed).toBe(screen.getByTestId('signature-typed-name'));
    expect(typed.value).toBe('张三');
    await user.clear(typed);
    await user.type(typed, '张小三');
    expect(ctx.font).toContain(HANDWRITING_FONT);
    layOut(screen.getByTestId('signature-canvas'));
    await user.type(typed, '!');
    expect(ctx.calls).toContain('fillText(张小三!,300,100)');
    expect(button('signature-use').disabled).toBe(false);

    await user.click(button('signature-use'));
    const saved = await screen.findByTestId('signature-saved');
    // Shown through the runner's signed address of it (uploads are private).
    await waitFor(() =>
      expect(saved.getAttribute('src')).toMatch(
        /^http:\/\/127\.0\.0\.1:\d+\/t\d+\/user-center\/uploads\/sig-9\.png\?expires=\d+&signature=test$/,
      ),
    );
    expect(saved.getAttribute('alt')).toBe('已保存的签名');
    expect(uploads()).toHaveLength(before + 1);
    expect(uploads().at(-1)?.body).toContain('filename="signature.png"');
    expect(uploads().at(-1)?.body).toContain('Content-Type: image/png');
    await harness.submit();
    expect(harness.submitted()).toEqual({ name: '张三', signature: '/user-center/uploads/sig-9.png' });
  });

  it('typed name from the keyboard alone, in English; "sign again" empties the answer', async () => {
    const user = userEvent.setup();
    const { harness } = renderFields([signature], { language: 'en' });
    await harness.submit();
    expect(screen.getByTestId('field-signature-error').textContent).toBe('Please sign');
    screen.getByTestId('signature-type-instead').focus();
    await user.keyboard('{Enter}');
    await user.click(screen.getByLabelText('Type your name as your signature'));
    await user.keyboard('Jane Runner');
    expect(button('signature-clear').disabled).toBe(false);
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(button('signature-use'));
    await user.keyboard('{Enter}');
    await screen.findByTestId('signature-saved');
    expect(harness.values().signature).toBe('/user-center/uploads/sig-9.png');

    await user.click(screen.getByRole('button', { name: 'Sign again' }));
    expect(harness.values().signature).toBe('');
    expect(screen.getByTestId('signature-canvas')).toBeTruthy();
    expect(button('signature-use').disabled).toBe(true);
  });

  it('drawn ink lands under the pointer at any device pixel ratio, and is saved as seen (en)', async () => {
    const user = userEvent.setup();
    const ctx = recordingContext();
    renderFields([signature], { language: 'en' });
    const pad = screen.getByTestId('signature-canvas');
    layOut(pad);
    expect(pad.getAttribute('aria-label')).toBe(
      'Signature pad: hold the mouse button, a finger or a pen down to write',
    );
    fireEvent.pointerDown(pad, { pointerId: 7, pointerType: 'pen', button: 0, clientX: 10, clientY: 20 });
    fireEvent.pointerMove(pad, { pointerId: 7, pointerType: 'pen', clientX: 40, clientY: 30, pressure: 0.5 });
    fireEvent.pointerUp(pad, { pointerId: 7, pointerType: 'pen' });
    // After the pointer is up, moving draws nothing.
    fireEvent.pointerMove(pad, { pointerId: 7, pointerType: 'pen', clientX: 90, clientY: 90 });
    const lines = () => ctx.calls.filter((c) => c.startsWith('moveTo') || c.startsWith('lineTo'));
    // The box is 300 CSS pixels wide and the bitmap 600: a point 10 px in is 20 bitmap pixels in.
    expect(lines()).toEqual(['moveTo(20,40)', 'lineTo(80,60)']);
    expect(button('signature-use').disabled).toBe(false);

    // The saved picture is painted from the strokes at its own size (600 wide, the pad's shape): the same lines.
    ctx.calls.length = 0;
    await user.click(button('signature-use'));
    await screen.findByTestId('signature-saved');
    expect(ctx.calls).toContain('clearRect(0,0,600,200)');
    expect(lines()).toEqual(['moveTo(20,40)', 'lineTo(80,60)']);
    await user.click(button('signature-sign-again'));

    const again = screen.getByTestId('signature-canvas');
    layOut(again);
    fireEvent.pointerDown(again, {
      pointerId: 8,
      pointerType: 'mouse',
      button: 0,
      clientX: 150,
      clientY: 50,
    });
    expect(button('signature-use').disabled).toBe(false);
    await user.click(button('signature-clear'));
    expect(ctx.calls.at(-1)).toBe('clearRect(0,0,600,200)');
    expect(button('signature-use').disabled).toBe(true);
    expect(button('signature-clear').disabled).toBe(true);
    // A right-click is not a stroke.
    fireEvent.pointerDown(again, { pointerId: 1, pointerType: 'mouse', button: 2, clientX: 5, clientY: 5 });
    expect(button('signature-use').disabled).toBe(true);
  });

  it("shows a failed save in the page's language (zh and en)", async () => {
    const user = userEvent.setup();
    failUpload = true;
    renderFields([signature], { language: 'zh' });
    await user.click(screen.getByTestId('signature-type-instead'));
    await user.type(screen.getByTestId('signature-typed-name'), '张三');
    await user.click(button('signature-use'));
    expect((await screen.findByTestId('signature-save-error')).textContent).toBe('存储空间不足');
    expect(screen.queryByTestId('signature-saved')).toBeNull();
    cleanup();
    renderFields([signature], { language: 'en' });
    await user.click(screen.getByTestId('signature-type-instead'));
    await user.type(screen.getByTestId('signature-typed-name'), 'Jane');
    await user.click(button('signature-use'));
    await waitFor(() =>
      expect(screen.getByTestId('signature-save-error').textContent).toBe('Storage is full'),
    );
  });

  it('read-only: the saved signature as a thumbnail, or —', async () => {
    renderReadOnly(SignatureField, signature, '/user-center/uploads/sig-9.png', 'en');
    expect((await screen.findByRole('img', { name: 'Your signature' })).getAttribute('src')).toMatch(
      /\/user-center\/uploads\/sig-9\.png\?expires=\d+&signature=test$/,
    );
    cleanup();
    renderReadOnly(SignatureField, signature, '', 'zh');
    expect(screen.getByTestId('signature-readonly').textContent).toBe('—');
  });
});

/** Hands a downloaded file to the browser's save dialog under a name of ours, as a link the browser follows would. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has the file once the click is handled; the address is freed a minute after, not at once,
  // because some browsers still read it after the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

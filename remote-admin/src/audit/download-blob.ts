/** Saves a downloaded file under a name, as a link the browser follows would. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has the file once the click is handled; the address is freed after it.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
